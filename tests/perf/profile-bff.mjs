// Where the portal's CPU goes on a proxied /api request (issue 19, docs/decisions/012): a CPU
// profile of the portal's isolate under load, taken over the `wrangler dev` inspector (DevTools
// protocol), and each server's CPU per request from /proc with no profiler attached.
//
//   npm run build && PATH=node_modules/.bin:$PATH node tests/perf/profile-bff.mjs
//
// PROFILE_CONFIG=path/to/wrangler.json profiles a variant of the portal (for example one without
// the assets binding) in place of dist/portal/wrangler.json. Prints figures; budgets nothing.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { portalSide, slice } from './bff-overhead.mjs';
import { fetchText } from './http.mjs';
import { PORTS, prepareBenchState, startWranglerDev, stopProcess, stopServersOnExit } from './servers.mjs';
import { portalSessionCookie } from './sign-in.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const CONFIG = process.env.PROFILE_CONFIG ?? 'dist/portal/wrangler.json';
const ACCOUNT = { tenant: 'acme', email: 'emma.employee@acme.test' };

/** Profile nodes by what they do: native calls first, then the portal's and its libraries' code. */
const CATEGORIES = /** @type {[string, RegExp][]} */ ([
  ['idle', /^\(idle\)/],
  ['runtime: fetch (the KV read and the service binding)', /^fetch :0/],
  ['runtime: Request, Response, Headers, URL objects', /^(Request|Response|Headers|URL|get [a-z]+) :0/],
  ['runtime: other native and (program)', /:0$/],
  [
    'session cookie (jose, cookie parsing, session checks)',
    /jose|decrypt|Decrypt|JWE|JWT|validateClaimsSet|decodeBase64|concat|validateCrit|readCookie|openClaims|openSession|loadSession|SessionState|sessionMiddleware|lastSeenIsDue|keyring|checkKeyType|isDisjoint|base64/i,
  ],
  ['security headers', /secureHeaders|setHeaders|securityHeaders|index\.js:229\d/],
  ['tenant', /resolveTenant|parseRootDomains|rootDomainsOf|tenantMiddleware/],
  [
    'validation and mapping (zod, readUpstream, route)',
    /_zod|zod|readUpstream|twoFactorStatus|safeParse|parse /,
  ],
  [
    'upstream call (callAsUser, send, bearer headers)',
    /send |callAsUser|withBearer|masqueradeHeaders|upstreamFetch|defaultUpstreamFetch|baseUrl/,
  ],
  [
    'Hono (routing, context, c.json, c.header)',
    /dispatch|compose|match|header|#newResponse|json|get var|set |Context|Hono|getPath|router|handler|fetch index/,
  ],
]);

/** A minimal DevTools protocol client over the inspector's WebSocket. @param {string} url */
async function connect(url) {
  // The inspector proxy accepts only a local Origin.
  const socket = new WebSocket(url, { origin: 'http://127.0.0.1' });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 1;
  /** @type {Map<number, (result: any) => void>} */
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) pending.get(message.id)?.(message.result ?? message);
  });
  return {
    /** @param {string} method @param {object} [params] @returns {Promise<any>} */
    send(method, params = {}) {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve));
    },
    close: () => socket.close(),
  };
}

stopServersOnExit();
const state = prepareBenchState();
const portal = await startWranglerDev('profile-portal', {
  configs: [CONFIG, 'dist/reference_api/wrangler.json'],
  port: PORTS.through,
  inspectorPort: PORTS.throughInspector,
  persistTo: state.through,
});
try {
  const side = portalSide({
    port: PORTS.through,
    tenant: ACCOUNT.tenant,
    cookie: await portalSessionCookie({ port: PORTS.through, ...ACCOUNT }),
    processGroup: portal.child.pid,
  });
  await slice({ ...side, connections: 10, durationSeconds: 3 });

  // Without the profiler: CPU per request of the whole server (wrangler, proxy, workerd).
  console.log(`load average ${loadavg()[0]?.toFixed(1)} before the CPU measurement`);
  const plain = await slice({ ...side, connections: 10, durationSeconds: SECONDS });
  console.log(
    `server CPU ${((plain.cpuMs ?? 0) / plain.latencies.length).toFixed(3)} ms/request over ${plain.latencies.length} requests`,
  );

  // With the profiler attached to the portal's isolate.
  const targets = JSON.parse((await fetchText({ port: PORTS.throughInspector, path: '/json' })).body);
  console.log(`inspector targets: ${targets.map((/** @type {any} */ t) => t.title).join(', ')}`);
  const target = targets.find((/** @type {any} */ t) => /portal/.test(t.title)) ?? targets[0];
  const inspector = await connect(target.webSocketDebuggerUrl);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.send('Profiler.start');
  let requests = 0;
  const run = autocannon({ url: side.url, headers: side.headers, connections: 10, duration: SECONDS });
  run.on('response', () => requests++);
  await run;
  const { profile } = await inspector.send('Profiler.stop');
  inspector.close();
  writeFileSync('.tmp/bff-profile.cpuprofile', JSON.stringify(profile));
  report(profile, requests);
} finally {
  await stopProcess(portal);
}

/**
 * Self time per function, in µs per request, from the profile's samples.
 * @param {{ nodes: any[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }} profile
 * @param {number} requests
 */
function report(profile, requests) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = String(url).split('/').slice(-2).join('/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((t, [, v]) => t + v, 0);
  console.log(
    `\nprofile: ${(total / 1000).toFixed(0)} ms sampled, ${((total - idle) / 1000).toFixed(0)} ms busy, ${requests} requests: ${((total - idle) / requests).toFixed(0)} µs busy per request`,
  );
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 45);
  for (const [key, us] of rows) console.log(`${(us / requests).toFixed(1).padStart(8)} µs  ${key}`);
  /** @type {Map<string, number>} */
  const byCategory = new Map();
  for (const [key, us] of self) {
    const category = CATEGORIES.find(([, test]) => test.test(key))?.[0] ?? 'other JavaScript';
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
  }
  console.log('\nby category (busy time, share):');
  for (const [category, us] of [...byCategory].sort((a, b) => b[1] - a[1])) {
    if (category === 'idle') continue;
    console.log(
      `${(us / requests).toFixed(1).padStart(8)} µs  ${((100 * us) / (total - idle)).toFixed(1).padStart(5)} %  ${category}`,
    );
  }
}
