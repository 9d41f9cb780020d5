import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairedMedian, perSlice } from './bff-overhead.mjs';

/** A slice of one side: 200 latencies within 1 ms above `level`, the last three `tail` ms above it (its p99). */
const sliceOf = (level: number, tail = 0) => ({
  latencies: Array.from({ length: 200 }, (_, i) =>
    i >= 197 && tail > 0 ? level + tail : level + (i % 10) / 10,
  ),
  seconds: 1,
  cpuMs: null,
});

describe('the p99 added, as the median of paired slices', () => {
  it('is not set by a machine pause that fell on one slice of the empty Worker', () => {
    const portal = Array.from({ length: 10 }, () => sliceOf(6, 2));
    const empty = Array.from({ length: 10 }, (_, i) => sliceOf(5, i === 3 ? 200 : 1));
    expect(pairedMedian(portal, empty, perSlice.p99)).toBeCloseTo(2, 6);
  });

  it('is not set by a pause that fell on one slice of the portal either', () => {
    const portal = Array.from({ length: 10 }, (_, i) => sliceOf(6, i === 7 ? 300 : 2));
    const empty = Array.from({ length: 10 }, () => sliceOf(5, 1));
    expect(pairedMedian(portal, empty, perSlice.p99)).toBeCloseTo(2, 6);
  });

  it('shows a tail the portal has in every slice', () => {
    const portal = Array.from({ length: 10 }, () => sliceOf(5, 9));
    const empty = Array.from({ length: 10 }, () => sliceOf(5, 1));
    expect(pairedMedian(portal, empty, perSlice.p99)).toBeCloseTo(8, 6);
  });

  it('takes the mean of the two middle differences of an even count', () => {
    const empty = [0, 0, 0, 0].map(() => sliceOf(5));
    const portal = [1, 2, 4, 9].map((added) => sliceOf(5 + added));
    expect(pairedMedian(portal, empty, perSlice.p99)).toBeCloseTo(3, 6);
  });

  it('adds exactly what every latency of the portal adds, wherever the machine drifted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 50, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (levels, added) => {
          const empty = levels.map((level) => sliceOf(level));
          const portal = levels.map((level) => sliceOf(level + added));
          expect(pairedMedian(portal, empty, perSlice.p99)).toBeCloseTo(added, 6);
        },
      ),
    );
  });

  it('refuses sides with different numbers of slices', () => {
    expect(() => pairedMedian([sliceOf(5), sliceOf(5)], [sliceOf(5)], perSlice.p99)).toThrow();
  });
});
