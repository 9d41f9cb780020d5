import { describe, expect, it } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { apiRoutes, fillPath, isEmployerRoute, routeLabel } from './app-routes';

// Issue 20, header smuggling: what the browser sends in Authorization, X-Bearer-Token,
// X-Masquerade* or Cookie never reaches the upstream; the Worker sends its own Bearer only.

const SMUGGLED = {
  authorization: 'Bearer smuggled-browser-token',
  'x-bearer-token': 'smuggled-browser-token',
  'x-masquerade': '1',
  'x-masquerade-scheme-year': '1999',
  'x-masquerade-user': '1',
  'x-masquerade-actor': 'smuggled',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '203.0.113.250',
};

const SMUGGLED_COOKIE = 'laravel_session=smuggled-browser-cookie; XSRF-TOKEN=smuggled';

function expectNothingSmuggled(requests: Request[], label: string) {
  expect(requests.length, `${label}: the walk reached the upstream`).toBeGreaterThan(0);
  for (const request of requests) {
    const where = `${label} → ${new URL(request.url).pathname}`;
    const seen = [...request.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    expect(seen, where).not.toContain('smuggled');
    expect(seen, where).not.toContain('evil.example');
    expect(request.headers.has('cookie'), where).toBe(false);
    for (const [name] of request.headers) expect(name.startsWith('x-masquerade'), where).toBe(false);
    const authorization = request.headers.get('authorization');
    // The Worker's own token (from the session or the sign-in answer) goes in both headers.
    if (authorization !== null) expect(authorization, where).toMatch(/^Bearer [^\s]+$/);
    const bearer = request.headers.get('x-bearer-token');
    if (bearer !== null && authorization !== null) expect(`Bearer ${bearer}`, where).toBe(authorization);
  }
}

describe('headers from the browser', () => {
  it('are not forwarded when signing in (no Authorization before the Worker has a token of its own)', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:5e0::1' });
    client.setCookie('laravel_session', 'smuggled-browser-cookie');
    await client.call('/api/auth/login-url', {
      method: 'POST',
      body: { email: 'emma.employee@acme.test' },
      headers: SMUGGLED,
    });
    await client.login('emma.employee@acme.test', undefined);
    expectNothingSmuggled(portal.upstreamRequests, 'sign-in');
    // Before a token exists, nothing bears one.
    const [loginUrl] = portal.upstreamRequests;
    expect(loginUrl?.headers.has('authorization')).toBe(false);
    expect(loginUrl?.headers.has('x-bearer-token')).toBe(false);
  });

  it.each([
    ['an employee', 'emma.employee@acme.test', false],
    ['an employer administrator', 'alex.admin@acme.test', true],
  ] as const)('are not forwarded on any signed-in read of %s', async (_, email, employer) => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:5e0::2' });
    expect((await client.login(email)).status).toBe(200);
    const fromLogin = portal.upstreamRequests.length;
    const reads = apiRoutes().filter(
      (route) =>
        route.method === 'GET' && isEmployerRoute(route) === employer && route.path !== '/api/health',
    );
    for (const route of reads) {
      const response = await client.call(fillPath(route), {
        headers: {
          ...SMUGGLED,
          cookie: `__Host-portal-session=${client.cookie}; ${SMUGGLED_COOKIE}`,
        },
      });
      expect(response.status, routeLabel(route)).not.toBe(500);
    }
    expectNothingSmuggled(portal.upstreamRequests.slice(fromLogin), email);
  });

  it('are not forwarded on state-changing calls', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:5e0::3' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const fromLogin = portal.upstreamRequests.length;
    const headers = { ...SMUGGLED, cookie: `__Host-portal-session=${client.cookie}; ${SMUGGLED_COOKIE}` };
    await client.call('/api/session/ping', { method: 'POST', headers });
    await client.call('/api/profile/two-factor/enrolment', { method: 'POST', headers });
    await client.call('/api/password/check', { method: 'POST', body: { password: 'abc' }, headers });
    await client.call('/api/auth/logout', { method: 'POST', body: {}, headers });
    expectNothingSmuggled(portal.upstreamRequests.slice(fromLogin), 'state-changing');
  });
});
