import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { createApp } from './app';
import type { AppDeps } from './env';

/**
 * The portal app wired to the real reference API (auxiliary worker, real D1) through a transport
 * that counts upstream calls, with a clock the test can move.
 */
export function createTestPortal(options: { failUpstream?: boolean } = {}) {
  let clock = Date.parse('2026-11-21T09:00:00Z');
  const upstreamCalls: string[] = [];
  const upstreamFetch: AppDeps['upstreamFetch'] = async (request) => {
    upstreamCalls.push(new URL(request.url).pathname);
    if (options.failUpstream) throw new TypeError('connection refused');
    if (!env.UPSTREAM) throw new Error('The test worker needs the UPSTREAM service binding');
    return env.UPSTREAM.fetch(request);
  };
  const app = createApp({ now: () => clock, upstreamFetch });
  return {
    upstreamCalls,
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
