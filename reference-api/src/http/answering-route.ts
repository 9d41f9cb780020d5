import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route that answers this request, as the app's route table names it ('/v2/benefit/:id/cost'):
 * the first matched entry registered for the request's own method (middleware registered for every
 * method is 'ALL'). Null when no route of that method matches (the answer is a 404).
 */
export function answeringRoute(c: Context): string | null {
  const route = matchedRoutes(c).find(({ method }) => method === c.req.method);
  return route?.path ?? null;
}
