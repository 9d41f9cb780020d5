// What the Worker adds to an upstream read: the same GET /v2/user called on the reference API
// directly, through the portal's GET /api/profile/two-factor (which maps it 1:1) and through an
// empty pass-through Worker deployed as the portal is (the same assets block, so the same router
// in front of it: what the local runtime charges for any hop), under the same load, one after the
// other in one run. The same empty Worker without assets is shown too, for the router's share.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { fetchText } from './http.mjs';
import { BFF_BUDGETS } from './pages.mjs';
import { PORTS, prepareBenchState, startWranglerDev, stopProcess } from './servers.mjs';
import { portalSessionCookie, sessionCookieIn, upstreamAccessToken } from './sign-in.mjs';
import { percentile } from './stats.mjs';
import { atLeast, atMost, figure, format, info } from './table.mjs';

/**
 * @typedef {{ connections: number, p50: number, p99: number, rps: number, requests: number,
 *   cpuMsPerRequest: number | null }} LoadResult
 * @typedef {{ name: string, url: string, headers: Record<string, string>, processGroup?: number,
 *   beforeSlice?: () => Promise<void> }} Side
 */

/**
 * For finding where the time goes only (compare-bff.mjs): count the processes whose command line
 * holds this text, e.g. `entry=127.0.0.1:0` for the workerd that runs the Workers, not wrangler's
 * Node process or its proxy. The bench itself counts every process of the server.
 */
const ONLY_PROCESS = process.env.BENCH_CPU_PROCESS_MATCH ?? '';
const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (user + system, ms) used so far by every live process of a process group, from /proc;
 * null where there is no /proc. A server's group holds wrangler, its proxy and the workerd runtime.
 * @param {number | undefined} group
 */
export function groupCpuMs(group) {
  if (group === undefined || !existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (ONLY_PROCESS && !readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(ONLY_PROCESS)) continue;
    } catch {
      continue; // Gone since the listing.
    }
    // After "pid (comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * One fixed-duration closed-loop load. Latencies are collected per response (autocannon's own
 * histogram rounds to whole milliseconds); anything but a 200 fails the bench.
 * @param {Side & { connections: number, durationSeconds: number }} options
 * @returns {Promise<{ latencies: number[], seconds: number, cpuMs: number | null }>}
 */
