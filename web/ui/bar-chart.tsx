import { type CSSProperties, useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { type ChartKind, type ChartRows, chartGeometry } from './chart-geometry';
import { pageDataAttributes } from './page-data-marker';
import { ScrollRegion } from './scroll-region';

export type BarChartSeries = {
  label: string;
  /** A CSS colour or var(--…): the tenant's theme colours reach the SVG through CSS. */
  colour: string;
};

export interface BarChartProps {
  /** What the chart shows: the table's caption and the chart's accessible name. */
  caption: string;
  /** The header of the first column (what each row is: a benefit, a month). */
  rowHeader: string;
  series: readonly BarChartSeries[];
  rows: ChartRows;
  formatValue: (value: number) => string;
  /** Bars (the default) or a line, for one figure over time. */
  kind?: ChartKind;
}

/**
 * A grouped bar chart (or a line chart) with its figures as a table. The chart is SVG rendered
 * with the page, so it is in the Worker's streamed HTML and costs the browser no script to draw
 * (decision 060). It is for sighted users and hidden from assistive technology: each column's
 * figures show on hover, and the table below it, with a caption and header cells, is what screen
 * readers and the keyboard reach.
 */
export function BarChart({ caption, rowHeader, series, rows, formatValue, kind = 'bar' }: BarChartProps) {
  const captionId = useId();
  const geometry = useMemo(() => chartGeometry(kind, rows, series.length), [kind, rows, series.length]);
  const shownLabels = geometry.columns.filter((column) => column.labelShown);
  const labelRoom = (shownLabels[1]?.x ?? 100) - (shownLabels[0]?.x ?? 0);
  // Labels that would not fit side by side are slanted, as on a printed chart: on a phone beyond
  // six, at any width beyond a dozen. A line's labels are thinned rather than slanted.
  const slanted =
    kind === 'bar' && shownLabels.length > 6 ? (shownLabels.length > 12 ? 'always' : 'phone') : undefined;
  const thinOnPhone = kind === 'line' && shownLabels.length > 6;

  return (
    <figure className={figureClass}>
      {/* Drawn from the page's answers, so it is the page's data as much as the table (docs/decisions/033). */}
      <div
        aria-hidden="true"
        className={chartClass}
        data-chart={kind}
        data-slanted={slanted}
        {...pageDataAttributes}
      >
        <div className={axisClass}>
          {geometry.ticks.map((tick) => (
            <span key={tick.value} className={tickLabelClass} style={{ top: `${tick.y}%` }}>
              {formatValue(tick.value)}
            </span>
          ))}
          {/* In the flow but unseen: they give the axis the width of its longest label. */}
          {geometry.ticks.map((tick) => (
            <span key={tick.value} className={tickSizerClass}>
              {formatValue(tick.value)}
            </span>
          ))}
        </div>
        <svg aria-hidden="true" className={plotClass} viewBox="0 0 100 100" preserveAspectRatio="none">
          {geometry.ticks.map((tick) => (
            <line
              key={tick.value}
              className={tick.value === 0 ? baselineClass : gridLineClass}
              x1={0}
              x2={100}
              y1={tick.y}
              y2={tick.y}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {geometry.bars.map((bar, index) => (
            <rect
              // Bars never move between renders: their place in the list is who they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-bar={series[bar.series]?.label}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              style={{ fill: series[bar.series]?.colour }}
            />
          ))}
          {geometry.lines.map((path, index) => (
            <path
              key={series[index]?.label}
              data-line={series[index]?.label}
              d={path}
              className={lineClass}
              style={{ stroke: series[index]?.colour }}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {geometry.columns.map((column, index) => (
            <rect
              key={column.label}
              className={hoverColumnClass}
              x={column.x}
              y={0}
              width={column.width}
              height={100}
            >
              <title>
                {`${column.label}: ${series
                  .map(
                    (item, seriesIndex) =>
                      `${item.label} ${formatValue(rows[index]?.values[seriesIndex] ?? 0)}`,
                  )
                  .join(', ')}`}
              </title>
            </rect>
          ))}
        </svg>
        <div className={categoryAxisClass}>
          {shownLabels.map((column, index) => (
            <span
              key={column.label}
              className={categoryLabelClass}
              data-minor={thinOnPhone && index % 2 === 1 ? '' : undefined}
              style={
                {
                  left: `${column.centre}%`,
                  '--label-room': `${labelRoom}%`,
                } as CSSProperties
              }
            >
              {column.label}
            </span>
          ))}
        </div>
        {series.length > 1 ? (
          <ul className={legendClass}>
            {series.map((item) => (
              <li key={item.label}>
                <span className={swatchClass} style={{ background: item.colour }} />
                {item.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
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
const chartClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'minmax(0, 1fr) auto auto',
  columnGap: '2',
  height: { base: '16rem', md: '20rem' },
  width: '100%',
  // Room for the top tick's label, which is centred on its line.
  paddingBlockStart: '0.75em',
  fontSize: 'xs',
  color: 'fg.muted',
});
const axisClass = css({
  position: 'relative',
  gridColumn: '1',
  gridRow: '1',
  textAlign: 'end',
  // On a phone the first slanted label runs left past the plot: the axis makes room for it.
  '[data-slanted] > &': { mdDown: { minWidth: '4em' } },
});
const tickLabelClass = css({
  position: 'absolute',
  insetInlineEnd: 0,
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
const tickSizerClass = css({
  display: 'block',
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
const plotClass = css({
  gridColumn: '2',
  gridRow: '1',
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: 0,
  overflow: 'visible',
});
const gridLineClass = css({ stroke: 'border', strokeWidth: '1' });
const baselineClass = css({ stroke: 'border.strong', strokeWidth: '1' });
const lineClass = css({ fill: 'none', strokeWidth: '2', strokeLinejoin: 'round' });
const hoverColumnClass = css({ fill: 'transparent', _hover: { fill: 'rgba(0, 0, 0, 0.06)' } });
const categoryAxisClass = css({
  position: 'relative',
  gridColumn: '2',
  gridRow: '2',
  height: '1.5em',
  marginBlockStart: '1',
  // Panda reads styles statically, so the slanted ones are written out for each case.
  '[data-slanted="always"] > &': { height: '7em' },
  '[data-slanted="phone"] > &': { mdDown: { height: '7em' } },
});
const categoryLabelClass = css({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  maxWidth: { base: 'calc(var(--label-room) * 2)', md: 'var(--label-room)' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  '&[data-minor]': { display: { base: 'none', md: 'block' } },
  '[data-slanted="always"] &': {
    maxWidth: { base: '7em', md: '9.5em' },
    transform: 'translateX(-100%) rotate(-45deg)',
    transformOrigin: 'right top',
    textAlign: 'end',
  },
  '[data-slanted="phone"] &': {
    mdDown: {
      maxWidth: '7em',
      transform: 'translateX(-100%) rotate(-45deg)',
      transformOrigin: 'right top',
      textAlign: 'end',
    },
  },
});
const legendClass = css({
  gridColumn: '2',
  gridRow: '3',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '4',
  listStyle: 'none',
  margin: 0,
  marginBlockStart: '2',
  padding: 0,
  color: 'fg',
  '& li': { display: 'flex', alignItems: 'center', gap: '1' },
});
const swatchClass = css({ display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: 'sm' });
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
