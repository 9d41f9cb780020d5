// Everything the bench runs besides itself: the build, the databases, and the servers, each in its
// own process group so that stopping one stops its children (workerd) too, on success and failure.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { prepareDatabase } from '#scripts/prepare-database.mjs';
import { quietWrangler, run } from '#scripts/run.mjs';
import { fetchText } from './http.mjs';

/**
 * Every port the bench listens on; the ranges 8780-8781 and 8790-8799 are the bench's own, moved
 * by BENCH_PORT_SHIFT (for a second checkout's bench beside this one's).
 */
const SHIFT = Number(process.env.BENCH_PORT_SHIFT ?? 0);
const BASE_PORTS = {
  /** `vite preview`: portal + reference API in one workerd, as `npm start` serves them. */
  preview: 8790,
  /** `wrangler dev` of the reference API alone: the direct side of the BFF overhead. */
  direct: 8791,
  /** `wrangler dev` of portal + reference API: the through-the-Worker side. */
  through: 8792,
  directInspector: 8793,
  throughInspector: 8794,
  /** The static reference login page. */
  reference: 8795,
  chromium: 8796,
  /** Gzip in front of `vite preview`, for Lighthouse. */
  gzipProxy: 8797,
  /** `wrangler dev` of an empty pass-through Worker + reference API: the runtime's own hop. */
  passThrough: 8798,
  passThroughInspector: 8799,
  /** The same empty Worker without the assets block, for information: the assets router's share. */
  bareWorker: 8780,
  bareWorkerInspector: 8781,
};
export const PORTS = /** @type {typeof BASE_PORTS} */ (
  Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + SHIFT]))
);

const TMP = '.tmp';
const LOG_DIR = `${TMP}/bench-logs`;
/** The wrangler dev servers' own D1, KV and rate-limit state, fresh for every run. */
const BENCH_STATE = `${TMP}/bench-state`;
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @typedef {{ name: string, child: import('node:child_process').ChildProcess, log: string }} Server */

/** @type {Set<Server>} */
const running = new Set();

/** Builds the portal and prepares the database `vite preview` uses, as `npm start` does. */
export function buildAndPrepare() {
  run('npm', ['run', 'build']);
  prepareDatabase();
}

/**
 * A fresh migrated and seeded reference database for each `wrangler dev` server: one for the
 * reference API alone, a copy for portal + reference API and one for each pass-through Worker +
 * reference API (two processes never share one file).
 * @returns {{ direct: string, through: string, passThrough: string, bareWorker: string }}
 */
export function prepareBenchState() {
  rmSync(BENCH_STATE, { recursive: true, force: true });
  mkdirSync(BENCH_STATE, { recursive: true });
  const direct = `${BENCH_STATE}/direct`;
  const through = `${BENCH_STATE}/through`;
  const d1 = ['--local', '-c', 'reference-api/wrangler.toml', '--persist-to', direct];
  const quiet = { env: quietWrangler, stdio: ['ignore', 'ignore', 'inherit'] };
  const seed = `${BENCH_STATE}/seed.sql`;
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1], quiet);
  run('node', ['reference-api/scripts/write-seed-sql.ts', seed], quiet);
  run('wrangler', ['d1', 'execute', 'DB', '--file', seed, ...d1], quiet);
  const passThrough = `${BENCH_STATE}/pass-through`;
  cpSync(direct, through, { recursive: true });
  const bareWorker = `${BENCH_STATE}/bare-worker`;
  cpSync(direct, passThrough, { recursive: true });
  cpSync(direct, bareWorker, { recursive: true });
  return { direct, through, passThrough, bareWorker };
}

/**
 * Starts a long-running command in a process group of its own; its output goes to a log file.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Server}
 */
