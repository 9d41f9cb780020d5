// What a page's long tasks are made of: `node tests/perf/long-tasks.mjs <trace.json>…` on traces
// kept by `BENCH_TRACES=1 npm run bench` (.tmp/bench-lighthouse/*.trace.json). Lighthouse multiplies
// each task of the trace by its CPU slowdown (4), so a task over 12.5 ms here is a long task in its
// total blocking time; each is listed with the events that took its time (self time, by name and
// the script or URL they name), which Lighthouse reports only as "Unattributable".
import { readFileSync } from 'node:fs';

const SLOWDOWN = 4;
const LONG_MS = 50 / SLOWDOWN;

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { name?: string, data?: Record<string, unknown> } }} TraceEvent
 */

/** @param {TraceEvent} event */
const labelOf = (event) => {
  const data = event.args?.data ?? {};
  const where = data.url ?? data.stackTrace?.[0]?.url ?? data.functionName ?? data.frame ?? '';
  return where ? `${event.name} ${String(where).replace(/^https?:\/\/[^/]+/, '')}` : event.name;
};

/** @param {string} file */
function report(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {TraceEvent[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (/** @type {TraceEvent} */ main) =>
    events.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur,
    );
  // The page's main thread is the renderer that worked the most.
  const busiest = mains
    .map((main) => ({ main, total: tasksOf(main).reduce((sum, task) => sum + (task.dur ?? 0), 0) }))
    .sort((a, b) => b.total - a.total)[0];
  if (!busiest) throw new Error(`${file}: no renderer main thread`);
  const { pid, tid } = busiest.main;
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = complete[0]?.ts ?? 0;
  console.log(`\n${file}: main thread ${(busiest.total / 1000).toFixed(0)} ms in tasks`);
  for (const task of complete.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_MS)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = complete.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    /** @type {Map<string, number>} */
    const self = new Map();
    // Self time: an event's duration less that of the events directly inside it.
    /** @type {TraceEvent[]} */
    const stack = [];
    for (const event of inside) {
      while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(labelOf(parent), (self.get(labelOf(parent)) ?? 0) - (event.dur ?? 0));
      self.set(labelOf(event), (self.get(labelOf(event)) ?? 0) + (event.dur ?? 0));
      stack.push(event);
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms (×${SLOWDOWN}: ${(((task.dur ?? 0) * SLOWDOWN) / 1000).toFixed(0)} ms)`,
    );
    for (const [label, us] of top) console.log(`    ${(us / 1000).toFixed(1).padStart(6)} ms  ${label}`);
  }
}

for (const file of process.argv.slice(2)) report(file);
