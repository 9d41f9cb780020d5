import type { MiddlewareHandler } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import type { RouterRoute } from 'hono/types';
import type { z } from 'zod';

const declaredAnswers = new WeakMap<object, z.ZodType>();

/**
 * Declares, where a route is defined, the contract's schema of its success answer (the JSON it
 * sends with a 2xx status): `.get('/', answers(familyListSchema), handler)`. It does nothing when a
 * request runs through it and adds nothing to the route's types (AppType), so the typed client's
 * types stay the ones its handler's `c.json` gives; the Worker's tests hold every 2xx JSON answer
 * to it (answerSchemaFinder), so a schema the SPA's types come from cannot drift from what the
 * route sends (docs/decisions/068-one-transport-and-answers-declared-by-route.md).
 */
export function answers(schema: z.ZodType): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  declaredAnswers.set(declaration, schema);
  return declaration;
}

/**
 * Finds the answer schema of the route an app would run for a method and path, from the app's own
 * route table (`app.routes`): its /api routes in the order they were registered, matched as Hono
 * matches them, the first to match being the one that answers (a fixed `last-upload` registered
 * before `:uploadId`). null for a path no route takes, or a route that declares no answer.
 */
export function answerSchemaFinder(
  routes: readonly RouterRoute[],
): (method: string, pathname: string) => z.ZodType | null {
  const declared = new Map<string, { method: string; path: string; schema: z.ZodType | null }>();
  for (const { method, path, handler } of routes) {
    // Middleware registered with `use` (ALL), the /api catch-all and the page routes answer no route's JSON.
    if (method === 'ALL' || !path.startsWith('/api/') || path.includes('*')) continue;
    const key = `${method} ${path}`;
    const route = declared.get(key) ?? { method, path, schema: null };
    route.schema ??= declaredAnswers.get(handler) ?? null;
    declared.set(key, route);
  }
  const router = new PatternRouter<z.ZodType | null>();
  for (const { method, path, schema } of declared.values()) router.add(method, path, schema);
  return (method, pathname) => router.match(method, pathname)[0][0]?.[0] ?? null;
}
