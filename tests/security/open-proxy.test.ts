import { describe, expect, it } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { fillPath, isEmployerRoute, routeLabel, routesWithParams } from './app-routes';

// Issue 20, open-proxy attempts: every path parameter of every route (read from the app) gets
// encoded traversal, absolute URLs, `@host` and `//host`. Whatever the Worker answers, the upstream
// (the real reference API) must only ever see its own host and the /v1 or /v2 prefix, with the
// value kept inside one path segment: no segment of its own, no query, no other host.

/** As they would appear in the browser's URL (already percent-encoded where a browser would). */
const ATTACKS = [
  '..%2F..%2Fpwned',
  '..%2f..%2fpwned',
  '%2e%2e%2fpwned',
  '%2E%2E%2Fpwned',
  '%2e%2e%5cpwned',
  '..%5C..%5Cpwned',
  '..%252F..%252Fpwned',
  '1%2F..%2F..%2Fpwned',
  '%2e%2e',
  'http:%2F%2Fevil.example%2Fpwned',
  'https%3A%2F%2Fevil.example%2Fpwned',
  'pwned@evil.example',
  '1%40evil.example%2Fpwned',
  '%2F%2Fevil.example%2Fpwned',
  '//evil.example/pwned',
  '1%3Fpwned%3D1',
  '1%23pwned',
  '1%00pwned',
];

const routes = routesWithParams();

function expectInsideTheUpstream(request: Request, label: string) {
  const url = new URL(request.url);
  expect(url.host, label).toBe('reference-api');
  expect(url.pathname, label).toMatch(/^\/v[12]\//);
  expect(url.pathname, label).not.toContain('//');
  expect(url.search, label).not.toContain('pwned');
  const segments = url.pathname.split('/');
  expect(segments, label).not.toContain('pwned');
  expect(segments, label).not.toContain('evil.example');
  expect(segments, label).not.toContain('..');
}

describe('path parameters as an open proxy', () => {
  it('walks every route with a path parameter, read from the app', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map(routeLabel)).toContain('GET /api/benefits/:benefitId');
  });

  it.each(routes.map((route, index) => [routeLabel(route), route, index] as const))(
    '%s: no attack in any parameter leaves the upstream host and prefix',
    async (_, route, index) => {
      const portal = createTestPortal();
      const client = createApiClient(portal, 'acme', { ip: `2001:db8:0b0e::${index + 1}` });
      const email = isEmployerRoute(route) ? 'alex.admin@acme.test' : 'emma.employee@acme.test';
      expect((await client.login(email)).status).toBe(200);
      const fromLogin = portal.upstreamRequests.length;
      for (const param of route.params) {
        for (const attack of ATTACKS) {
          const path = fillPath(route, { [param]: attack });
          const response = await client.call(path, {
            method: route.method,
            ...(route.method === 'GET' ? {} : { body: {} }),
          });
          expect(response.status, `${path}: ${response.status}`).not.toBe(500);
        }
      }
      for (const request of portal.upstreamRequests.slice(fromLogin)) {
        expectInsideTheUpstream(request, `${routeLabel(route)} → ${request.url}`);
      }
    },
    30_000,
  );
});
