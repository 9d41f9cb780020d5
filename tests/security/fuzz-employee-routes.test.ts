import { expect, it } from 'vitest';
import { type AppRoute, isEmployerRoute, routeLabel, validatedRoutes } from './app-routes';
import { fuzzValidatedRoutes, isSignInRoute } from './fuzz-validated-routes';

// Issue 20: 1,000 fuzzed inputs per validated route a signed-in employee uses (sign-in and recovery
// routes: fuzz-sign-in-routes.test.ts; the employer's: fuzz-employer-routes.test.ts).
it('walks the validated routes read from the app (not an empty list)', () => {
  const labels = validatedRoutes().map(routeLabel);
  expect(labels.length).toBeGreaterThan(35);
  expect(labels).toContain('POST /api/auth/login');
  expect(labels).toContain('GET /api/total-benefits');
});

const isEmployeeRoute = (route: AppRoute) => !isEmployerRoute(route) && !isSignInRoute(route);

fuzzValidatedRoutes(isEmployeeRoute, '2001:db8:f022:1');
