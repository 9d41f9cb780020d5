// The bench's one table (measure | value | budget | ok), printed and written to docs/performance.md.
import { writeFileSync } from 'node:fs';

/**
 * @typedef {{ measure: string, value: string, budget: string, ok: boolean | null }} Row
 * @typedef {{ label: string, test: (value: number) => boolean }} Budget
 * @typedef {(value: number) => string} Format
 */

export const format = {
  /** @type {Format} */
  score: (value) => value.toFixed(2),
  /** @type {Format} */
  seconds: (ms) => `${(ms / 1000).toFixed(2)} s`,
  /** @type {Format} */
  ms: (value) => `${value.toFixed(Math.abs(value) < 10 ? 2 : 1)} ms`,
  /** @type {Format} */
  kb: (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
  /** @type {Format} */
  times: (value) => `${value.toFixed(2)} ×`,
  /** @type {Format} */
  cls: (value) => (value === 0 ? '0' : value < 0.001 ? value.toExponential(1) : value.toFixed(3)),
  /** @type {Format} */
  rps: (value) => `${value.toFixed(0)} req/s`,
};

/**
 * @param {number} limit
 * @param {Format} show
 * @returns {Budget}
 */
export const atMost = (limit, show) => ({
  label: limit === 0 ? '0' : `≤ ${show(limit)}`,
  test: (value) => value <= limit,
});

/**
 * @param {number} limit
 * @param {Format} show
 * @returns {Budget}
 */
export const atLeast = (limit, show) => ({ label: `≥ ${show(limit)}`, test: (value) => value >= limit });

/**
 * A measured figure, checked against its budget when it has one.
 * @param {string} measure
 * @param {number} value
 * @param {Format} show
 * @param {Budget} [budget]
 * @returns {Row}
 */
export function figure(measure, value, show, budget) {
  return {
    measure,
    value: show(value),
    budget: budget?.label ?? '—',
    ok: budget ? budget.test(value) : null,
  };
}

/**
 * A figure shown as text (several numbers in one cell), without a budget.
 * @param {string} measure
 * @param {string} value
 * @returns {Row}
 */
export const info = (measure, value) => ({ measure, value, budget: '—', ok: null });

/** @param {Row[]} rows */
export function markdownTable(rows) {
  const ok = (/** @type {boolean | null} */ value) => (value === null ? '—' : value ? 'yes' : 'NO');
  return [
    '| measure | value | budget | ok |',
    '| --- | ---: | ---: | :---: |',
    ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.budget} | ${ok(r.ok)} |`),
  ].join('\n');
}

/**
 * docs/performance.md: when and where the figures were taken, the table, and how each is measured.
 * @param {{ path: string, table: string, date: string, duration: string, machine: string, method: string }} report
 */
export function writeReport({ path, table, date, duration, machine, method }) {
  writeFileSync(
    path,
    `# Performance

Written by \`npm run bench\` on ${date} (the run took ${duration}). Figures with budgets, never
timed tests: the bench exits non-zero when a budget is missed.

Machine: ${machine}.

${table}

## How each figure is measured

${method}
`,
  );
}
