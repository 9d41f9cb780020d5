import type { ApiError } from '#contract/api-error';
import { UPSTREAM_TIMEOUT_MS } from '#contract/spec-constants';
import type { AppDeps, Env } from '../env';
import { log } from '../http/log';
import { headerRecord } from './header-record';

/** The two upstream hosts (spec section 7): v2 is the newer one, v1 everything else. */
export type UpstreamHost = 'v1' | 'v2';

/**
 * An upstream call that did not give the route what it needed. `body` is what the browser may be
 * told: for a refusal (4xx) the upstream's own text, for a failure (5xx, and the 502/504 the Worker
 * maps them to) only the portal's own words (docs/decisions/065). `failure` is the upstream's own
 * status and what it said about a failure, for the log line only (app.ts onError), never for the
 * browser.
 */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    readonly failure: UpstreamFailure | null = null,
  ) {
    super(body.error.message);
  }
}

/** An upstream's failed answer as the log keeps it: its status and (the start of) its text. */
export type UpstreamFailure = { status: number; text: string };

/** Spec section 8: what a network failure (an unreachable or silent upstream) shows. */
export const FAILED_TO_FETCH = 'Failed to fetch';

function baseUrl(env: Pick<Env, 'UPSTREAM_V1_URL' | 'UPSTREAM_V2_URL'>, host: UpstreamHost): string {
  return (host === 'v2' ? env.UPSTREAM_V2_URL : env.UPSTREAM_V1_URL).replace(/\/$/, '');
}

/**
 * The only code that talks to the benefits API. Paths come from route code, never from a request.
 * Every call carries a signal that aborts the fetch itself (headers and body) after the time-out,
 * until the route has answered (`finish`): a call answered by then has its timer cleared, and one
 * still waiting (a background refresh) keeps it until it is answered. `AbortSignal.timeout` is not
 * used because its timer cannot be cleared, and the runtime keeps the whole request alive until it
 * fires, 10 s after every call (workerd issue 4936; decision 012). A body the route passes on to
 * the browser as a stream is not timed by us once the route has answered.
 */
export function createUpstreamClient(
  env: Pick<Env, 'UPSTREAM_V1_URL' | 'UPSTREAM_V2_URL'>,
  deps: Pick<AppDeps, 'upstreamFetch' | 'upstreamTimeoutMs'>,
  /** The request this client calls for: its log lines carry the id. */
  requestId: string | null,
) {
  const timeoutMs = deps.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
  /** Timers of calls answered while the route runs: they still time its reading of the bodies. */
  const answeredCallTimers = new Set<ReturnType<typeof setTimeout>>();
  let finished = false;
  const client = {
    requestId,
    /**
     * Whether a call of this request ran out of time: a route that answers an unreachable upstream
     * with its own text (recovery, login) still answers 504, not 502 (see app.ts).
     */
    timedOut: false,
    async send(host: UpstreamHost, path: `/${string}`, init: RequestInit = {}): Promise<Response> {
      const headers = headerRecord(init.headers);
      // JSON both ways unless the route code says otherwise (the development sign-on page).
      headers.accept ??= 'application/json';
      if (init.body !== undefined) headers['content-type'] ??= 'application/json';
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException('The upstream did not answer in time', 'TimeoutError'));
      }, timeoutMs);
      const request = new Request(`${baseUrl(env, host)}${path}`, {
        ...init,
        headers,
        // The caller's signal (a superseded browser request) aborts the fetch as well as the timeout.
        signal: init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal,
      });
      try {
        const response = await deps.upstreamFetch(request);
        if (finished) clearTimeout(timer);
        else answeredCallTimers.add(timer);
        return response;
      } catch (error) {
        clearTimeout(timer);
        // Which host and why (a timeout, an abort, a refused connection), never the path or a header.
        log('warn', timedOut ? 'upstream_timeout' : 'upstream_unreachable', requestId, {
          host,
          reason: error instanceof Error ? error.name : typeof error,
        });
        // The SPA shows one message for both (spec section 8: a network failure, 'Failed to fetch');
        // the status and code tell an operator which it was.
        if (timedOut) {
          client.timedOut = true;
          throw new UpstreamError(504, { error: { message: FAILED_TO_FETCH, code: 'upstream_timeout' } });
        }
        throw new UpstreamError(502, { error: { message: FAILED_TO_FETCH, code: 'upstream_unreachable' } });
      }
    },
    /** The route has answered: no call of this request is timed any longer. */
    finish(): void {
      finished = true;
      for (const timer of answeredCallTimers) clearTimeout(timer);
      answeredCallTimers.clear();
    },
  };
  return client;
}
export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

/** Service binding locally (reference API); plain fetch to the configured URL in production. */
export function defaultUpstreamFetch(env: Env): AppDeps['upstreamFetch'] {
  const binding = env.UPSTREAM;
  return binding ? (request) => binding.fetch(request) : (request) => fetch(request);
}
