import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import { demoContactDetails } from '#reference-api/seed/profile-family.ts';
import { createApp } from '#worker/app.ts';
import type { AppDeps } from '#worker/env.ts';
import { answerSchemaFinder } from '#worker/http/answers.ts';
import { SESSION_COOKIE_NAME } from '#worker/session/session-policy.ts';

/**
 * What an upstream can do wrong (docs/decisions/032): not answer before the Worker's time-out, fail
 * with a 5xx (a gateway's HTML page, or its own JSON error naming its insides), answer 200 with a
 * body that is not JSON (a maintenance page) or JSON cut short, refuse the connection, or refuse
 * the access token once (the Worker refreshes).
 */
export const UPSTREAM_FAULTS = [
  'timeout',
  'server-error',
  'server-error-text',
  'malformed-html',
  'malformed-json',
  'refused',
  'unauthorized-once',
] as const;
export type UpstreamFault = (typeof UPSTREAM_FAULTS)[number];

const REFRESH_PATH = '/login/refresh';

/**
 * What the upstream says in the 'server-error-text' fault: the kind of text an upstream's own
 * failure carries (its database, its hosts, someone's address), which must reach the log, never
 * the browser (docs/decisions/065). Distinctive, so a test can look for it anywhere.
 */
export const UPSTREAM_FAILURE_TEXT =
  'SQLSTATE[08006] could not reach db-primary.benefits.internal for emma.employee@acme.test';

