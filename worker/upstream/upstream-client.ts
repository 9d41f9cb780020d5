import type { ApiError } from '../contract/api-error';
import type { AppDeps, Env } from '../env';
import { log } from '../http/log';

/** The two upstream hosts (spec section 7): v2 is the newer one, v1 everything else. */
export type UpstreamHost = 'v1' | 'v2';

export const UPSTREAM_TIMEOUT_MS = 8000;

export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.error.message);
  }
}

function baseUrl(env: Env, host: UpstreamHost): string {
  return (host === 'v2' ? env.UPSTREAM_V2_URL : env.UPSTREAM_V1_URL).replace(/\/$/, '');
}

/** The only code that talks to the benefits API. Paths come from route code, never from a request. */
export function createUpstreamClient(env: Env, deps: Pick<AppDeps, 'upstreamFetch'>) {
  return {
    async send(host: UpstreamHost, path: `/${string}`, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      // JSON both ways unless the route code says otherwise (the development sign-on page).
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      if (init.body !== undefined && !headers.has('content-type')) {
        headers.set('content-type', 'application/json');
      }
      const request = new Request(`${baseUrl(env, host)}${path}`, {
        ...init,
        headers,
        // The caller's signal (a superseded browser request) aborts the fetch as well as the timeout.
        signal: init.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)])
          : AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      try {
        return await deps.upstreamFetch(request);
      } catch (error) {
        // Which host and why (a timeout, an abort, a refused connection), never the path or a header.
        log('warn', 'upstream_unreachable', {
          host,
          reason: error instanceof Error ? error.name : typeof error,
        });
        // Timeouts and refused connections alike: the SPA shows one message (spec section 8).
        throw new UpstreamError(502, {
          error: { message: 'Failed to fetch', code: 'upstream_unreachable' },
        });
      }
    },
  };
}
export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

/** Service binding locally (reference API); plain fetch to the configured URL in production. */
export function defaultUpstreamFetch(env: Env): AppDeps['upstreamFetch'] {
  const binding = env.UPSTREAM;
  return binding ? (request) => binding.fetch(request) : (request) => fetch(request);
}
