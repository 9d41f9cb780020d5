// The employer's audit trail as it grows (issue 32, docs/decisions/057): the same list call through
// the Worker on acme with 1,000 and with 100,000 events, budget p50(large) ≤ 2 × p50(small). A page
// and its count read an index range of the client's trail, so the cost should barely grow with it;
// a scan of the trail would make it grow about 100-fold.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { quietWrangler, run } from '../../scripts/run.mjs';
import { slice, summarize } from './bff-overhead.mjs';
import { fetchText } from './http.mjs';
import { PORTS, startWranglerDev, stopProcess } from './servers.mjs';
import { portalSessionCookie } from './sign-in.mjs';
import { atMost, figure, format, info } from './table.mjs';

/** acme's trail grown for the bench only (never the demo data, which has 12 events). */
export const AUDIT_TRAIL_SIZES = { small: 1000, large: 100_000 };
/** p50 at the large size may be at most this many times p50 at the small one (issue 32). */
export const AUDIT_TRAIL_BUDGET = { connections: 10, p50Ratio: 2 };
/** The call timed: page 2 of the whole trail, newest first, with its count (both sizes have a page 2). */
export const AUDIT_TRAIL_PATH = '/api/employer/audit-trail?page=2';
const ACCOUNT = { tenant: 'acme', email: 'alex.admin@acme.test' };
const STATE = '.tmp/bench-state/audit-trail';

/**
 * Two new databases, migrated and seeded with the demo data, then each grown by the bench-only
 * statement of reference-api/scripts/write-bench-audit-events-sql.ts to its size.
 * @returns {{ small: string, large: string }}
 */
export function prepareAuditTrailStates() {
  // Fresh each run: a database migrated by an earlier run would keep an older migration's tables.
  rmSync(STATE, { recursive: true, force: true });
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
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1(small)], quiet);
  run('node', ['reference-api/scripts/write-seed-sql.ts', seed], quiet);
  run('wrangler', ['d1', 'execute', 'DB', '--file', seed, ...d1(small)], quiet);
  cpSync(small, large, { recursive: true });
  for (const [name, dir] of /** @type {const} */ ([
    ['small', small],
    ['large', large],
  ])) {
    const grow = `${STATE}/grow-${name}.sql`;
    run(
      'node',
      ['reference-api/scripts/write-bench-audit-events-sql.ts', String(AUDIT_TRAIL_SIZES[name]), grow],
      quiet,
    );
    run('wrangler', ['d1', 'execute', 'DB', '--file', grow, ...d1(dir)], quiet);
  }
  return { small, large };
}

/**
 * Portal + reference API on each database, the call under load in slices that alternate between
 * the sizes (as the employee list's section does), and the rows of the table.
 * @param {{ durationSeconds: number, slices: number, warmUpSeconds: number }} options
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export async function benchAuditTrail({ durationSeconds, slices, warmUpSeconds }) {
  const states = prepareAuditTrailStates();
  const configs = ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'];
  const [small, large] = await Promise.all([
    startWranglerDev('audit-trail-small', {
      configs,
      port: PORTS.through,
      inspectorPort: PORTS.throughInspector,
      persistTo: states.small,
    }),
    startWranglerDev('audit-trail-large', {
      configs,
      port: PORTS.passThrough,
      inspectorPort: PORTS.passThroughInspector,
      persistTo: states.large,
    }),
  ]);
  try {
    /** @param {number} port @param {number | undefined} processGroup @param {string} name */
    const side = async (port, processGroup, name) => ({
      name,
      url: `http://127.0.0.1:${port}${AUDIT_TRAIL_PATH}`,
      headers: {
        host: `${ACCOUNT.tenant}.localhost:${port}`,
        'x-portal-request': '1',
        cookie: await portalSessionCookie({ port, ...ACCOUNT }),
      },
      ...(processGroup === undefined ? {} : { processGroup }),
    });
    const sides = {
      small: await side(PORTS.through, small.child.pid, `audit trail at ${AUDIT_TRAIL_SIZES.small}`),
      large: await side(PORTS.passThrough, large.child.pid, `audit trail at ${AUDIT_TRAIL_SIZES.large}`),
    };
    const names = /** @type {const} */ (['small', 'large']);
    // Each server answers for the trail it was given, or the comparison means nothing.
    for (const name of names) {
      const url = new URL(sides[name].url);
      const answer = await fetchText({
        port: Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: sides[name].headers,
      });
      const total = answer.status === 200 ? JSON.parse(answer.body).total : null;
      if (total !== AUDIT_TRAIL_SIZES[name]) {
        throw new Error(`${sides[name].name}: ${answer.status}, total ${total}`);
      }
    }
    for (const name of names) {
      await slice({
        ...sides[name],
        connections: AUDIT_TRAIL_BUDGET.connections,
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
            connections: AUDIT_TRAIL_BUDGET.connections,
            durationSeconds: sliceSeconds,
          }),
        );
      }
    }
    const s = summarize(AUDIT_TRAIL_BUDGET.connections, measured.small);
    const l = summarize(AUDIT_TRAIL_BUDGET.connections, measured.large);
    const label = `Audit trail page (page 2 and the count) through the Worker, ${AUDIT_TRAIL_BUDGET.connections} connections`;
    const show = (/** @type {import('./bff-overhead.mjs').LoadResult} */ r) =>
      [
        `p50 ${format.ms(r.p50)}`,
        `p99 ${format.ms(r.p99)}`,
        format.rps(r.rps),
        ...(r.cpuMsPerRequest === null ? [] : [`server CPU ${format.ms(r.cpuMsPerRequest)}/request`]),
      ].join(' · ');
    const sizes = {
      small: AUDIT_TRAIL_SIZES.small.toLocaleString('en-GB'),
      large: AUDIT_TRAIL_SIZES.large.toLocaleString('en-GB'),
    };
    return [
      info(`${label}: ${sizes.small} events`, show(s)),
      info(`${label}: ${sizes.large} events`, show(l)),
      figure(
        `${label}: p50 at ${sizes.large} ÷ p50 at ${sizes.small}`,
        l.p50 / s.p50,
        format.times,
        atMost(AUDIT_TRAIL_BUDGET.p50Ratio, format.times),
      ),
    ];
  } finally {
    await Promise.all([stopProcess(small), stopProcess(large)]);
  }
}

export const AUDIT_TRAIL_METHOD = `- **Audit trail as it grows**: \`GET ${AUDIT_TRAIL_PATH}\` with Alex's session cookie, through the
  portal Worker to the reference API (both \`wrangler dev\` of the built Workers, as the employee list), on two
  fresh databases: the demo data with acme's trail grown to ${AUDIT_TRAIL_SIZES.small.toLocaleString('en-GB')} and to ${AUDIT_TRAIL_SIZES.large.toLocaleString('en-GB')} events by a bench-only
  statement (\`reference-api/scripts/write-bench-audit-events-sql.ts\`; never part of the demo data). Closed loop at
  ${AUDIT_TRAIL_BUDGET.connections} connections, slices alternating between the sizes. Budget: p50 at ${AUDIT_TRAIL_SIZES.large.toLocaleString('en-GB')} ≤ ${AUDIT_TRAIL_BUDGET.p50Ratio} × p50 at
  ${AUDIT_TRAIL_SIZES.small.toLocaleString('en-GB')} (index ranges, not scans of the trail: docs/decisions/057-employer-audit-trail.md).
  \`BENCH_ONLY=audit-trail npm run bench\` runs this section alone and prints its rows without rewriting this file.`;
