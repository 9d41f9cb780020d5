import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart-geometry';

const months = (values: number[][]) =>
  values.map((row, index) => ({ label: `Month ${index + 1}`, values: row }));

describe('chartGeometry', () => {
  it('steps the value axis in whole numbers when every figure is a count', () => {
    const { ticks } = chartGeometry('bar', months([[0], [1], [2], [1]]), 1);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 1, 2]);
    expect(ticks.map((tick) => tick.y)).toEqual([100, 50, 0]);
  });

  it('keeps nice steps for money, from zero to above the largest figure', () => {
    const { ticks } = chartGeometry(
      'bar',
      months([
        [170.4, 85.2],
        [89.97, 30],
      ]),
      2,
    );
    expect(ticks.map((tick) => tick.value)).toEqual([0, 50, 100, 150, 200]);
  });

  it('draws an axis from zero to one when every figure is nought', () => {
    const { ticks, bars } = chartGeometry('bar', months([[0], [0]]), 1);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(bars.every((bar) => bar.height === 0 && bar.y === 100)).toBe(true);
  });

  it('sets each series side by side within its category, in order', () => {
    const { bars, columns } = chartGeometry(
      'bar',
      months([
        [4, 2],
        [1, 3],
      ]),
      2,
    );
    expect(bars.map((bar) => bar.series)).toEqual([0, 1, 0, 1]);
    const [first, second, third] = bars;
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
    expect(third?.x).toBeGreaterThanOrEqual(columns[1]?.x ?? Number.NaN);
  });

  it('thins the labels under a year of weeks to a dozen, and keeps the first', () => {
    const weeks = Array.from({ length: 52 }, (_, index) => ({ label: `Week ${index + 1}`, values: [index] }));
    const { columns, lines, bars } = chartGeometry('line', weeks, 1);
    const shown = columns.filter((column) => column.labelShown).map((column) => column.label);
    expect(shown.length).toBeLessThanOrEqual(12);
    expect(shown[0]).toBe('Week 1');
    expect(bars).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith('M')).toBe(true);
    expect(lines[0]?.match(/[ML]/g)).toHaveLength(52);
  });

  it('keeps every bar inside the box, its top at its value and its foot on the axis', () => {
    fc.assert(
      fc.property(
        // Figures as the portal has them: whole pence (or whole people), up to a million pounds.
        fc.array(
          fc.array(
            fc.integer({ min: 0, max: 100_000_000 }).map((pence) => pence / 100),
            { minLength: 2, maxLength: 2 },
          ),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (values) => {
          const { bars, ticks } = chartGeometry('bar', months(values), 2);
          const axisTop = ticks.at(-1)?.value ?? 1;
          expect(ticks[0]?.value).toBe(0);
          for (const [index, bar] of bars.entries()) {
            const value = values[Math.floor(index / 2)]?.[bar.series] ?? 0;
            expect(value).toBeLessThanOrEqual(axisTop);
            expect(bar.x).toBeGreaterThanOrEqual(0);
            expect(bar.x + bar.width).toBeLessThanOrEqual(100 + 1e-9);
            expect(bar.y + bar.height).toBeCloseTo(100);
            expect(bar.height).toBeCloseTo((value / axisTop) * 100);
          }
        },
      ),
    );
  });
});
