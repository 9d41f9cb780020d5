// The employee data list as a client grows (issue 18): the same page call (search + sort + page)
// through the Worker on acme at its demo size and at a bench-only size, budget p50(large) ≤ 2 ×
// p50(small). The page reads index ranges and a kept head count (migration 0013), so its cost should
// not grow with the client; a table scan would make it grow about 40-fold.
import { cpSync, mkdirSync } from 'node:fs';
import { quietWrangler, run } from '../../scripts/run.mjs';
import { slice, summarize } from './bff-overhead.mjs';
import { fetchText } from './http.mjs';
import { PORTS, startWranglerDev, stopProcess } from './servers.mjs';
import { portalSessionCookie } from './sign-in.mjs';
import { atMost, figure, format, info } from './table.mjs';

/** acme at its demo size (docs/demo-data.md) and grown for the bench only (never the demo data). */
export const EMPLOYEE_LIST_HEADCOUNTS = { small: 1250, large: 50_000 };
/** p50 at the large size may be at most this many times p50 at the small one (issue 18). */
export const EMPLOYEE_LIST_BUDGET = { connections: 10, p50Ratio: 2 };
/** The call timed: page 2 of a search, sorted by e-mail, descending (both sizes have a page 2). */
export const EMPLOYEE_LIST_PATH = '/api/employer/employees?page=2&search=smi&sort=email&direction=desc';
const ACCOUNT = { tenant: 'acme', email: 'alex.admin@acme.test' };
const STATE = '.tmp/bench-state/employee-list';

/**
 * Two fresh databases, migrated and seeded with the demo data; the large one then grown by the
 * bench-only statement of reference-api/scripts/write-bench-employees-sql.ts.
 * @returns {{ small: string, large: string }}
 */
export function prepareEmployeeListStates() {
  mkdirSync(STATE, { recursive: true });
  const small = `${STATE}/small`;
  const large = `${STATE}/large`;
  const quiet = { env: quietWrangler, stdio: ['ignore', 'ignore', 'inherit'] };
  const d1 = (/** @type {string} */ dir) => [
    '--local',
    '-c',
    'reference-api/wrangler.toml',
    '--persist-to',
    dir,
  ];
  const seed = `${STATE}/seed.sql`;
  const grow = `${STATE}/grow.sql`;
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1(small)], quiet);
  run('node', ['reference-api/scripts/write-seed-sql.ts', seed], quiet);
  run('wrangler', ['d1', 'execute', 'DB', '--file', seed, ...d1(small)], quiet);
  cpSync(small, large, { recursive: true });
  run(
    'node',
    ['reference-api/scripts/write-bench-employees-sql.ts', String(EMPLOYEE_LIST_HEADCOUNTS.large), grow],
    quiet,
  );
  run('wrangler', ['d1', 'execute', 'DB', '--file', grow, ...d1(large)], quiet);
  return { small, large };
}

