// Where the portal's CPU goes on a proxied /api request (issue 19, docs/decisions/012): a CPU
// profile of the portal's isolate under load, taken over the `wrangler dev` inspector (DevTools
// protocol), and each server's CPU per request from /proc with no profiler attached.
//
//   npm run build && PATH=node_modules/.bin:$PATH node tests/perf/profile-bff.mjs
//
// PROFILE_CONFIG=path/to/wrangler.json profiles a variant of the portal (for example one without
// the assets binding) in place of dist/portal/wrangler.json. PROFILE_PATH profiles another request
// of the same account (PROFILE_EMAIL), a streamed navigation for example (decision 033):
//
//   PROFILE_PATH=/app/employee-data/ PROFILE_EMAIL=alex.admin@acme.test node tests/perf/profile-bff.mjs
//
// Prints figures; budgets nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { CONSENT_COOKIE_NAME, CONSENT_COOKIE_VALUE } from '#contract/cookie-consent';
import { portalSide, slice } from './bff-overhead.mjs';
import { fetchText } from './http.mjs';
import { PORTS, prepareBenchState, startWranglerDev, stopProcess, stopServersOnExit } from './servers.mjs';
import { portalSessionCookie } from './sign-in.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const CONFIG = process.env.PROFILE_CONFIG ?? 'dist/portal/wrangler.json';
const ACCOUNT = { tenant: 'acme', email: process.env.PROFILE_EMAIL ?? 'emma.employee@acme.test' };
const PATH = process.env.PROFILE_PATH ?? null;
/**
 * Waits this long after signing in before measuring: a client that keeps sending its sign-in's
 * cookie (as the bench's do) makes every request re-seal it once it is a minute old.
 */
const COOKIE_AGE_SECONDS = Number(process.env.PROFILE_COOKIE_AGE_SECONDS ?? 0);
/** The consent a signed-in person's browser sends (the login requires it). */
const CONSENT = `${CONSENT_COOKIE_NAME}=${CONSENT_COOKIE_VALUE};`;

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

/**
 * What each sample was doing for the request, from its whole stack: the innermost frame that names
 * a known piece of work (a native call is charged to the portal's code that made it).
 */
const STACK_CATEGORIES = /** @type {[string, RegExp][]} */ ([
  [
    'session cookie (open, seal, revocation)',
    /^(openSession|openClaims|sealSession|sealClaims|loadSession|isSessionRevoked|jwtDecrypt|compactDecrypt|flattenedDecrypt|EncryptJWT|sealForCookie|deepFreeze) /,
  ],
  ['streamed queries (collect answers)', /^(dehydrate|dehydrateQuery) /],
  [
    // serializeJsonForHtml writes the bootstrap and the streamed answers alike (contract/json-for-html).
    'serialize JSON for HTML / tenant markup',
    /^(serializeJsonForHtml|navigationBootstrap|tenantMarkup|themeStylesheet|brandFontFiles|fillTokens) /,
  ],
  ['HTMLRewriter (branded shell)', /^(brandShell|brandedDocument|transform|element) /],
  [
    'upstream call (callAsUser, send)',
    /^(callAsUser|send|withBearer|masqueradeHeaders|upstreamFetch|createUpstreamClient|readUpstream) /,
  ],
  ['zod', /_zod|zod|safeParse/],
  [
    'React render (react-dom/server)',
    /react-dom|^(renderToReadableStream|performWork|retryTask|renderNode|renderElement|renderNodeDestructive|flushCompletedQueues|pushStartInstance|writeChunk|completeWriting|beginWriting|finishedTask|renderWithHooks|renderSuspenseBoundary|pingTask|escapeTextForBrowser) /,
  ],
  [
    'react-router (match, query, static router)',
    /react-router|^(matchRoutes|query|queryImpl|createStaticHandler|createStaticRouter|callDataStrategy|loadRouteData) /,
  ],
  ['TanStack Query', /tanstack|^(ensureQueryData|fetchQuery|hashKey|QueryClient|Query|build) /],
  ['in-process call (fetchJson, its Request, json)', /^(inProcessCall|fetchJson) /],
  [
    'middleware (log, security headers, tenant, csrf, config)',
    /^(requestLog|secureHeaders|setHeaders|setAnswerHeaders|securityHeaders|tenantMiddleware|resolveTenant|csrfMiddleware|jsonBodyMiddleware|configurationGuard|configurationProblems|sessionMiddleware|newRequestId) /,
  ],
  ['Hono (routing, context)', /hono|^(dispatch|compose|match|#newResponse|json|Context|getPath|fetch) /],
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

if (process.env.PROFILE_REPORT) {
  // Reports on a profile taken before: PROFILE_REPORT=file.cpuprofile PROFILE_REQUESTS=<count>.
  const saved = JSON.parse(readFileSync(process.env.PROFILE_REPORT, 'utf8'));
  report(saved, Number(process.env.PROFILE_REQUESTS ?? 1));
  reportByStack(saved, Number(process.env.PROFILE_REQUESTS ?? 1));
  process.exit(0);
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
  const cookie = await portalSessionCookie({ port: PORTS.through, ...ACCOUNT });
  const side = portalSide({
    port: PORTS.through,
    tenant: ACCOUNT.tenant,
    cookie,
    processGroup: portal.child.pid,
  });
  if (COOKIE_AGE_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, COOKIE_AGE_SECONDS * 1000));
  if (PATH) {
    side.name = PATH;
    side.url = `http://127.0.0.1:${PORTS.through}${PATH}`;
    side.headers.cookie = `${CONSENT} ${cookie}`;
  }
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
  reportByStack(profile, requests);
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

/** @param {{ nodes: any[], samples: number[], timeDeltas: number[] }} profile @param {number} requests */
function reportByStack(profile, requests) {
  /** @type {Map<number, any>} */
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const keyOf = (/** @type {any} */ node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${String(url).split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  };
  /** @type {Map<string, number>} */
  const byCategory = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(id);
    if (/^\((idle|root)\)/.test(keyOf(leaf))) return;
    busy += dt;
    let category = null;
    for (let node = leaf; node && !category; node = byId.get(parentOf.get(node.id) ?? -1)) {
      const key = keyOf(node);
      category = STACK_CATEGORIES.find(([, test]) => test.test(key))?.[0] ?? null;
    }
    category ??= /:0$/.test(keyOf(leaf))
      ? `native, no known caller (${leaf.callFrame.functionName || '?'})`
      : 'other JavaScript';
    byCategory.set(category, (byCategory.get(category) ?? 0) + dt);
  });
  console.log('\nby stack (innermost known frame; busy time, share):');
  for (const [category, us] of [...byCategory].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(
      `${(us / requests).toFixed(1).padStart(8)} µs  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${category}`,
    );
  }
}
