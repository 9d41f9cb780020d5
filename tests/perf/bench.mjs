// `npm run bench`: performance figures and their budgets. Prints one table, writes it to
// docs/performance.md and exits non-zero when a budget is missed. Figures, never timed tests.
//
// 1. Build, prepare the databases.
// 2. `vite preview` (behind a gzip proxy) + a static reference page: Lighthouse on every page of
//    pages.mjs, JS/CSS each first load transfers, shell TTFB with a warm theme.
// 3. `wrangler dev` of the reference API alone and of portal + reference API: BFF overhead.
// 4. `wrangler dev` of portal + reference API on acme at 1,250 and 50,000 people: the employee list.
// 5. `wrangler dev` of portal + reference API: 60 s at 100 connections against a proxied read, the
//    login and the shell; errors and sessions lost (load.mjs). Its rows go to their own block of
//    docs/performance.md.
//
// BENCH_ONLY=employee-list runs one section alone (after the build; BENCH_NO_BUILD=1 skips that
// when dist/ is current) and prints its rows without rewriting docs/performance.md.
// BENCH_ONLY=load runs the load alone and rewrites only its block of docs/performance.md.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { keyPageSizes, readManifest } from '../../scripts/bundle-sizes.mjs';
import { run } from '../../scripts/run.mjs';
import { measureBffOverhead } from './bff-overhead.mjs';
import { prepareSignedInVisit } from './browser-state.mjs';
import { transferredSizes } from './bundle-sizes.mjs';
import { benchEmployeeList, EMPLOYEE_LIST_METHOD } from './employee-list.mjs';
import { close, startGzipProxy } from './http.mjs';
import { medianResult, runLighthouse } from './lighthouse.mjs';
import { benchLoad, writeLoadBlock } from './load.mjs';
import { BFF_BUDGETS, BUILD_BUDGETS, PAGES, REFERENCE_PAGE } from './pages.mjs';
import { startReferencePage } from './reference-page.mjs';
import {
  buildAndPrepare,
  chromiumVersion,
  PORTS,
  prepareBenchState,
  startChromium,
  startPreview,
  startWranglerDev,
  stopProcess,
  stopServersOnExit,
} from './servers.mjs';
import { portalSessionCookie, upstreamAccessToken } from './sign-in.mjs';
import { atLeast, atMost, figure, format, info, markdownTable, writeReport } from './table.mjs';
import { measureShellTtfb } from './ttfb.mjs';

/**
 * Lighthouse runs per page; each figure is the median. Five, as Lighthouse's own guide to
 * variability advises (docs/variability.md: the median of five runs varies about half as much as
 * one run): with three, one slow first frame in two runs was enough to move a TBT past its budget.
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
/** Each side's load time is cut into this many slices, alternating between the sides. */
const LOAD_SLICES = 5;
/** 10 and 100 connections carry the budget and the figures; 1 shows a request without queueing. */
const CONNECTIONS = [1, 10, 100];
const TTFB_SAMPLES = 100;
/** Every Lighthouse report of the last run, to look into a figure afterwards. */
const LIGHTHOUSE_REPORTS = '.tmp/bench-lighthouse';
const BFF_ACCOUNT = { tenant: 'acme', email: 'emma.employee@acme.test' };
/** The cheapest hop there is, measured beside the portal (tests/perf/pass-through-worker). */
const PASS_THROUGH_WORKER = 'tests/perf/pass-through-worker/wrangler.json';

/** Sections that may run alone (BENCH_ONLY). */
const SECTIONS = {
  'employee-list': () =>
    benchEmployeeList({ durationSeconds: LOAD_SECONDS, slices: LOAD_SLICES, warmUpSeconds: WARM_UP_SECONDS }),
  load: () => benchLoad(),
};

const started = performance.now();
const machine = describeMachine();
/** The 1-minute load average at each phase: the machine may be shared, and the figures move with it. */
const load = { start: loadavg()[0] ?? 0, bff: 0, end: 0 };
stopServersOnExit();

