// How one call's cost grows with the data behind it: the same call through the Worker on two
// databases that differ only in size, p50 at the large size ÷ p50 at the small one. The employee
// list (issue 18) and the audit trail (issue 32) are measured this way.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { quietWrangler, run } from '#scripts/run.mjs';
import { showSide, slice, summarize } from './bff-overhead.mjs';
import { fetchText } from './http.mjs';
import { PORTS, startWranglerDev, stopProcess } from './servers.mjs';
import { portalSessionCookie } from './sign-in.mjs';
import { atMost, figure, format, info } from './table.mjs';

const SIZES = /** @type {const} */ (['small', 'large']);
/** @typedef {(typeof SIZES)[number]} Size */
/** The account whose session times the call: acme's administrator (docs/demo-data.md). */
const ACCOUNT = { tenant: 'acme', email: 'alex.admin@acme.test' };

/**
 * Two new databases under `stateDir`, migrated and seeded with the demo data; then each grown by
 * the bench-only script named for its size (never part of the demo data).
 * @param {string} stateDir
 * @param {Partial<Record<Size, { script: string, count: number }>>} grow
 * @returns {Record<Size, string>}
 */
export function prepareGrownStates(stateDir, grow) {
  // Fresh each run: a database migrated by an earlier run would keep an older migration's tables.
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const dirs = { small: `${stateDir}/small`, large: `${stateDir}/large` };
  const quiet = { env: quietWrangler, stdio: /** @type {const} */ (['ignore', 'ignore', 'inherit']) };
  const d1 = (/** @type {string} */ dir) => [
    '--local',
    '-c',
    'reference-api/wrangler.toml',
    '--persist-to',
    dir,
  ];
  const seed = `${stateDir}/seed.sql`;
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1(dirs.small)], quiet);
  run('node', ['reference-api/scripts/write-seed-sql.ts', seed], quiet);
  run('wrangler', ['d1', 'execute', 'DB', '--file', seed, ...d1(dirs.small)], quiet);
  cpSync(dirs.small, dirs.large, { recursive: true });
  for (const size of SIZES) {
    const growth = grow[size];
    if (growth === undefined) continue;
    const sql = `${stateDir}/grow-${size}.sql`;
    run('node', [growth.script, String(growth.count), sql], quiet);
    run('wrangler', ['d1', 'execute', 'DB', '--file', sql, ...d1(dirs[size])], quiet);
  }
  return dirs;
}

/**
 * Portal + reference API on each database, the call under load in slices that alternate between
 * the sizes (so a drift of the machine falls on both), and the rows of the table.
 * @param {{
 *   id: string,
 *   states: Record<Size, string>,
 *   path: string,
 *   sizes: Record<Size, number>,
 *   budget: { connections: number, p50Ratio: number },
 *   label: string,
 *   unit: string,
 *   totalOf: (answer: unknown) => unknown,
 *   durationSeconds: number,
 *   slices: number,
 *   warmUpSeconds: number,
 * }} options
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export async function benchGrowthRatio(options) {
  const { id, states, path, sizes, budget, label, unit, totalOf } = options;
  const configs = ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'];
  const ports = {
    small: { port: PORTS.through, inspectorPort: PORTS.throughInspector },
    large: { port: PORTS.passThrough, inspectorPort: PORTS.passThroughInspector },
  };
  const servers = await Promise.all(
    SIZES.map((size) =>
      startWranglerDev(`${id}-${size}`, { configs, ...ports[size], persistTo: states[size] }),
    ),
  );
  try {
    const shown = (/** @type {Size} */ size) => sizes[size].toLocaleString('en-GB');
    /** @param {Size} size @param {number} index */
    const side = async (size, index) => {
      const { port } = ports[size];
      const processGroup = servers[index]?.child.pid;
      return {
        name: `${id} at ${shown(size)}`,
        port,
        url: `http://127.0.0.1:${port}${path}`,
        headers: {
          host: `${ACCOUNT.tenant}.localhost:${port}`,
          'x-portal-request': '1',
          cookie: await portalSessionCookie({ port, ...ACCOUNT }),
        },
        ...(processGroup === undefined ? {} : { processGroup }),
      };
    };
    const sides = { small: await side('small', 0), large: await side('large', 1) };
    // Each server answers for the data it was given, or the comparison means nothing.
    for (const size of SIZES) {
      const { port, headers, name } = sides[size];
      const answer = await fetchText({ port, path, headers });
      const total = answer.status === 200 ? totalOf(JSON.parse(answer.body)) : null;
      if (total !== sizes[size]) throw new Error(`${name}: ${answer.status}, total ${total}`);
    }
    const timed = (/** @type {Size} */ size, /** @type {number} */ durationSeconds) =>
      slice({ ...sides[size], connections: budget.connections, durationSeconds });
    for (const size of SIZES) await timed(size, options.warmUpSeconds);
    /** @type {Record<Size, Awaited<ReturnType<typeof slice>>[]>} */
    const measured = { small: [], large: [] };
    const sliceSeconds = options.durationSeconds / options.slices;
    for (let i = 0; i < options.slices; i++) {
      for (const size of i % 2 === 0 ? SIZES : [...SIZES].reverse()) {
        measured[size].push(await timed(size, sliceSeconds));
      }
    }
    const s = summarize(budget.connections, measured.small);
    const l = summarize(budget.connections, measured.large);
    const title = `${label}, ${budget.connections} connections`;
    return [
      info(`${title}: ${shown('small')} ${unit}`, showSide(s)),
      info(`${title}: ${shown('large')} ${unit}`, showSide(l)),
      figure(
        `${title}: p50 at ${shown('large')} ÷ p50 at ${shown('small')}`,
        l.p50 / s.p50,
        format.times,
        atMost(budget.p50Ratio, format.times),
      ),
    ];
  } finally {
    await Promise.all(servers.map(stopProcess));
  }
}
