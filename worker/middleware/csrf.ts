import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/api-error';
import { apiError } from '../http/api-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return request.body !== null && length !== '0';
}

/**
 * Every /api request must carry the SPA's custom header (a cross-site form or image cannot set it).
 * Unsafe methods must also come from exactly this origin — other tenants' sub-domains are
 * same-site, so SameSite=Strict alone would let acme.localhost post to globex.localhost — and any
 * body must be JSON (text/plain is what a cross-site form could send without a preflight).
 */
export const csrfMiddleware = createMiddleware(async (c, next) => {
  const refuse = (reason: string) => c.json(apiError('This request was refused', `csrf_${reason}`), 403);
  if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) return refuse('header');
  if (!SAFE_METHODS.has(c.req.method)) {
    if (c.req.header('origin') !== new URL(c.req.url).origin) return refuse('origin');
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (hasBody(c.req.raw) && type !== 'application/json') return refuse('content_type');
  }
  await next();
});