const only = process.env.BENCH_ONLY;
if (only !== undefined) {
  const section = SECTIONS[/** @type {keyof typeof SECTIONS} */ (only)];
  if (!section) {
    console.error(`BENCH_ONLY=${only}: no such section (${Object.keys(SECTIONS).join(', ')})`);
    process.exit(2);
  }
  if (process.env.BENCH_NO_BUILD !== '1') run('npm', ['run', 'build']);
  const sectionRows = await section();
  console.log(`\n${markdownTable(sectionRows)}\n`);
  const machineLine = `${machine}; load average ${load.start.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`;
  console.log(machineLine);
  if (only === 'load') {
    writeLoadBlock({
      path: 'docs/performance.md',
      table: markdownTable(sectionRows),
      date: new Date().toISOString().slice(0, 10),
      machine: `Machine: ${machineLine}`,
    });
    console.log('The load block of docs/performance.md written.');
  }
  reportMissed(sectionRows);
  process.exit(0);
}

buildAndPrepare();
const benchState = prepareBenchState();

/** @type {import('./table.mjs').Row[]} */
const rows = [];

// From the build (Vite's manifest): what the login page and the signed-in home load first.
const built = keyPageSizes(readManifest());
rows.push(
  figure(
    'Login page JavaScript (gzip), from the build',
    built.login.js,
    format.kb,
    atMost(BUILD_BUDGETS.loginJsKb * 1024, format.kb),
  ),
  figure(
    '/app/home/ JavaScript (gzip), from the build',
    built.home.js,
    format.kb,
    atMost(BUILD_BUDGETS.signedInJsKb * 1024, format.kb),
  ),
  figure(
    'CSS (gzip), from the build',
    built.login.css,
    format.kb,
    atMost(BUILD_BUDGETS.cssKb * 1024, format.kb),
  ),
);

// Pages: Lighthouse, transfers, TTFB.
const preview = await startPreview();
const proxy = await startGzipProxy({ port: PORTS.gzipProxy, targetPort: PORTS.preview });
const reference = await startReferencePage({
  port: PORTS.reference,
  portalPort: PORTS.preview,
  tenant: REFERENCE_PAGE.tenant,
});
const chromium = await startChromium();

const targets = [
  {
    name: REFERENCE_PAGE.name,
    url: `http://${REFERENCE_PAGE.tenant}.localhost:${PORTS.reference}/`,
    headers: undefined,
    signedIn: false,
  },
];
for (const page of PAGES) {
  const url = new URL(page.url);
  url.port = String(PORTS.gzipProxy);
  const tenant = url.hostname.split('.')[0] ?? '';
  const cookie = page.signedInAs
    ? await portalSessionCookie({ port: PORTS.gzipProxy, tenant, email: page.signedInAs })
    : null;
  targets.push({
    name: page.name,
    url: url.href,
    headers: cookie ? { cookie } : undefined,
    signedIn: cookie !== null,
  });
}

/** @type {Map<string, import('./lighthouse.mjs').LighthouseResult[]>} */
const runs = new Map(targets.map((target) => [target.name, []]));
// Round after round, so that a slower minute of the machine does not fall on one page only.
for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
  for (const target of targets) {
    console.log(`Lighthouse ${round}/${LIGHTHOUSE_RUNS}: ${target.name} (${target.url})`);
    const slug = target.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, '');
    // Signed in means cookies accepted (login requires it); anyone else is a first-time visitor.
    if (target.signedIn) {
      await prepareSignedInVisit({
        chromiumPort: PORTS.chromium,
        origin: new URL(target.url).origin,
        sessionCookie: target.headers?.cookie ?? '',
      });
    }
    const options = {
      chromiumPort: PORTS.chromium,
      firstVisit: !target.signedIn,
      saveTo: `${LIGHTHOUSE_REPORTS}/${slug}-${round}.json`,
      ...(target.headers ? { extraHeaders: target.headers } : {}),
    };
    runs.get(target.name)?.push(await runLighthouse(target.url, options));
  }
}
const ttfb = await measureShellTtfb({ port: PORTS.preview, tenant: 'acme', samples: TTFB_SAMPLES });

await stopProcess(chromium);
await close(reference);
await close(proxy);
await stopProcess(preview);

