import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { READ_ONLY_REFUSAL } from '#contract/act-as-rules';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';

/**
 * The calls a read-only act-as session may still make although their method is not GET: signing
 * out, staying signed in, working out a benefit's cost while values are typed (a calculation
 * that stores nothing), and the language this browser shows pages in. Each is "METHOD path" exactly as the app's route table has it; the route
 * table test (read-only-act-as.test.ts) fails on one that is not there.
 */
export const READ_ONLY_ALLOWED_CALLS: ReadonlySet<string> = new Set([
  'POST /api/auth/logout',
  'POST /api/session/ping',
  'POST /api/benefits/:benefitId/cost',
  // The language this browser shows pages in (a cookie of its own): nothing of the person's changes.
  'PUT /api/language',
]);

// Methods that read; every other method of an /api route is a change until listed above.
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The route that answers this request, as the app's route table names it ('/api/benefits/:benefitId/cost'):
 * the first matched entry registered for the request's own method (middleware is registered for
 * every method, as 'ALL'). Hono answers HEAD with the GET route (its body dropped), so a HEAD is
 * named as that GET. Null when no route of that method matches (the answer is a 404).
 */
export function answeringRoute(c: Context): string | null {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((matched) => matched.method === method);
  return route?.path ?? null;
}

/**
 * Someone acting as a person in a read-only session (docs/decisions/053) is refused every change,
 * whichever route it is for, with one error and before anything is sent upstream. Reads, and the
 * few calls above, pass.
 */
export const readOnlyActAs = createMiddleware<AppEnv>(async (c, next) => {
  const readOnly = c.var.session.data?.masquerade?.readOnly === true;
  if (!readOnly || READING_METHODS.has(c.req.method)) return next();
  const route = answeringRoute(c);
  if (route !== null && READ_ONLY_ALLOWED_CALLS.has(`${c.req.method} ${route}`)) return next();
  return c.json(apiError(READ_ONLY_REFUSAL.message, READ_ONLY_REFUSAL.code), 403);
});