export async function slice({ name, url, headers, processGroup, connections, durationSeconds }) {
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  const cpuBefore = groupCpuMs(processGroup);
  const instance = autocannon({ url, headers, connections, duration: durationSeconds });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else failures++;
  });
  const result = await instance;
  const cpuAfter = groupCpuMs(processGroup);
  if (failures > 0 || result.errors > 0 || result.timeouts > 0 || latencies.length === 0) {
    throw new Error(
      `${name} at ${connections} connections: ${failures} non-200 answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    latencies,
    seconds: durationSeconds,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/**
 * One fixed-duration open-loop load: a request sent every 1/rate s, on schedule, whether or not the
 * earlier ones have been answered (kept-alive sockets, as many as needed). autocannon's own
 * `overallRate` is not used: it lets each connection send its share of a second back to back at
 * the start of the second, which is a burst every second rather than a steady rate. A latency runs
 * from the moment the request was due, so a late send counts against the request.
 * @param {Side & { rate: number, durationSeconds: number }} options
 * @returns {Promise<{ latencies: number[], seconds: number, cpuMs: number | null }>}
 */
export async function openLoopSlice({ name, url, headers, processGroup, rate, durationSeconds }) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let errors = 0;
  const send = (/** @type {number} */ due) =>
    new Promise((resolve) => {
      const request = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname, headers, agent, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - due);
            else failures++;
            resolve(undefined);
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve(undefined);
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.end();
    });
  const cpuBefore = groupCpuMs(processGroup);
  const start = performance.now();
  const total = Math.round(rate * durationSeconds);
  /** @type {Promise<unknown>[]} */
  const sent = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(send(due));
  }
  await Promise.all(sent);
  const cpuAfter = groupCpuMs(processGroup);
  agent.destroy();
  if (failures > 0 || errors > 0 || latencies.length === 0) {
    throw new Error(`${name} at ${rate} req/s: ${failures} non-200 answers, ${errors} errors or timeouts`);
  }
  return {
    latencies,
    seconds: durationSeconds,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/** @typedef {Awaited<ReturnType<typeof slice>>} Slice */

/**
 * @param {number} connections
 * @param {Slice[]} slices
 * @returns {LoadResult}
 */
export function summarize(connections, slices) {
  const latencies = slices.flatMap((s) => s.latencies);
  const seconds = slices.reduce((total, s) => total + s.seconds, 0);
  const cpu = slices.every((s) => s.cpuMs !== null)
    ? slices.reduce((total, s) => total + (s.cpuMs ?? 0), 0)
    : null;
  return {
    connections,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    requests: latencies.length,
    cpuMsPerRequest: cpu === null ? null : cpu / latencies.length,
  };
}
/** @typedef {{ label: string, connections: number, rate?: number }} Load */

/** What one slice measured, for the paired comparisons and compare-bff.mjs. */
export const perSlice = {
  p99: (/** @type {Slice} */ s) => percentile(s.latencies, 99),
  cpuMsPerRequest: (/** @type {Slice} */ s) => (s.cpuMs === null ? Number.NaN : s.cpuMs / s.latencies.length),
};

/**
 * A tail figure of the portal against the empty Worker's, slice by slice, and the median of those
 * differences. Slice i of every side ran in the same rotation, seconds apart, so a pair saw the
 * same machine. A pause of the machine (tens to hundreds of milliseconds, seen on the direct call
 * too) delays every request due during it, which in an open loop at 100 requests a second is more
 * than the 1 % of a side's requests that sets its p99 over the whole run: the side it happened to
 * fall on "lost" the p99 by the pause's length (decision 012). Per pair, it moves one
 * pair's difference, which the median passes over.
 * @param {Slice[]} portal
 * @param {Slice[]} empty slice i ran in the same rotation as portal[i]
 * @param {(s: Slice) => number} measure
 */
export function pairedMedian(portal, empty, measure) {
  const differences = portal
    .map((s, i) => {
      const other = empty[i];
      if (other === undefined) throw new Error('every side has as many slices');
      return measure(s) - measure(other);
    })
    .sort((a, b) => a - b);
  const middle = differences.length / 2;
  // An even count takes the mean of the two middle differences, neither the lower nor the upper.
  return Number.isInteger(middle)
    ? ((differences[middle - 1] ?? Number.NaN) + (differences[middle] ?? Number.NaN)) / 2
    : (differences[Math.floor(middle)] ?? Number.NaN);
}

/**
 * Every side under each load, after a short warm-up of each. The time is cut into slices that
 * rotate through the sides (direct, through, pass-through, bare; then through, pass-through, bare,
 * direct; and so on), so that a busier moment of a shared machine falls on every side alike rather
 * than on one.
 * The loads: one connection (a request with no queueing), a closed loop of 10 (saturation: the
 * throughput and the CPU per request), then an open loop at a fixed rate, a share of the empty
 * Worker's throughput at 10 connections, so that no side is saturated.
 * @param {{ direct: { port: number, token: string, processGroup?: number },
 *   through: { port: number, tenant: string, cookie: string, processGroup?: number },
 *   passThrough: { port: number, token: string, processGroup?: number },
 *   bareWorker: { port: number, token: string, processGroup?: number },
 *   durationSeconds: number, slices: number, warmUpSeconds: number }} options
 *   durationSeconds: per side and load, in `slices` slices
 */
export async function measureBffOverhead({
  direct,
  through,
  passThrough,
  bareWorker,
  durationSeconds,
  slices,
  warmUpSeconds,
}) {
  /** @type {Record<'direct' | 'through' | 'passThrough' | 'bareWorker', Side>} */
  const sides = {
    direct: upstreamReadSide('direct', direct),
    through: portalSide(through),
    passThrough: upstreamReadSide('through an empty pass-through Worker', passThrough),
    bareWorker: upstreamReadSide('through an empty pass-through Worker without assets', bareWorker),
  };
  const names = /** @type {const} */ (['direct', 'through', 'passThrough', 'bareWorker']);
  for (const name of names) {
    await sides[name].beforeSlice?.();
    await slice({ ...sides[name], connections: 10, durationSeconds: warmUpSeconds });
  }
  const sliceSeconds = durationSeconds / slices;
  /** @param {Load} load */
  const measure = async (load) => {
    /** @type {Record<(typeof names)[number], Awaited<ReturnType<typeof slice>>[]>} */
    const measured = { direct: [], through: [], passThrough: [], bareWorker: [] };
    for (let i = 0; i < slices; i++) {
      const first = i % names.length;
      const order = [...names.slice(first), ...names.slice(0, first)];
      for (const name of order) {
        const { rate } = load;
        await sides[name].beforeSlice?.();
        measured[name].push(
          rate === undefined
            ? await slice({ ...sides[name], connections: load.connections, durationSeconds: sliceSeconds })
            : await openLoopSlice({ ...sides[name], rate, durationSeconds: sliceSeconds }),
        );
      }
    }
    return {
      load,
      slices: measured,
      direct: summarize(load.connections, measured.direct),
      through: summarize(load.connections, measured.through),
      passThrough: summarize(load.connections, measured.passThrough),
      bareWorker: summarize(load.connections, measured.bareWorker),
    };
  };
  const one = await measure({ label: '1 connection', connections: 1 });
  const saturated = await measure({
    label: `${BFF_BUDGETS.saturationConnections} connections`,
    connections: BFF_BUDGETS.saturationConnections,
  });
  const rate = Math.round(saturated.passThrough.rps * BFF_BUDGETS.openLoop.shareOfSaturation);
  const open = await measure({ label: `open loop at ${rate} req/s`, connections: 0, rate });
  return { one, saturated, open };
}

/**
 * The portal's GET /api/profile/two-factor with a session cookie: the SPA's request, CSRF header
 * included.
 * @param {{ port: number, tenant: string, cookie: string, processGroup?: number }} server
 * @returns {Side}
 */
export function portalSide({ port, tenant, cookie, processGroup }) {
  const path = '/api/profile/two-factor';
  const headers = { host: `${tenant}.localhost:${port}`, 'x-portal-request': '1', cookie };
  return {
    name: 'through the Worker',
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    ...(processGroup === undefined ? {} : { processGroup }),
    // A browser keeps the cookie the portal last set. The portal re-seals a session's cookie when
    // its last-seen time is a minute old (decision 012); a client that sent the sign-in's cookie
    // for ever would make every request after the first minute pay for a re-seal and carry a new
    // Set-Cookie, which no browser does. So, like a browser, the side takes the cookie it is given,
    // from the request every side makes before each slice.
    beforeSlice: async () => {
      const answer = await oneRequestBeforeSlice(port, path, headers);
      headers.cookie = sessionCookieIn(answer.headers['set-cookie']) ?? headers.cookie;
    },
  };
}

/**
 * GET /v2/user with a bearer token: on the reference API itself, or on a Worker that forwards it.
 * @param {string} name
 * @param {{ port: number, token: string, processGroup?: number }} server
 * @returns {Side}
 */
export function upstreamReadSide(name, { port, token, processGroup }) {
  const path = '/v2/user';
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  return {
    name,
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    ...(processGroup === undefined ? {} : { processGroup }),
    beforeSlice: async () => {
      await oneRequestBeforeSlice(port, path, headers);
    },
  };
}

/**
 * One request, not timed and not counted, before each slice of every side alike: it wakes the
 * side's processes after the seconds the other sides ran, so a slice's first requests are not the
 * only ones to pay for that (which a per-slice p99 of a few hundred requests would show), and it
 * reads the answer's Set-Cookie for the portal (portalSide).
 * @param {number} port
 * @param {string} path
 * @param {Record<string, string>} headers
 */
async function oneRequestBeforeSlice(port, path, headers) {
  const answer = await fetchText({ port, host: headers.host, path, headers });
  if (answer.status !== 200) throw new Error(`${path} before a slice: ${answer.status}`);
  return answer;
}

const BFF_ACCOUNT = { tenant: 'acme', email: 'emma.employee@acme.test' };
/** The cheapest hop there is, measured beside the portal (tests/perf/pass-through-worker). */
const PASS_THROUGH_WORKER = 'tests/perf/pass-through-worker/wrangler.json';

/**
 * The empty Worker deployed as the portal is: its config with the portal's built `assets` block
 * (the same files and the same run_worker_first rules), so that `wrangler dev` puts the same assets
 * router in front of both. That router is the platform's, not the Worker's code: in production it
 * runs before the Worker and is not its CPU time (decision 012).
 * @param {string} directory where to write the config
 * @returns {string} its path
 */
export function passThroughWithPortalAssets(directory) {
  const worker = JSON.parse(readFileSync(PASS_THROUGH_WORKER, 'utf8'));
  const portal = JSON.parse(readFileSync('dist/portal/wrangler.json', 'utf8'));
  const config = {
    ...worker,
    main: resolve('tests/perf/pass-through-worker', worker.main),
    assets: { ...portal.assets, directory: resolve('dist/portal', portal.assets.directory) },
  };
  const path = `${directory}/pass-through-with-assets.json`;
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/** @param {import('./servers.mjs').Server} server its process group, for its CPU time */
const processGroupOf = (server) => (server.child.pid === undefined ? {} : { processGroup: server.child.pid });

/**
 * A server whose GET /v2/user is read with Emma's bearer token, signed in on that server.
 * @param {import('./servers.mjs').Server} server
 * @param {number} port
 */
const upstreamReader = async (server, port) => ({
  port,
  token: await upstreamAccessToken({ port, ...BFF_ACCOUNT }),
  ...processGroupOf(server),
});

/**
 * The BFF section of the bench: four `wrangler dev` servers (the reference API alone, portal +
 * reference API, the empty pass-through Worker with the portal's assets block + reference API, and
 * the same without assets + reference API), each on its own fresh database, the loads of
 * measureBffOverhead, and the rows of the table. The budgets compare the portal with the empty
 * Worker deployed as it is (issue 19); the direct call and the bare Worker are information.
 * @param {{ durationSeconds: number, slices: number, warmUpSeconds: number }} options
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export async function benchBff({ durationSeconds, slices, warmUpSeconds }) {
  const state = prepareBenchState();
  const passThroughConfig = passThroughWithPortalAssets(state.passThrough);
  const [direct, through, passThrough, bareWorker] = await Promise.all([
    startWranglerDev('direct-reference-api', {
      configs: ['dist/reference_api/wrangler.json'],
      port: PORTS.direct,
      inspectorPort: PORTS.directInspector,
      persistTo: state.direct,
    }),
    startWranglerDev('portal-and-reference-api', {
      configs: ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'],
      port: PORTS.through,
      inspectorPort: PORTS.throughInspector,
      persistTo: state.through,
    }),
    startWranglerDev('pass-through-and-reference-api', {
      configs: [passThroughConfig, 'dist/reference_api/wrangler.json'],
      port: PORTS.passThrough,
      inspectorPort: PORTS.passThroughInspector,
      persistTo: state.passThrough,
    }),
    startWranglerDev('bare-pass-through-and-reference-api', {
      configs: [PASS_THROUGH_WORKER, 'dist/reference_api/wrangler.json'],
      port: PORTS.bareWorker,
      inspectorPort: PORTS.bareWorkerInspector,
      persistTo: state.bareWorker,
    }),
  ]);
  let results;
  try {
    results = await measureBffOverhead({
      direct: await upstreamReader(direct, PORTS.direct),
      through: {
        port: PORTS.through,
        tenant: BFF_ACCOUNT.tenant,
        cookie: await portalSessionCookie({ port: PORTS.through, ...BFF_ACCOUNT }),
        ...processGroupOf(through),
      },
      passThrough: await upstreamReader(passThrough, PORTS.passThrough),
      bareWorker: await upstreamReader(bareWorker, PORTS.bareWorker),
      durationSeconds,
      slices,
      warmUpSeconds,
    });
  } finally {
    await Promise.all([
      stopProcess(direct),
      stopProcess(through),
      stopProcess(passThrough),
      stopProcess(bareWorker),
    ]);
  }
  return bffRows(results);
}

/** One side's figures in a table cell. @param {LoadResult} r */
export const showSide = (r) =>
  [
    `p50 ${format.ms(r.p50)}`,
    `p99 ${format.ms(r.p99)}`,
    format.rps(r.rps),
    ...(r.cpuMsPerRequest === null ? [] : [`server CPU ${format.ms(r.cpuMsPerRequest)}/request`]),
  ].join(' · ');

/**
 * @param {Awaited<ReturnType<typeof measureBffOverhead>>} results
 * @returns {import('./table.mjs').Row[]}
 */
function bffRows({ one, saturated, open }) {
  /** @type {import('./table.mjs').Row[]} */
  const rows = [];
  const sides = (/** @type {typeof one} */ m) => {
    const label = `BFF, ${m.load.label}`;
    rows.push(
      info(`${label}: direct GET /v2/user`, showSide(m.direct)),
      info(`${label}: empty pass-through Worker, no assets, GET /v2/user`, showSide(m.bareWorker)),
      info(
        `${label}: empty pass-through Worker with the portal's assets, GET /v2/user`,
        showSide(m.passThrough),
      ),
      info(`${label}: portal GET /api/profile/two-factor`, showSide(m.through)),
    );
    return label;
  };
  const added = (
    /** @type {typeof one} */ m,
    /** @type {{ p50AddedMs: number, p99AddedMs: number }} */ budget,
  ) => {
    const label = sides(m);
    rows.push(
      figure(
        `${label}: p50 added over the empty Worker`,
        m.through.p50 - m.passThrough.p50,
        format.ms,
        atMost(budget.p50AddedMs, format.ms),
      ),
      info(
        `${label}: p99 added over the empty Worker, every slice pooled`,
        format.ms(m.through.p99 - m.passThrough.p99),
      ),
      figure(
        `${label}: p99 added over the empty Worker (median of ${m.slices.through.length} paired slices)`,
        pairedMedian(m.slices.through, m.slices.passThrough, perSlice.p99),
        format.ms,
        atMost(budget.p99AddedMs, format.ms),
      ),
    );
  };
  added(one, BFF_BUDGETS.oneConnection);
  const label = sides(saturated);
  const cpu = (/** @type {LoadResult} */ r) => r.cpuMsPerRequest;
  const portalCpu = cpu(saturated.through);
  const emptyCpu = cpu(saturated.passThrough);
  if (portalCpu !== null && emptyCpu !== null) {
    rows.push(
      figure(
        `${label}: server CPU per request, portal minus empty Worker`,
        portalCpu - emptyCpu,
        format.ms,
        atMost(BFF_BUDGETS.cpuAddedMs, format.ms),
      ),
    );
  }
  rows.push(
    figure(
      `${label}: throughput, portal ÷ empty Worker`,
      saturated.through.rps / saturated.passThrough.rps,
      format.times,
      atLeast(BFF_BUDGETS.throughputShare, format.times),
    ),
  );
  added(open, BFF_BUDGETS.openLoop);
  return rows;
}