const referenceResult = medianResult(runs.get(REFERENCE_PAGE.name) ?? []);
rows.push(
  figure(`${REFERENCE_PAGE.name}: Lighthouse performance`, referenceResult.performance, format.score),
  figure(`${REFERENCE_PAGE.name}: LCP`, referenceResult.lcpMs, format.seconds),
);
for (const page of PAGES) {
  const result = medianResult(runs.get(page.name) ?? []);
  const b = page.budgets;
  const sizes = transferredSizes(result.assets);
  const maybe = (/** @type {number | undefined} */ limit, /** @type {(n: number) => any} */ budget) =>
    limit === undefined ? undefined : budget(limit);
  rows.push(
    figure(
      `${page.name}: Lighthouse performance`,
      result.performance,
      format.score,
      maybe(b.performance, (n) => atLeast(n, format.score)),
    ),
    figure(
      `${page.name}: LCP`,
      result.lcpMs,
      format.seconds,
      maybe(b.lcpSeconds, (n) => atMost(n * 1000, format.seconds)),
    ),
  );
  if (b.lcpVsReference !== undefined) {
    rows.push(
      figure(
        `${page.name}: LCP ÷ reference LCP`,
        result.lcpMs / referenceResult.lcpMs,
        format.times,
        atMost(b.lcpVsReference, format.times),
      ),
    );
  }
  rows.push(
    figure(
      `${page.name}: CLS`,
      result.cls,
      format.cls,
      maybe(b.cls, (n) => atMost(n, format.cls)),
    ),
    figure(
      `${page.name}: TBT`,
      result.tbtMs,
      format.ms,
      maybe(b.tbtMs, (n) => atMost(n, format.ms)),
    ),
    figure(
      `${page.name}: Lighthouse accessibility`,
      result.accessibility,
      format.score,
      maybe(b.accessibility, (n) => atLeast(n, format.score)),
    ),
    figure(
      `${page.name}: JavaScript transferred (gzip)`,
      sizes.jsBytes,
      format.kb,
      maybe(b.jsKb, (n) => atMost(n * 1024, format.kb)),
    ),
    figure(`${page.name}: CSS transferred (gzip)`, sizes.cssBytes, format.kb),
  );
}
rows.push(
  info(
    `Shell TTFB, warm theme (acme, ${ttfb.samples} sequential GET /)`,
    `p50 ${format.ms(ttfb.p50)} · p95 ${format.ms(ttfb.p95)}`,
  ),
);

// BFF overhead: the reference API alone, and portal + reference API, both under `wrangler dev`.
load.bff = loadavg()[0] ?? 0;
const [direct, through, passThrough] = await Promise.all([
  startWranglerDev('direct-reference-api', {
    configs: ['dist/reference_api/wrangler.json'],
    port: PORTS.direct,
    inspectorPort: PORTS.directInspector,
    persistTo: benchState.direct,
  }),
  startWranglerDev('portal-and-reference-api', {
    configs: ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'],
    port: PORTS.through,
    inspectorPort: PORTS.throughInspector,
    persistTo: benchState.through,
  }),
  startWranglerDev('pass-through-and-reference-api', {
    configs: [PASS_THROUGH_WORKER, 'dist/reference_api/wrangler.json'],
    port: PORTS.passThrough,
    inspectorPort: PORTS.passThroughInspector,
    persistTo: benchState.passThrough,
  }),
]);
console.log(`BFF overhead: ${CONNECTIONS.join(', ')} connections, ${LOAD_SECONDS} s per side`);
const overhead = await measureBffOverhead({
  direct: {
    port: PORTS.direct,
    token: await upstreamAccessToken({ port: PORTS.direct, email: BFF_ACCOUNT.email }),
    processGroup: direct.child.pid,
  },
  through: {
    port: PORTS.through,
    tenant: BFF_ACCOUNT.tenant,
    cookie: await portalSessionCookie({ port: PORTS.through, ...BFF_ACCOUNT }),
    processGroup: through.child.pid,
  },
  passThrough: {
    port: PORTS.passThrough,
    token: await upstreamAccessToken({ port: PORTS.passThrough, email: BFF_ACCOUNT.email }),
    processGroup: passThrough.child.pid,
  },
  connections: CONNECTIONS,
  durationSeconds: LOAD_SECONDS,
  slices: LOAD_SLICES,
  warmUpSeconds: WARM_UP_SECONDS,
});
await Promise.all([stopProcess(direct), stopProcess(through), stopProcess(passThrough)]);

