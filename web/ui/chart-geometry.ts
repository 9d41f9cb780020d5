import { nice, ticks as niceTicks } from 'd3-array';
import { scaleBand } from 'd3-scale';
import { line } from 'd3-shape';

/** Bars compare categories (benefits, months); a line follows one figure over time (weeks). */
export type ChartKind = 'bar' | 'line';

/** A chart's figures: one row per category, one value per series. */
export type ChartRows = readonly { label: string; values: readonly number[] }[];

/** A bar in the plot's 100 × 100 box (y grows downwards, as in SVG). */
export type ChartBar = { series: number; x: number; y: number; width: number; height: number };

/** A category's column across the whole plot: where its label sits and what its tooltip reads. */
export type ChartColumn = { x: number; width: number; centre: number; label: string; labelShown: boolean };

export type ChartGeometry = {
  /** The value axis, bottom to top: each tick's value and its height in the box (0 to 100, from the top). */
  ticks: { value: number; y: number }[];
  columns: ChartColumn[];
  bars: ChartBar[];
  /** One SVG path (in the box's units) per series, for a line chart. */
  lines: string[];
};

/** Beyond this many points a line's labels are thinned (a year of weeks): every row is still in the table. */
const MOST_LINE_LABELS = 12;
const TICK_COUNT = 5;

/**
 * Where everything in a chart goes, worked out once on the server and again on hydration, identical
 * both times (no measuring). Positions are in a 100 × 100 box that the SVG stretches to its size,
 * so the chart follows the page's width without being drawn again. The value axis starts at zero
 * and steps in whole numbers when every figure is a count, so that no axis of a few people counts
 * in fifths of a person; money keeps d3's nice steps.
 */
export function chartGeometry(kind: ChartKind, rows: ChartRows, seriesCount: number): ChartGeometry {
  const values = rows.flatMap((row) => row.values.slice(0, seriesCount));
  const wholeNumbers = values.every(Number.isInteger);
  const largest = Math.max(0, ...values);
  const top = largest > 0 ? largest : 1;
  const count = wholeNumbers ? Math.min(TICK_COUNT, Math.max(1, Math.ceil(top))) : TICK_COUNT;
  // d3's nice() and ticks() are what its linear scale uses; the scale itself would bring d3's
  // colour interpolation (and its table of colour names) into the page for nothing.
  const [, axisTop] = nice(0, top, count);
  const valueScale = (value: number) => 100 - (value / axisTop) * 100;
  const tickValues = niceTicks(0, axisTop, count).filter((value) => !wholeNumbers || Number.isInteger(value));
  const ticks = tickValues.map((value) => ({ value, y: valueScale(value) }));

  const labels = rows.map((_, index) => String(index));
  const columnScale = scaleBand().domain(labels).range([0, 100]);
  const barScale = scaleBand().domain(labels).range([0, 100]).paddingInner(0.25).paddingOuter(0.125);
  const seriesScale = scaleBand<number>()
    .domain(Array.from({ length: seriesCount }, (_, index) => index))
    .range([0, barScale.bandwidth()])
    .paddingInner(0.1);
  // Every category of a bar chart is named (a benefit cannot be guessed from its neighbours).
  const labelStep = kind === 'line' ? Math.ceil(rows.length / MOST_LINE_LABELS) : 1;

  const columns = rows.map((row, index) => {
    const x = columnScale(String(index)) ?? 0;
    const width = columnScale.bandwidth();
    return { x, width, centre: x + width / 2, label: row.label, labelShown: index % labelStep === 0 };
  });

  const bars: ChartBar[] =
    kind === 'bar'
      ? rows.flatMap((row, index) =>
          Array.from({ length: seriesCount }, (_, series) => {
            const value = row.values[series] ?? 0;
            const y = valueScale(value);
            return {
              series,
              x: (barScale(String(index)) ?? 0) + (seriesScale(series) ?? 0),
              y,
              width: seriesScale.bandwidth(),
              height: 100 - y,
            };
          }),
        )
      : [];

  const path = line<number>()
    .digits(2)
    .x((_, index) => columns[index]?.centre ?? 0)
    .y((value) => valueScale(value));
  const lines =
    kind === 'line'
      ? Array.from(
          { length: seriesCount },
          (_, series) => path(rows.map((row) => row.values[series] ?? 0)) ?? '',
        )
      : [];

  return { ticks, columns, bars, lines };
}
