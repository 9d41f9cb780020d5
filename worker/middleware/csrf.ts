import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import { apiError } from '../http/api-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The requests that may carry multipart/form-data: a claim's receipt upload and an employee data
 * upload (decision 027), which a browser can send as a file only in a form body. The JSON rule exists because a cross-site form can post
 * multipart (or text/plain) without a preflight; here that is still refused by the custom header
 * and the exact Origin checked first, which no cross-site form can set. Naming the routes keeps
 * every other handler from being reached with a form body it never expects.
 */
const MULTIPART_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/benefits\/[1-9][0-9]{0,14}\/claims$/ },
  { method: 'POST', path: /^\/api\/employer\/employee-data-uploads$/ },
];

function acceptsMultipart(method: string, path: string): boolean {
  return MULTIPART_ROUTES.some((route) => route.method === method && route.path.test(path));
}

/**
 * Report downloads a plain link fetches (docs/decisions/024): a link cannot send the custom header,
 * so these GETs are let through when the browser says the request came from this very origin
 * (Sec-Fetch-Site, which pages cannot set). They only read, and the session cookie still decides.
 */
const LINK_DOWNLOAD_ROUTES: readonly RegExp[] = [
  /^\/api\/employer\/two-factor\/report$/,
  /^\/api\/employer\/employees\/report$/,
  /^\/api\/employer\/audit-trail\/report$/,
  // The voucher-management frame's address (docs/decisions/028): an iframe cannot send the header.
  /^\/api\/employer\/ccv\/manage-frame$/,
  // A benefit's remote icon (docs/decisions/043): an <img> cannot send the header either.
  /^\/api\/benefits\/[1-9][0-9]{0,14}\/icon$/,
];

function isSameOriginDownload(method: string, path: string, fetchSite: string | undefined): boolean {
  return (
    method === 'GET' && fetchSite === 'same-origin' && LINK_DOWNLOAD_ROUTES.some((route) => route.test(path))
  );
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return request.body !== null && length !== '0';
}

/**
 * Every /api request must carry the SPA's custom header (a cross-site form or image cannot set it).
 * Unsafe methods must also come from exactly this origin — other tenants' sub-domains are
 * same-site, so SameSite=Strict alone would let acme.localhost post to globex.localhost — and any
 * body must be JSON (text/plain is what a cross-site form could send without a preflight). A body
 * of another type that passed the header and Origin checks cannot come from another site: it is the
 * caller's mistake, so it gets 400 rather than 403 (docs/decisions/029), refused all the same.
 */
export const csrfMiddleware = createMiddleware(async (c, next) => {
  const refuse = (reason: string) => c.json(apiError('This request was refused', `csrf_${reason}`), 403);
  if (
    c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE &&
    !isSameOriginDownload(c.req.method, c.req.path, c.req.header('sec-fetch-site'))
  ) {
    return refuse('header');
  }
  if (!SAFE_METHODS.has(c.req.method)) {
    if (c.req.header('origin') !== new URL(c.req.url).origin) return refuse('origin');
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const allowed =
      type === 'application/json' ||
      (type === 'multipart/form-data' && acceptsMultipart(c.req.method, c.req.path));
    if (hasBody(c.req.raw) && !allowed) {
      return c.json(apiError('This request was refused', 'csrf_content_type'), 400);
    }
  }
  await next();
});
