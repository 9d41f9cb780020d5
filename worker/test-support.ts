import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { createApp } from './app';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './contract/api-error';
import type { AppDeps } from './env';
import { SESSION_COOKIE_NAME } from './session/session-policy';

/**
 * The portal app wired to the real reference API (auxiliary worker, real D1) through a transport
 * that counts upstream calls, with a clock the test can move.
 */
export function createTestPortal(options: { failUpstream?: boolean } = {}) {
  let clock = Date.now();
  const upstreamCalls: string[] = [];
  /** Every upstream exchange, to assert what crossed the boundary in either direction. */
  const upstreamExchanges: { path: string; requestHeaders: Headers; responseBody: string }[] = [];
  const upstreamFetch: AppDeps['upstreamFetch'] = async (request) => {
    const path = new URL(request.url).pathname;
    upstreamCalls.push(path);
    if (options.failUpstream) throw new TypeError('connection refused');
    if (!env.UPSTREAM) throw new Error('The test worker needs the UPSTREAM service binding');
    const response = await env.UPSTREAM.fetch(request);
    const responseBody = await response.text();
    upstreamExchanges.push({ path, requestHeaders: new Headers(request.headers), responseBody });
    return new Response(responseBody, response);
  };
  const app = createApp({ now: () => clock, upstreamFetch });
  return {
    upstreamCalls,
    upstreamExchanges,
    advanceSeconds(seconds: number) {
      clock += seconds * 1000;
    },
    /** One request, with its background work (waitUntil) finished before it resolves. */
    async fetch(url: string, init?: RequestInit): Promise<Response> {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(url, init), env, ctx);
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return new Response(body, response);
    },
  };
}

export const DEMO_PASSWORD = 'Sunlit-Harbour#47';
const DEVICE = 'e2e0c7b6b1f0d2a3c4e5f60718293a4b5c6d7e8f9012345678901234567890ab';

/** A browser-like client of one tenant's /api: same-origin headers, CSRF header, a cookie jar. */
export function createApiClient(portal: ReturnType<typeof createTestPortal>, tenant = 'acme') {
  const origin = tenant === 'localhost' ? 'http://localhost' : `http://${tenant}.localhost`;
  let cookie: string | null = null;
  const client = {
    origin,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
    async call(
      path: string,
      init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        origin,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie: `${SESSION_COOKIE_NAME}=${cookie}` } : {}),
        ...init.headers,
      };
      const response = await portal.fetch(`${origin}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      for (const line of response.headers.getSetCookie()) {
        const match = line.match(new RegExp(`^${SESSION_COOKIE_NAME}=([^;]*)`));
        if (match) cookie = match[1] || null;
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
