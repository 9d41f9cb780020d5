// Load (issue 20, docs/decisions/032): 60 s at 100 connections against a proxied read, the login
// route and the shell, one after the other, on loopback against the built portal (`wrangler dev` of
// dist/portal + dist/reference_api on a fresh database). Budgets: zero errors, zero sessions lost.
//
// Sessions lost: before the load, N sessions are signed in (several accounts, Emma's among them,
// whom the login load signs in thousands of times more); during the load each asks GET
// /api/session every few seconds, and after it each must still be signed in. A session that gets a
// 401 at any time, or is not signed in at the end, is lost.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { prepareDatabase } from '#scripts/prepare-database.mjs';
import { fetchText } from './http.mjs';
import { PORTS, prepareBenchState, startPreview, startWranglerDev, stopProcess } from './servers.mjs';
import { DEMO_PASSWORD, portalSessionCookie } from './sign-in.mjs';
import { percentile } from './stats.mjs';
import { atMost, figure, format, info } from './table.mjs';

export const LOAD_TEST = {
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100),
  seconds: Number(process.env.BENCH_LOAD_TEST_SECONDS ?? 60),
  /** How often each watched session asks whether it is still signed in, during the load. */
  watchEveryMs: 3000,
  /**
   * How long a request may wait for its answer (autocannon's default is 10 s). A browser waits
   * minutes; a client that gives up closes its connection, and wrangler dev's local proxy then
   * drops the other requests it carried to workerd on that connection (500 "Network connection
   * lost"), an artefact of the local server that would be counted as the portal's errors.
   */
  timeoutSeconds: 30,
};
/**
 * The server loaded: `wrangler dev` of the built Workers, as the BFF overhead, or `vite preview`
 * (BENCH_LOAD_SERVER=preview; portal + reference API in one workerd, as `npm start`). Under this
 * load both lose some connections between their Node/proxy front and workerd (see LOAD_METHOD);
 * wrangler dev retries GETs, so fewer reach the client.
 */
const LOAD_SERVER = process.env.BENCH_LOAD_SERVER ?? 'wrangler-dev';
/** Which targets run (BENCH_LOAD_TARGETS=read,login,shell; all by default). */
const ONLY_TARGETS = process.env.BENCH_LOAD_TARGETS?.split(',') ?? null;
const TENANT = 'acme';
/** The sessions watched: accounts without a flow at sign-in (docs/demo-data.md), some twice. */
const WATCHED = [
  'emma.employee@acme.test',
  'alex.admin@acme.test',
  'piotr.probation@acme.test',
  'liam.leaver@acme.test',
  'emma.employee@acme.test',
  'alex.admin@acme.test',
  'piotr.probation@acme.test',
  'emma.employee@acme.test',
];
/** Who the login load signs in, again and again (also a watched account). */
const LOGIN_ACCOUNT = 'emma.employee@acme.test';
const SESSION_COOKIE = '__Host-portal-session';
const MARKERS = { start: '<!-- load:start -->', end: '<!-- load:end -->' };

/**
 * @typedef {{ key: string, name: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>,
 *   body?: string, distinctAddresses?: boolean, expected: number[], note?: string }} Target
 * @typedef {{ latencies: number[], statuses: Map<number, number>, errors: number, timeouts: number,
 *   requests: number, notFromWorker: number }} TargetResult
 */

/**
 * One closed-loop load of `seconds` at `connections`. When `distinctAddresses`, every request
 * carries its own CF-Connecting-IP (what Cloudflare sets in production), as many people would.
 * @param {Target} target
 * @param {number} port
 * @returns {Promise<TargetResult>}
 */
async function loadTarget(target, port) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  let sent = 0;
  /** Unexpected answers without the Worker's X-Request-Id: made by the local server in front of it. */
  let notFromWorker = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: LOAD_TEST.connections,
    duration: LOAD_TEST.seconds,
    timeout: LOAD_TEST.timeoutSeconds,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: target.headers,
        ...(target.body ? { body: target.body } : {}),
        onResponse: (
          /** @type {number} */ status,
          /** @type {string} */ _body,
          /** @type {unknown} */ _context,
          /** @type {Record<string, string>} */ headers,
        ) => {
          const fromWorker = Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'x-request-id');
          if (!target.expected.includes(status) && !fromWorker) notFromWorker += 1;
        },
        ...(target.distinctAddresses
          ? {
              setupRequest: (/** @type {{ headers: Record<string, string> }} */ request) => {
                sent += 1;
                // 10.x.y.z: 16 million addresses, one per request.
                request.headers = {
                  ...request.headers,
                  'cf-connecting-ip': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
                };
                return request;
              },
            }
          : {}),
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  return {
    latencies,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: latencies.length,
    notFromWorker,
  };
}

/**
 * A signed-in session watched through the load: its cookie (rewritten when the Worker sends a new
 * one), its checks, and whether it was ever refused.
 * @param {number} port
 * @param {string} email
 */
