// The portal's /api routes, read from the app itself (as worker/http/bad-input.test.ts does): a
// route added later is walked by every security test without anyone listing it here.
import { createApp } from '#worker/app.ts';
import { type ValidationOf, validationOf } from '#worker/http/validation.ts';

export type AppRoute = {
  method: string;
  /** Hono's pattern, e.g. /api/benefits/:benefitId/terms/:termsId/accept */
  path: string;
  /** The path parameters' names, in order. */
  params: string[];
  /** What `validate(...)` checks on this route (param, query, json), in the order it runs. */
  validations: ValidationOf[];
};

const PARAM = /:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every concrete /api route (method and pattern), with its parameters and validators. */
export function apiRoutes(): AppRoute[] {
  const byKey = new Map<string, AppRoute>();
  for (const route of createApp().routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    const key = `${route.method} ${route.path}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        method: route.method,
        path: route.path,
        params: [...route.path.matchAll(PARAM)].map((match) => match[1] as string),
        validations: [],
      };
      byKey.set(key, entry);
    }
    const validation = validationOf(route.handler);
    if (validation) entry.validations.push(validation);
  }
  return [...byKey.values()];
}

export const stateChangingRoutes = () => apiRoutes().filter((route) => STATE_CHANGING.has(route.method));
export const routesWithParams = () => apiRoutes().filter((route) => route.params.length > 0);
export const validatedRoutes = () => apiRoutes().filter((route) => route.validations.length > 0);

/** The pattern with each parameter replaced: by `values[name]`, else `fallback` (raw, not encoded). */
export function fillPath(route: AppRoute, values: Record<string, string> = {}, fallback = '1'): string {
  return route.path.replace(PARAM, (_, name: string) => values[name] ?? fallback);
}

/** Employer and dashboard routes need an employer administrator; the others an employee. */
export function isEmployerRoute(route: AppRoute): boolean {
  return /^\/api\/(employer|dashboard|ccv)(\/|$)/.test(route.path);
}

export const routeLabel = (route: AppRoute) => `${route.method} ${route.path}`;
