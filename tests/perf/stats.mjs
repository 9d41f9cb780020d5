// Small statistics for the bench's samples.

/**
 * The nearest-rank percentile (p in 0..100) of a list of numbers.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** @param {number[]} values */
export function median(values) {
  return percentile(values, 50);
}
