import { describe, expect, it } from 'vitest';
import { valueAxis } from './chart-value-axis';

const plain = (value: number) => String(value);

describe('valueAxis', () => {
  it('steps in whole numbers when every figure is a count', () => {
    expect(valueAxis([0, 1, 2, 1, 0], plain).ticks.precision).toBe(0);
  });

  it('leaves the steps to chart.js when a figure has pence', () => {
    expect(valueAxis([170.4, 85.2, 89.97, 30], plain).ticks).not.toHaveProperty('precision');
  });

  it('starts at zero and writes each tick as the figures are written', () => {
    const axis = valueAxis([3], (value) => `£${value.toFixed(2)}`);
    expect(axis.beginAtZero).toBe(true);
    expect(axis.ticks.callback('20')).toBe('£20.00');
  });
});