export function startProcess(name, command, args) {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = `${LOG_DIR}/${name}.log`;
  const out = createWriteStream(log);
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Never the local trace recorder, whatever the shell says: it is wrangler's, not the runtime's
    // or the Worker's, and it charges each Worker by its spans (decision 012).
    env: { ...process.env, ...quietWrangler, X_LOCAL_OBSERVABILITY: 'false' },
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const server = { name, child, log };
  running.add(server);
  child.on('exit', () => running.delete(server));
  return server;
}

/** @param {number} pid */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops a server and every process of its group: SIGTERM, then SIGKILL after five seconds.
 * @param {Server | undefined} server
 */
export async function stopProcess(server) {
  const pid = server?.child.pid;
  if (!server || pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  for (let waited = 0; waited < 5000 && groupAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  running.delete(server);
}

/** Kills whatever is still running, synchronously (for process exit). */
function killAllNow() {
  for (const server of running) {
    if (server.child.pid !== undefined) signalGroup(server.child.pid, 'SIGKILL');
  }
  running.clear();
}

/** Stops every server the bench started when it exits, fails, or is interrupted. */
export function stopServersOnExit() {
  process.on('exit', killAllNow);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      killAllNow();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

/**
 * Fails when something already listens on the port (another bench on this machine): the bench
 * would otherwise measure, and load, that server instead of its own.
 * @param {number} port
 */
export async function assertPortFree(port) {
  const free = await new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) {
    throw new Error(
      `Port ${port} is already in use (another bench running?): stop it, or wait, and run again`,
    );
  }
}

/**
 * Waits until a server answers on its port (any HTTP status), or fails with the end of its log.
 * @param {Server} server
 * @param {{ port: number, host?: string, path?: string, timeoutMs?: number }} target
 */
export async function waitUntilServing(server, { port, host, path = '/', timeoutMs = 90_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) break;
    try {
      const answer = await fetchText({ port, host, path, timeoutMs: 5000 });
      if (answer.status > 0) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let tail = '';
  try {
    tail = readFileSync(server.log, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    // No log yet.
  }
  throw new Error(`${server.name} did not start serving on port ${port} (log ${server.log}):\n${tail}`);
}

/** The portal as `npm start` serves it, on the bench's port (and without a DevTools port). */
export async function startPreview() {
  await assertPortFree(PORTS.preview);
  const server = startProcess('vite-preview', 'vite', [
    'preview',
    '--config',
    'tests/perf/vite.preview.config.mjs',
    '--port',
    String(PORTS.preview),
    '--strictPort',
  ]);
  await waitUntilServing(server, { port: PORTS.preview, host: `acme.localhost:${PORTS.preview}` });
  return server;
}

/**
 * `wrangler dev` of the built Workers (dist/*, the code `vite preview` and a deploy run), on loopback.
 * @param {string} name
 * @param {{ configs: string[], port: number, inspectorPort: number, persistTo: string }} options
 */
export async function startWranglerDev(name, { configs, port, inspectorPort, persistTo }) {
  await assertPortFree(port);
  await assertPortFree(inspectorPort);
  const server = startProcess(name, 'wrangler', [
    'dev',
    ...configs.flatMap((config) => ['-c', config]),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ]);
  await waitUntilServing(server, { port });
  return server;
}

/** Headless Chromium in a container (no sandbox, no GPU) plus chrome-launcher's quiet defaults. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,RenderDocument',
];

/** Chromium with its DevTools protocol on the bench's port, for Lighthouse to drive. */
export async function startChromium() {
  const profile = `${TMP}/bench-chromium-profile`;
  rmSync(profile, { recursive: true, force: true });
  const server = startProcess('chromium', CHROME_PATH, [
    ...CHROME_FLAGS,
    `--remote-debugging-port=${PORTS.chromium}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  await waitUntilServing(server, { port: PORTS.chromium, path: '/json/version' });
  return server;
}

/** "Chromium 156.0.8078.79", or what the binary says. */
export function chromiumVersion() {
  const result = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' });
  return (
    result.stdout
      ?.trim()
      .replace(/\s+built on.*$/, '')
      .trim() || 'unknown'
  );
}