for (const { connections, direct: d, through: t, passThrough: p } of overhead) {
  const side = (/** @type {import('./bff-overhead.mjs').LoadResult} */ r) =>
    [
      `p50 ${format.ms(r.p50)}`,
      `p99 ${format.ms(r.p99)}`,
      format.rps(r.rps),
      ...(r.cpuMsPerRequest === null ? [] : [`server CPU ${format.ms(r.cpuMsPerRequest)}/request`]),
    ].join(' · ');
  const budgeted = connections === BFF_BUDGETS.connections;
  const label = `BFF, ${connections} connection${connections === 1 ? '' : 's'}`;
  rows.push(
    info(`${label}: direct GET /v2/user`, side(d)),
    info(`${label}: through GET /api/profile/two-factor`, side(t)),
    figure(
      `${label}: p50 added`,
      t.p50 - d.p50,
      format.ms,
      budgeted ? atMost(BFF_BUDGETS.p50AddedMs, format.ms) : undefined,
    ),
    figure(
      `${label}: p99 added`,
      t.p99 - d.p99,
      format.ms,
      budgeted ? atMost(BFF_BUDGETS.p99AddedMs, format.ms) : undefined,
    ),
    info(
      `${label}: through ÷ direct`,
      `p50 ${format.times(t.p50 / d.p50)} · p99 ${format.times(t.p99 / d.p99)} · req/s ${format.times(t.rps / d.rps)}`,
    ),
    info(`${label}: through an empty pass-through Worker, GET /v2/user`, side(p)),
    info(
      `${label}: added by the empty pass-through Worker alone`,
      `p50 ${format.ms(p.p50 - d.p50)} · p99 ${format.ms(p.p99 - d.p99)}`,
    ),
  );
}

// The employee list at 1,250 and 50,000 people (issue 18).
console.log('Employee list: 1,250 and 50,000 employees');
rows.push(...(await SECTIONS['employee-list']()));

// Load: errors and sessions lost at 100 connections (issue 20); its own block of the report.
console.log('Load: proxied read, login, shell');
const loadStart = loadavg()[0] ?? 0;
const loadRows = await SECTIONS.load();

load.end = loadavg()[0] ?? 0;
const table = markdownTable(rows);
const seconds = Math.round((performance.now() - started) / 1000);
const duration = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
console.log(`\n${table}\n`);
writeReport({
  path: 'docs/performance.md',
  table,
  date: new Date().toISOString().slice(0, 10),
  duration,
  machine: `${machine}. Load average (1 minute): ${load.start.toFixed(1)} at the start, ${load.bff.toFixed(1)} when the BFF measurement began, ${load.end.toFixed(1)} at the end; other work on a shared machine moves the timings (not the sizes, nor the server CPU per request)`,
  method: methodNotes(),
});
writeLoadBlock({
  path: 'docs/performance.md',
  table: markdownTable(loadRows),
  date: new Date().toISOString().slice(0, 10),
  machine: `Machine: as above; load average ${loadStart.toFixed(1)} when the load began`,
});
console.log(`\n${markdownTable(loadRows)}\n`);
console.log(`docs/performance.md written; the bench took ${duration}.`);

reportMissed([...rows, ...loadRows]);

/** Exits non-zero, listing them, when any row missed its budget. @param {import('./table.mjs').Row[]} checked */
function reportMissed(checked) {
  const missed = checked.filter((r) => r.ok === false);
  if (missed.length === 0) return;
  console.error(`\n${missed.length} performance budget(s) missed:`);
  for (const r of missed) console.error(`  ${r.measure}: ${r.value} (budget ${r.budget})`);
  process.exit(1);
}

function describeMachine() {
  const cores = cpus();
  return [
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'})`,
    `Node ${process.version}`,
    chromiumVersion(),
    `Lighthouse ${version('lighthouse')}`,
    `autocannon ${version('autocannon')}`,
  ].join(', ');
}