/** The upstream's answer for a fault; a time-out never answers, it rejects when the Worker aborts. */
function faultAnswer(fault: UpstreamFault, request: Request): Promise<Response> {
  switch (fault) {
    case 'timeout':
      return new Promise((_, reject) => {
        const { signal } = request;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    case 'server-error':
      return Promise.resolve(
        new Response('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', {
          status: 503,
          headers: { 'content-type': 'text/html' },
        }),
      );
    case 'server-error-text':
      return Promise.resolve(Response.json({ message: UPSTREAM_FAILURE_TEXT }, { status: 500 }));
    case 'malformed-html':
      return Promise.resolve(
        new Response('<!doctype html><title>Down for maintenance</title><p>Back soon.</p>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
      );
    case 'malformed-json':
      return Promise.resolve(
        new Response('{"data":[{"id":1,"name":"Den', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    case 'refused':
      return Promise.reject(new TypeError('Network connection lost.'));
    case 'unauthorized-once':
      return Promise.resolve(Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
  }
}

const nullBodyStatus = (status: number) =>
  status === 101 || status === 204 || status === 205 || status === 304;

/**
 * The portal app wired to the real reference API (auxiliary worker, real D1) through a transport
 * that counts upstream calls, with a clock the test can move.
 */
export function createTestPortal(
  options: {
    failUpstream?: boolean;
    development?: boolean;
    startAt?: number;
    /** Awaited before each upstream request is forwarded: a test can hold a call in flight. */
    holdUpstream?: (request: Request) => Promise<void>;
    /** An answer in place of the reference API's (undefined lets the request through): an upstream failing on cue. */
    interceptUpstream?: (request: Request) => Response | undefined;
    /** The Worker's upstream time-out for this portal (a test of the time-out need not wait 10 s). */
    upstreamTimeoutMs?: number;
  } = {},
) {
  let clock = options.startAt ?? Date.now();
  const upstreamCalls: string[] = [];
  /** Every upstream exchange, to assert what crossed the boundary in either direction. */
  const upstreamExchanges: {
    path: string;
    method: string;
    requestHeaders: Headers;
    responseHeaders: Headers;
    responseBody: string;
  }[] = [];
  /** Every upstream request as the Worker made it (its signal shows whether it was aborted). */
  const upstreamRequests: Request[] = [];
  /** The fault injected with injectFault, and the upstream requests it answered. */
  let injected: { fault: UpstreamFault; requests: Request[] } | null = null;
  const upstreamFetch: AppDeps['upstreamFetch'] = async (request) => {
    const path = new URL(request.url).pathname;
    upstreamCalls.push(path);
    upstreamRequests.push(request);
    await options.holdUpstream?.(request);
    if (options.failUpstream) throw new TypeError('connection refused');
    // A refused token is answered once; the refresh and the retry reach the reference API.
    const fault = injected;
    if (
      fault &&
      !(fault.fault === 'unauthorized-once' && (path.endsWith(REFRESH_PATH) || fault.requests.length))
    ) {
      fault.requests.push(request);
      return faultAnswer(fault.fault, request);
    }
    const intercepted = options.interceptUpstream?.(request);
    if (intercepted) return intercepted;
    if (!env.UPSTREAM) throw new Error('The test worker needs the UPSTREAM service binding');
    const response = await env.UPSTREAM.fetch(request);
    // Bytes, not text: a zip download must arrive as it was sent.
    const bytes = await response.arrayBuffer();
    upstreamExchanges.push({
      path,
      method: request.method,
      requestHeaders: new Headers(request.headers),
      responseHeaders: new Headers(response.headers),
      responseBody: new TextDecoder().decode(bytes),
    });
    return new Response(nullBodyStatus(response.status) ? null : bytes, response);
  };
  const app = createApp({ now: () => clock, upstreamFetch, upstreamTimeoutMs: options.upstreamTimeoutMs });
  // The /__dev helpers answer only in development; tests otherwise run as 'test'.
  const portalEnv = options.development ? { ...env, ENVIRONMENT: 'development' as const } : env;
  return {
    upstreamCalls,
    upstreamRequests,
    /**
     * From now on every upstream call fails with this fault (null: the reference API answers
     * again). Returns the upstream requests the fault answered, e.g. to see a time-out's abort.
     */
    injectFault(fault: UpstreamFault | null): Request[] {
      injected = fault ? { fault, requests: [] } : null;
      return injected?.requests ?? [];
    },
    upstreamExchanges,
    advanceSeconds(seconds: number) {
      clock += seconds * 1000;
    },
    /** The instant the portal believes it is (epoch milliseconds). */
    now: () => clock,
    /** One request, answered as the Worker streams it: the body is read by the caller. */
    fetchStreamed(url: string, init?: RequestInit): Promise<Response> {
      return Promise.resolve(app.fetch(new Request(url, init), portalEnv, createExecutionContext()));
    },
    /** One request, with its background work (waitUntil) finished before it resolves. */
    async fetch(url: string, init?: RequestInit): Promise<Response> {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(url, init), portalEnv, ctx);
      const body = await response.arrayBuffer();
      await waitOnExecutionContext(ctx);
      return new Response(nullBodyStatus(response.status) ? null : body, response);
    },
  };
}

let findAnswerSchema: ReturnType<typeof answerSchemaFinder> | undefined;

/**
 * The schema of a route's success answer, as the route declares it where it is defined
 * (`answers(...)`, worker/http/answers.ts), for the route the app runs for this method and path;
 * null for a path no route takes or a route that declares none.
 */
export function answerSchemaOf(method: string, pathname: string): z.ZodType | null {
  findAnswerSchema ??= answerSchemaFinder(createApp().routes);
  return findAnswerSchema(method, pathname);
}

/**
 * Parses a 2xx JSON answer with its route's schema (a clone: the caller still reads the body), so a
 * schema the SPA's types come from cannot drift from what the Worker sends. Throws, failing the
 * test, when the answer does not fit it, or when its route declares none (`answers(...)`).
 */
async function assertAnswerFitsSchema(method: string, url: string, response: Response): Promise<void> {
  const { pathname } = new URL(url);
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
  // The development helpers (/__dev) are no route of the portal's API.
  if (!pathname.startsWith('/api/')) return;
  const schema = answerSchemaOf(method, pathname);
  if (!schema)
    throw new Error(`${method} ${pathname} answered JSON, but its route declares no answer schema`);
  const result = schema.safeParse(await response.clone().json());
  if (!result.success) {
    throw new Error(`${method} ${pathname} answered outside its schema: ${result.error.message}`);
  }
}

export const DEMO_PASSWORD = 'Sunlit-Harbour#47';
const DEVICE = 'e2e0c7b6b1f0d2a3c4e5f60718293a4b5c6d7e8f9012345678901234567890ab';

/** Clients made so far: each speaks from an address of its own unless a test names one. */
let clientsMade = 0;

/**
 * An address of its own for each client (10.x.y.z). The Worker project reuses one workerd across
 * test files (vitest.config.ts), and with it the rate limiters' counts: clients that all spoke from
 * one address spent one allowance across files, and a later file's sign-in was refused.
 */
function addressOfOwn(): string {
  clientsMade += 1;
  return `10.${(clientsMade >> 16) & 255}.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
}

/**
 * A browser-like client of one tenant's /api: same-origin headers, CSRF header, a cookie jar.
 * `ip` is sent as CF-Connecting-IP (by default an address of the client's own), so tests can keep
 * their rate-limit buckets apart or share one.
 */
export function createApiClient(
  portal: ReturnType<typeof createTestPortal>,
  tenant = 'acme',
  { ip = addressOfOwn() }: { ip?: string } = {},
) {
  const origin = tenant === 'localhost' ? 'http://localhost' : `http://${tenant}.localhost`;
  /** Cookie name ▸ value, as a browser keeps them for this origin (Max-Age=0 deletes). */
  const jar = new Map<string, string>();
  const setCookie = (name: string, value: string | null) => {
    if (value) jar.set(name, value);
    else jar.delete(name);
  };
  const client = {
    origin,
    jar,
    /** The session cookie's value (the portal's __Host-portal-session), or null. */
    get cookie() {
      return jar.get(SESSION_COOKIE_NAME) ?? null;
    },
    set cookie(value: string | null) {
      setCookie(SESSION_COOKIE_NAME, value);
    },
    cookieNamed(name: string): string | null {
      return jar.get(name) ?? null;
    },
    setCookie,
    async call(
      path: string,
      init: {
        method?: string;
        body?: unknown;
        /** Sent as it is, in place of `body` (no content type is added): a body the caller broke. */
        rawBody?: string;
        headers?: Record<string, string>;
        signal?: AbortSignal;
      } = {},
    ) {
      const cookieHeader = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const headers: Record<string, string> = {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        origin,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        'cf-connecting-ip': ip,
        ...init.headers,
      };
      const response = await portal.fetch(`${origin}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: init.signal,
      });
      await assertAnswerFitsSchema(init.method ?? 'GET', `${origin}${path}`, response);
      for (const line of response.headers.getSetCookie()) {
        const match = line.match(/^([^=;\s]+)=([^;]*)/);
        if (!match?.[1]) continue;
        const deleted = /;\s*Max-Age=(0|-\d+)\s*(;|$)/i.test(line);
        setCookie(match[1], deleted ? null : (match[2] ?? null));
      }
      return response;
    },
    login(email: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) {
      return client.call('/api/auth/login', {
        method: 'POST',
        body: { email, password, deviceToken: DEVICE, ...extra },
      });
    },
  };
  return client;
}

/**
 * Support (Sam Ito) acting as `email` through the development helper's masquerade link, spent
 * through a fresh portal's /api/auth/sso (docs/decisions/053): read-only unless `readOnly` is false.
 */
export async function signInActingAs(
  email: string,
  options: { readOnly?: boolean; tenant?: string; ip?: string; reason?: string } = {},
) {
  const dev = createTestPortal({ development: true });
  const minted = await dev.fetch('http://localhost/__dev/masquerade-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      schemeYear: 2026,
      reason: options.reason ?? 'Ticket 4821: checking what the person sees',
      ...(options.readOnly === undefined ? {} : { readOnly: options.readOnly }),
    }),
  });
  if (minted.status !== 200) throw new Error(`minting a masquerade link answered ${minted.status}`);
  const { url } = (await minted.json()) as { url: string };
  const token = decodeURIComponent(/\/sso-login\/([^/]+)\/\d{4}$/.exec(url)?.[1] ?? '');
  const portal = createTestPortal();
  const client = createApiClient(portal, options.tenant ?? 'acme', { ip: options.ip });
  const signedIn = await client.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear: 2026 } });
  if (signedIn.status !== 200) throw new Error(`spending the masquerade link answered ${signedIn.status}`);
  return { portal, client, session: ((await signedIn.json()) as { session: unknown }).session };
}

/** A path of a route pattern with every parameter filled in ('/api/family/:id/deactivate' ▸ '/api/family/1/deactivate'). */
export function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1');
}

/**
 * Emma's contact details as the demo seed has them, in the portal's contact form's shape: saving them
 * again is a change sent upstream that alters nothing.
 */
export const EMMA_SEEDED_CONTACT_DETAILS = emmaSeededContactDetails();

function emmaSeededContactDetails() {
  const [emma] = demoContactDetails;
  if (!emma) throw new Error('The demo seed gives Emma her contact details');
  return {
    phone: emma.phone,
    addressLine1: emma.address_line_1,
    addressLine2: emma.address_line_2,
    town: emma.town,
    postcode: emma.postcode,
  };
}