async function watchedSession(port, email) {
  let cookie = await portalSessionCookie({ port, tenant: TENANT, email });
  const session = {
    email,
    checks: 0,
    /** 401s: the session was gone. */
    refused: 0,
    /** Checks that got no answer, or a 5xx, under load: not a lost session, but counted. */
    unanswered: 0,
    async check() {
      session.checks += 1;
      try {
        const answer = await fetchText({
          port,
          host: `${TENANT}.localhost:${port}`,
          path: '/api/session',
          headers: { cookie, origin: `http://${TENANT}.localhost:${port}`, 'x-portal-request': '1' },
          timeoutMs: 30_000,
        });
        const renewed = [answer.headers['set-cookie'] ?? []]
          .flat()
          .map((line) => line.split(';')[0])
          .find(
            (value) => value?.startsWith(`${SESSION_COOKIE}=`) && value.length > SESSION_COOKIE.length + 1,
          );
        if (renewed) cookie = renewed;
        if (answer.status === 401) session.refused += 1;
        else if (answer.status !== 200) session.unanswered += 1;
        return answer.status;
      } catch {
        session.unanswered += 1;
        return 0;
      }
    },
  };
  return session;
}

/**
 * Starts the portal on a fresh database, signs in the watched sessions, loads each target in turn
 * while the sessions are watched, checks them after, and returns the rows.
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export async function benchLoad() {
  const port = LOAD_SERVER === 'preview' ? PORTS.preview : PORTS.through;
  let server;
  if (LOAD_SERVER === 'preview') {
    prepareDatabase();
    server = await startPreview();
  } else {
    const state = prepareBenchState();
    server = await startWranglerDev('load-portal-and-reference-api', {
      configs: ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'],
      port,
      inspectorPort: PORTS.throughInspector,
      persistTo: state.through,
    });
  }
  try {
    const origin = `http://${TENANT}.localhost:${port}`;
    const host = `${TENANT}.localhost:${port}`;
    const sessions = [];
    for (const email of WATCHED) sessions.push(await watchedSession(port, email));
    for (const session of sessions) {
      if ((await session.check()) !== 200) throw new Error(`${session.email}: not signed in before the load`);
    }
    const readCookie = await portalSessionCookie({ port, tenant: TENANT, email: 'emma.employee@acme.test' });
    /** @type {Target[]} */
    const targets = [
      {
        key: 'read',
        name: 'proxied read, GET /api/profile/two-factor (→ GET /v2/user)',
        method: 'GET',
        path: '/api/profile/two-factor',
        headers: { host, origin, 'x-portal-request': '1', cookie: readCookie },
        expected: [200],
      },
      {
        key: 'login',
        name: 'login, POST /api/auth/login (Emma, the right password)',
        method: 'POST',
        path: '/api/auth/login',
        headers: { host, origin, 'x-portal-request': '1', 'content-type': 'application/json' },
        body: JSON.stringify({
          email: LOGIN_ACCOUNT,
          password: DEMO_PASSWORD,
          deviceToken: randomBytes(32).toString('hex'),
        }),
        distinctAddresses: true,
        // The limiter keys on address + tenant + e-mail, 10 a minute (wrangler.toml): with an address
        // per request it should not answer 429, but if it does that is the protection working.
        expected: [200, 429],
        note: '429 counted apart (the rate limit working), not as an error',
      },
      {
        key: 'shell',
        name: 'shell, GET / (the login page, HTML)',
        method: 'GET',
        path: '/',
        headers: { host, accept: 'text/html' },
        expected: [200],
      },
    ];

    /** @type {import('./table.mjs').Row[]} */
    const rows = [];
    const label = `Load, ${LOAD_TEST.connections} connections × ${LOAD_TEST.seconds} s`;
    for (const target of targets.filter((t) => ONLY_TARGETS === null || ONLY_TARGETS.includes(t.key))) {
      console.log(`${label}: ${target.name}`);
      let watching = true;
      const watchers = sessions.map(async (session, index) => {
        // Spread over the interval, so the checks do not arrive together.
        await sleep((LOAD_TEST.watchEveryMs * index) / sessions.length);
        while (watching) {
          await session.check();
          await sleep(LOAD_TEST.watchEveryMs);
        }
      });
      const result = await loadTarget(target, port);
      watching = false;
      await Promise.all(watchers);

      const unexpected = [...result.statuses]
        .filter(([status]) => !target.expected.includes(status))
        .reduce((total, [, count]) => total + count, 0);
      const non2xx = [...result.statuses]
        .filter(([status]) => status < 200 || status > 299)
        .reduce((total, [, count]) => total + count, 0);
      const byStatus = [...result.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      const errors = result.errors + unexpected;
      const limited = result.statuses.get(429) ?? 0;
      rows.push(
        info(
          `${label}: ${target.name}`,
          [
            `p50 ${format.ms(percentile(result.latencies, 50))}`,
            `p99 ${format.ms(percentile(result.latencies, 99))}`,
            format.rps(result.requests / LOAD_TEST.seconds),
            `${result.requests} answers (${byStatus || 'none'})`,
            `${result.errors} without an answer (${result.timeouts} after ${LOAD_TEST.timeoutSeconds} s)`,
          ].join(' · '),
        ),
        figure(
          `${label}: ${target.name}: errors (no answer, time-out, or a status other than ${target.expected.join(' or ')})`,
          errors,
          (n) => String(n),
          atMost(0, (n) => String(n)),
        ),
        info(
          `${label}: ${target.name}: unexpected answers the Worker did not make (no X-Request-Id: the local server's proxy lost its connection to workerd)`,
          String(result.notFromWorker),
        ),
        info(
          `${label}: ${target.name}: non-2xx answers`,
          `${non2xx}${target.note && limited > 0 ? ` (${limited} × 429: ${target.note})` : ''}`,
        ),
      );
    }

    for (const session of sessions) await session.check();
    const lost = sessions.filter((session) => session.refused > 0).length;
    const checks = sessions.reduce((total, session) => total + session.checks, 0);
    const unanswered = sessions.reduce((total, session) => total + session.unanswered, 0);
    rows.push(
      figure(
        `${label}: sessions lost (of ${sessions.length} signed in before, checked every ${LOAD_TEST.watchEveryMs / 1000} s during and once after)`,
        lost,
        (n) => String(n),
        atMost(0, (n) => String(n)),
      ),
      info(
        `${label}: session checks during the load`,
        `${checks} checks, ${unanswered} without a 200 or 401 answer`,
      ),
    );
    return rows;
  } finally {
    await stopProcess(server);
  }
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Writes the load rows into their own block of docs/performance.md (replacing the last one), so the
 * section can run alone (BENCH_ONLY=load) without the rest of the bench.
 * @param {{ path: string, table: string, date: string, machine: string }} report
 */