function methodNotes() {
  return `- **Lighthouse** ${version('lighthouse')}, default settings (mobile profile, simulated throttling), with
  the system Chromium in headless mode (\`CHROME_PATH\`, default /usr/bin/chromium) and the flags
  listed as CHROME_FLAGS in tests/perf/servers.mjs. Every page is run ${LIGHTHOUSE_RUNS} times, round after round; each figure
  is the median. The portal is \`vite preview\` (portal and reference API in one workerd, as \`npm
  start\` serves them) behind a small gzip proxy, because Cloudflare compresses text at the edge in
  production and the local server does not. Public pages are first visits: nothing is stored for
  the origin, cookies and localStorage included, so the cookie banner shows as it does for every
  new visitor. Signed-in pages get the session cookie of a sign-in made from Node just before
  (Lighthouse's \`extraHeaders\`) and start with the cookie consent in localStorage, since signing
  in requires it; only the caches are cleared. A run that does not end on its own URL fails the
  bench. Pages are listed in \`tests/perf/pages.mjs\`: adding one is one line.
- **Static reference page**: a script-free login page (logo, brand heading, e-mail field, Next)
  with the acme theme style copied from the portal's own branded shell (so the fonts of a first
  visit: the brand fonts apply once cached, docs/decisions/013-paint-first.md) and the logo from
  \`dist/client\`, served gzipped by the bench's own Node server. It is measured in the same runs;
  the public pages' LCP must stay within 1.4 × its LCP.
- **JavaScript and CSS transferred**: the script and stylesheet requests of the page's first load
  (Lighthouse's network requests), each file counted once at the gzip size of the built file in
  \`dist/client\` (Node's default gzip level). The build rows count, from Vite's manifest, the entry, the
  page's chunk and their static imports (\`scripts/bundle-sizes.mjs\`).
- **BFF overhead**: the same upstream read, \`GET /v2/user\` with Emma's bearer token on the
  reference API alone, against the portal's \`GET /api/profile/two-factor\` with her session
  cookie, which the Worker maps 1:1 onto \`GET /v2/user\` (CSRF header check, session cookie
  opened, revocation looked up in KV, upstream call through the service binding, answer
  validated, cookie written back when due). Both sides are \`wrangler dev\` of the built Workers
  (\`dist/reference_api\` alone on one port, \`dist/portal\` + \`dist/reference_api\` in one process
  on another, each with its own fresh copy of the seeded database under .tmp/bench-state), so the
  runtime, wrangler's local proxy in front of it and D1 are the same on both sides and the only
  difference is the Worker hop. A third server, an empty pass-through Worker
  (\`tests/perf/pass-through-worker\`: the request forwarded as it came through the same kind of
  service binding) + \`dist/reference_api\`, measured in the same slices, shows what this runtime
  charges for any Worker hop before the portal's own code runs. \`vite preview\` is not used here because it would put Vite's
  Node server in front of the portal only. autocannon ${version('autocannon')} on loopback, closed loop,
  ${CONNECTIONS.join(', ')} connections (the budget is at ${BFF_BUDGETS.connections}; 1 connection shows a single request
  without queueing), ${LOAD_SECONDS} s per side after a ${WARM_UP_SECONDS} s warm-up of each, cut into ${LOAD_SLICES} slices
  that alternate between the sides, so that a busy moment of the machine falls on both alike.
  p50 and p99 come from every response's own latency (autocannon's histogram rounds to whole
  milliseconds). "Server CPU" is the user + system CPU time of all the processes of that server
  (wrangler, its proxy, workerd) during the run, from /proc, divided by the requests answered: it
  does not depend on what else the machine runs, unlike the latencies. Note that a closed loop
  keeps every connection busy: both sides are CPU-bound on this machine, so the latency at 10
  connections is about 10 × what each request costs the server, and "added p50" counts the
  queueing behind the other nine requests as well as a request's own extra time.
- **Shell TTFB with a warm theme**: ${TTFB_SAMPLES} sequential \`GET /\` with \`Host: acme.localhost\` on
  \`vite preview\` after 5 warm-up requests (the first loads the theme into KV), each on a new
  connection; time from sending the request to the response headers.
${EMPLOYEE_LIST_METHOD}`;
}

/** @param {string} name */
function version(name) {
  return JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
}
