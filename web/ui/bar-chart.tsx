import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { BarChartData, ChartKind } from './bar-chart-canvas';
import { pageDataAttributes } from './page-data-marker';
import { ScrollRegion } from './scroll-region';

export type BarChartSeries = {
  label: string;
  /** A CSS colour or var(--…): resolved on the canvas element, since a canvas cannot use variables. */
  colour: string;
};

export interface BarChartProps {
  /** What the chart shows: the table's caption and the chart's accessible name. */
  caption: string;
  /** The header of the first column (what each row is: a benefit, a month). */
  rowHeader: string;
  series: readonly BarChartSeries[];
  rows: readonly { label: string; values: readonly number[] }[];
  formatValue: (value: number) => string;
  /** Bars (the default) or a line, for one figure over time. */
  kind?: ChartKind;
}

function resolveColour(element: Element, colour: string): string {
  const variable = colour.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (!variable) return colour;
  return getComputedStyle(element).getPropertyValue(variable).trim() || '#333333';
}

/**
 * A grouped bar chart (or a line chart) with its figures as a table. The chart (chart.js, loaded on demand) is for
 * sighted mouse users and is hidden from assistive technology; the table below it, always in the
 * page, is what screen readers and the keyboard reach, with a caption and header cells. If the chart
 * cannot be drawn (no canvas, the chunk failed) the table is still there, so nothing is lost.
 */
export function BarChart({ caption, rowHeader, series, rows, formatValue, kind = 'bar' }: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  const [drawn, setDrawn] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: { destroy: () => void } | null = null;
    let cancelled = false;
    const data: BarChartData = {
      kind,
      labels: rows.map((row) => row.label),
      series: series.map((item, index) => ({
        label: item.label,
        colour: resolveColour(canvas, item.colour),
        values: rows.map((row) => row.values[index] ?? 0),
      })),
      formatValue,
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    import('./bar-chart-canvas')
      .then(({ drawBarChart }) => {
        // Each chart is drawn in a task of its own: a page's charts drawn together, right after the
        // chunk arrived, made one task long enough to block a phone (decision 030).
        timer = setTimeout(() => {
          if (!cancelled) chart = drawBarChart(canvas, data);
        }, 0);
      })
      .catch((error: unknown) => {
        console.warn('The chart could not be drawn; its table stays.', error);
        if (!cancelled) setDrawn(false);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      chart?.destroy();
    };
  }, [rows, series, formatValue, kind]);

  return (
    <figure className={figureClass}>
      {drawn ? (
        <div className={canvasBoxClass} aria-hidden="true">
          <canvas ref={canvasRef} />
        </div>
      ) : null}
      {/* The table scrolls within its box on a phone, never the page (decision 050). */}
      <ScrollRegion labelledBy={captionId}>
        <table className={tableClass}>
          <caption id={captionId} className={captionClass}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...pageDataAttributes}>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((item, index) => (
                  <td key={item.label}>{formatValue(row.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

const figureClass = css({ display: 'flex', flexDirection: 'column', gap: '4', margin: 0 });
const canvasBoxClass = css({ position: 'relative', height: { base: '16rem', md: '20rem' }, width: '100%' });
const captionClass = css({ textAlign: 'start', fontWeight: '700', paddingBlockEnd: '2', color: 'fg' });
const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  color: 'fg',
  '& th, & td': {
    paddingBlock: '2',
    paddingInline: '3',
    borderBottomWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    textAlign: 'start',
  },
  '& td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& thead th:not(:first-child)': { textAlign: 'end' },
});