/**
 * Portal + reference API on each database, the call under load in slices that alternate between
 * the sizes (as the BFF overhead does), and the rows of the table.
 * @param {{ durationSeconds: number, slices: number, warmUpSeconds: number }} options
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export async function benchEmployeeList({ durationSeconds, slices, warmUpSeconds }) {
  const states = prepareEmployeeListStates();
  const [small, large] = await Promise.all([
    startWranglerDev('employee-list-small', {
      configs: ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'],
      port: PORTS.through,
      inspectorPort: PORTS.throughInspector,
      persistTo: states.small,
    }),
    startWranglerDev('employee-list-large', {
      configs: ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'],
      port: PORTS.passThrough,
      inspectorPort: PORTS.passThroughInspector,
      persistTo: states.large,
    }),
  ]);
  try {
    /** @param {number} port @param {number | undefined} processGroup @param {string} name */
    const side = async (port, processGroup, name) => ({
      name,
      url: `http://127.0.0.1:${port}${EMPLOYEE_LIST_PATH}`,
      headers: {
        host: `${ACCOUNT.tenant}.localhost:${port}`,
        'x-portal-request': '1',
        cookie: await portalSessionCookie({ port, ...ACCOUNT }),
      },
      ...(processGroup === undefined ? {} : { processGroup }),
    });
    const sides = {
      small: await side(PORTS.through, small.child.pid, `employee list at ${EMPLOYEE_LIST_HEADCOUNTS.small}`),
      large: await side(
        PORTS.passThrough,
        large.child.pid,
        `employee list at ${EMPLOYEE_LIST_HEADCOUNTS.large}`,
      ),
    };
    const names = /** @type {const} */ (['small', 'large']);
    // Each server answers for the head count it was given, or the comparison means nothing.
    for (const name of names) {
      const url = new URL(sides[name].url);
      const answer = await fetchText({
        port: Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: sides[name].headers,
      });
      const total = answer.status === 200 ? JSON.parse(answer.body).totalEmployees : null;
      if (total !== EMPLOYEE_LIST_HEADCOUNTS[name]) {
        throw new Error(`${sides[name].name}: ${answer.status}, totalEmployees ${total}`);
      }
    }
    for (const name of names) {
      await slice({
        ...sides[name],
        connections: EMPLOYEE_LIST_BUDGET.connections,
        durationSeconds: warmUpSeconds,
      });
    }
    /** @type {Record<'small' | 'large', Awaited<ReturnType<typeof slice>>[]>} */
    const measured = { small: [], large: [] };
    const sliceSeconds = durationSeconds / slices;
    for (let i = 0; i < slices; i++) {
      const order = i % 2 === 0 ? names : [...names].reverse();
      for (const name of order) {
        measured[name].push(
          await slice({
            ...sides[name],
            connections: EMPLOYEE_LIST_BUDGET.connections,
            durationSeconds: sliceSeconds,
          }),
        );
      }
    }
    const s = summarize(EMPLOYEE_LIST_BUDGET.connections, measured.small);
    const l = summarize(EMPLOYEE_LIST_BUDGET.connections, measured.large);
    const label = `Employee list page (search + sort + page) through the Worker, ${EMPLOYEE_LIST_BUDGET.connections} connections`;
    const show = (/** @type {import('./bff-overhead.mjs').LoadResult} */ r) =>
      [
        `p50 ${format.ms(r.p50)}`,
        `p99 ${format.ms(r.p99)}`,
        format.rps(r.rps),
        ...(r.cpuMsPerRequest === null ? [] : [`server CPU ${format.ms(r.cpuMsPerRequest)}/request`]),
      ].join(' · ');
    return [
      info(`${label}: ${EMPLOYEE_LIST_HEADCOUNTS.small.toLocaleString('en-GB')} employees`, show(s)),
      info(`${label}: ${EMPLOYEE_LIST_HEADCOUNTS.large.toLocaleString('en-GB')} employees`, show(l)),
      figure(
        `${label}: p50 at ${EMPLOYEE_LIST_HEADCOUNTS.large.toLocaleString('en-GB')} ÷ p50 at ${EMPLOYEE_LIST_HEADCOUNTS.small.toLocaleString('en-GB')}`,
        l.p50 / s.p50,
        format.times,
        atMost(EMPLOYEE_LIST_BUDGET.p50Ratio, format.times),
      ),
    ];
  } finally {
    await Promise.all([stopProcess(small), stopProcess(large)]);
  }
}

export const EMPLOYEE_LIST_METHOD = `- **Employee list as a client grows**: \`GET ${EMPLOYEE_LIST_PATH}\` with Alex's session cookie,
  through the portal Worker to the reference API (both \`wrangler dev\` of the built Workers, as the BFF
  overhead), on two fresh databases: the demo data (acme has ${EMPLOYEE_LIST_HEADCOUNTS.small.toLocaleString('en-GB')} people) and the demo data
  grown to ${EMPLOYEE_LIST_HEADCOUNTS.large.toLocaleString('en-GB')} acme people by a bench-only statement
  (\`reference-api/scripts/write-bench-employees-sql.ts\`, the same generator as the seed's people;
  never part of the demo data). Closed loop at ${EMPLOYEE_LIST_BUDGET.connections} connections, slices alternating between the sizes.
  Budget: p50 at ${EMPLOYEE_LIST_HEADCOUNTS.large.toLocaleString('en-GB')} ≤ ${EMPLOYEE_LIST_BUDGET.p50Ratio} × p50 at ${EMPLOYEE_LIST_HEADCOUNTS.small.toLocaleString('en-GB')}
  (indexes and a kept head count, not table scans: docs/decisions/026-employee-data.md). \`BENCH_ONLY=employee-list npm run bench\`
  runs this section alone and prints its rows without rewriting this file.`;
