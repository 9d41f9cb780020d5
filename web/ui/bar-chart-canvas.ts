import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { valueAxis } from './chart-value-axis';

/**
 * The one module that imports chart.js. bar-chart.tsx loads it with a dynamic import, so the
 * library is a chunk of its own fetched only when a chart is on screen (never on login or home),
 * and only the bar and line charts' parts are registered, so the rest of chart.js is tree-shaken away.
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** Bars compare categories (benefits, months); a line follows one figure over time (weeks). */
export type ChartKind = 'bar' | 'line';

export type BarChartData = {
  kind: ChartKind;
  labels: string[];
  series: { label: string; values: number[]; colour: string }[];
  formatValue: (value: number) => string;
};

/** Draws grouped bars (or lines) on the canvas; the caller destroys the chart when it unmounts. */
export function drawBarChart(canvas: HTMLCanvasElement, data: BarChartData): { destroy: () => void } {
  return new Chart(canvas, {
    type: data.kind,
    data: {
      labels: data.labels,
      datasets: data.series.map((series) => ({
        label: series.label,
        data: series.values,
        backgroundColor: series.colour,
        borderColor: series.colour,
        // A year of weeks: dots on every point would crowd the line.
        pointRadius: data.kind === 'line' ? 0 : undefined,
        pointHoverRadius: data.kind === 'line' ? 4 : undefined,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Someone who asked for less motion gets the bars at once.
      animation: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      scales: {
        y: valueAxis(
          data.series.flatMap((series) => series.values),
          data.formatValue,
        ),
      },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${data.formatValue(item.parsed.y ?? 0)}`,
          },
        },
      },
    },
  });
}