/**
 * @param {number} seconds per side and load
 * @param {number} slices how many slices each side's time is cut into
 */
export const bffMethod = (
  seconds,
  slices,
) => `- **BFF overhead**: the same upstream read, \`GET /v2/user\` with Emma's bearer token on the
  reference API alone, against the portal's \`GET /api/profile/two-factor\` with her session
  cookie, which the Worker maps 1:1 onto \`GET /v2/user\` (CSRF header check, session cookie
  opened, revocation checked, upstream call through the service binding, answer validated, cookie
  written back when due), and against an empty pass-through Worker
  (\`tests/perf/pass-through-worker\`: the request forwarded as it came through the same kind of
  service binding) deployed as the portal is, with the portal's own \`assets\` block (the same files
  and \`run_worker_first\` rules, copied from \`dist/portal/wrangler.json\`), which shows what this
  runtime charges for any Worker hop before the portal's own code runs. With an assets block,
  \`wrangler dev\` puts an assets router (an isolate of its own) in front of the Worker, even for
  paths that go to the Worker first; in production that routing is the platform's, not the Worker's
  CPU time, so both sides carry it (decision 012). The budgets compare the portal with
  that Worker (issue 19); the direct call and the same empty Worker without assets (the router's
  share) are information. All four are \`wrangler dev\` of the built Workers with the reference API
  (\`dist/reference_api\`), each on its own fresh copy of the seeded database under
  .tmp/bench-state, so the runtime, wrangler's local proxy in front of it and D1 are the same on
  every side. autocannon on loopback, three loads, each ${seconds} s per side after a warm-up, cut into ${slices} slices
  that alternate between the sides so that a busy moment of the machine falls on all alike: one
  connection (a single request with no queueing: p50 and p99 added); a closed loop of
  ${BFF_BUDGETS.saturationConnections} connections (saturation: throughput, and the server CPU per request); and an open loop at a
  fixed rate of ${BFF_BUDGETS.openLoop.shareOfSaturation} × the empty Worker's throughput at ${BFF_BUDGETS.saturationConnections} connections, so that no side is
  saturated and a latency is a request's own, not the queue behind it (p50 and p99 added, and no
  error). The open loop is the bench's own (\`openLoopSlice\`): a request is sent every 1/rate s on
  schedule, answered or not, and its latency counts from when it was due; autocannon's
  \`overallRate\` is not used because it sends each connection's share of a second back to back at
  the start of the second, a burst rather than a rate. Before each slice every side answers one
  request that is neither timed nor counted: it wakes that side's processes after the seconds the
  others ran, and the portal's side keeps the session cookie the answer sets, as a browser does
  (the portal re-seals a cookie whose last-seen time is a minute old; a client that never took the
  new one would have every request re-sealed). Latencies are every response's own
  (autocannon's histogram rounds to whole milliseconds). A p50 added is the portal's p50 over all
  its slices minus the empty Worker's. A p99 added is the median, over the ${slices} rotations, of the
  portal's p99 in its slice minus the empty Worker's in the same rotation: a pause of the machine
  delays every request due during it, in an open loop more than the 1 % that sets a whole run's
  p99, and would decide the figure by which side it fell on; the p99 of all slices pooled is shown
  beside it (decision 012). "Server CPU" is the user + system CPU time of all the
  processes of that server (wrangler, its proxy, workerd with the reference API, and the portal's
  assets router where it has one) during the run, from /proc, divided by the requests answered.
  The CPU one request costs drifts on these machines, by up to 2 × within a minute and on every
  side alike, so only figures from the same run are compared. wrangler's local trace recorder
  (\`X_LOCAL_OBSERVABILITY\`) is off on every server: it writes each span of each request to
  SQLite on disk, which is wrangler's cost, not the runtime's or the Worker's.
  \`BENCH_ONLY=bff npm run bench\` runs this section alone and prints its rows without rewriting
  this file.`;
