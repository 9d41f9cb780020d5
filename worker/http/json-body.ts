import { createMiddleware } from 'hono/factory';
import { apiError } from './api-errors';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** What the caller gets for a body that cannot be read: their mistake, so 400, never 500. */
export const INVALID_BODY_MESSAGE = 'The request could not be read';

export function invalidBody() {
  return apiError(INVALID_BODY_MESSAGE, 'invalid_body');
}

/**
 * Every /api request that says it carries JSON must carry JSON: a broken or empty body is refused
 * here, once for every route, with the one error shape and 400 (docs/decisions/029). The parsed
 * value stays in Hono's body cache, so a route's validator reads it without parsing again. Runs
 * after the CSRF check, which has already refused any other body type.
 */
export const jsonBodyMiddleware = createMiddleware(async (c, next) => {
  if (BODYLESS_METHODS.has(c.req.method)) return next();
  const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(type)) return next();
  try {
    await c.req.json();
  } catch {
    return c.json(invalidBody(), 400);
  }
  await next();
});
