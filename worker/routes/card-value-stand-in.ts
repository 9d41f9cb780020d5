import type { MiddlewareHandler } from 'hono';
import type { AppDeps, Env } from '../env';
import { CARD_VALUE_SERVICE_PATH, cardValueServiceOrigin } from '../http/card-value-service';
import { defaultUpstreamFetch } from '../upstream/upstream-client';

/** What the stand-in page's answer keeps: its own type, framing policy and caching. */
const RELAYED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'referrer-policy',
  'x-content-type-options',
] as const;

/**
 * Development only (docs/decisions/028): the card-value service is the reference API's stand-in
 * page, which has no origin a browser can reach, so the portal answers for the configured service
 * origin (http://ccv.localhost:8787) itself, relaying GET /manage-ccv to the reference API. It runs
 * before the portal's own middleware: the page keeps the stand-in's headers (its frame-ancestors),
 * not the portal's, as a separate service's page would. Any other request passes on untouched.
 */
export function cardValueServiceStandIn(
  upstreamFetch?: AppDeps['upstreamFetch'],
): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    if (c.env.ENVIRONMENT !== 'development') return next();
    const service = cardValueServiceOrigin(c.env.CARD_VALUE_SERVICE_URL);
    // The runtime's URL is normalised (lower-case host, default port dropped): a prefix test is
    // an origin test, without parsing every request's URL.
    if (service === null || !c.req.url.startsWith(`${service}/`)) return next();
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET' || url.pathname !== CARD_VALUE_SERVICE_PATH) {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    }
    const target = new URL(CARD_VALUE_SERVICE_PATH, new URL(c.env.UPSTREAM_V2_URL).origin);
    const token = url.searchParams.get('bearerToken');
    if (token !== null) target.searchParams.set('bearerToken', token);
    const send = upstreamFetch ?? defaultUpstreamFetch(c.env);
    const upstream = await send(
      new Request(target, { headers: { accept: 'text/html' }, redirect: 'manual' }),
    );
    const headers = new Headers();
    for (const name of RELAYED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers });
  };
}