export function writeLoadBlock({ path, table, date, machine }) {
  const block = `${MARKERS.start}
## Load

Written by \`BENCH_ONLY=load npm run bench\` (or the whole bench) on ${date}. ${machine}.

${table}

${LOAD_METHOD}
${MARKERS.end}`;
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = '# Performance\n';
  }
  const start = text.indexOf(MARKERS.start);
  const end = text.indexOf(MARKERS.end);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + MARKERS.end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
}

export const LOAD_METHOD = `- **Load** (issue 20): \`wrangler dev\` of the built Workers (\`dist/portal\` +
  \`dist/reference_api\`, one process, a fresh copy of the seeded database), on loopback. autocannon,
  closed loop, ${LOAD_TEST.connections} connections for ${LOAD_TEST.seconds} s against each of three targets in turn: a proxied
  read (\`GET /api/profile/two-factor\` with Emma's session cookie, which the Worker maps onto the
  upstream's \`GET /v2/user\`), the login route (\`POST /api/auth/login\` as Emma with the right
  password) and the shell (\`GET /\`, the login page's HTML). **Errors** are requests without an
  answer (none within ${LOAD_TEST.timeoutSeconds} s, autocannon's default of 10 s being shorter than any browser waits:
  a client that gives up makes wrangler dev's local proxy drop the other requests it carried on
  that connection, which would count the local server's artefact as the portal's errors), and any
  status other than the expected one (200; for the login also 429). An unexpected answer without
  the Worker's \`X-Request-Id\` was made by the local server in front of workerd, not by the portal:
  under this load on 2 cores, wrangler dev's proxy (and \`vite preview\`'s Node front alike) now
  and then loses its connection to workerd ("Network connection lost" in its log); it retries a
  GET (its log says "recovered on attempt 2"), not a POST, which then answers 500. Such answers
  are shown on a row of their own and still counted as errors.
  The login limiter keys on the caller's address, the tenant and the e-mail (10 a minute): in
  production Cloudflare sets \`CF-Connecting-IP\`, so the load sends a different address with each
  login, as a crowd signing in would; a 429 would be the limiter doing its job and is listed under
  non-2xx, not counted as an error. **Sessions lost**: ${WATCHED.length} sessions (Emma three times, Alex
  and Piotr twice, Liam) are signed in before the load; each asks \`GET /api/session\` every
  ${LOAD_TEST.watchEveryMs / 1000} s during each target's load and once after all of them, keeping any cookie the Worker
  rewrites; one that is refused (401) at any point is lost. Budgets: 0 errors, 0 sessions lost.
  \`BENCH_ONLY=load npm run bench\` runs this section alone (after the build; \`BENCH_NO_BUILD=1\`
  skips that) and rewrites only this block of the file; \`BENCH_LOAD_TEST_SECONDS\` shortens it.`;
