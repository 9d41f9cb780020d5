import { describe, expect, it } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { apiRoutes, fillPath, isEmployerRoute, routeLabel } from './app-routes';

// Issue 20: security headers on HTML and API responses, and Cache-Control: no-store on every
// response that sets a cookie or carries personal data.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [(name as string).toLowerCase(), values]),
  );
}

function expectSecurityHeaders(response: Response, label: string) {
  const csp = response.headers.get('content-security-policy');
  expect(csp, label).toBeTruthy();
  const policy = directives(csp ?? '');
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts.length, `${label}: script-src`).toBeGreaterThan(0);
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${label}: script-src`).not.toContain('*');
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  // An API answer's policy allows nothing at all (default-src 'none'), object-src included.
  expect(policy.get('object-src') ?? policy.get('default-src'), label).toEqual(["'none'"]);
  const hsts = response.headers.get('strict-transport-security') ?? '';
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${label}: HSTS max-age`).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(SAFE_REFERRER_POLICIES, `${label}: Referrer-Policy`).toContain(
    response.headers.get('referrer-policy'),
  );
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
}

describe('security headers', () => {
  it('are on every HTML page, signed out and signed in', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:4ead::1' });
    for (const path of ['/', '/login', '/forgot-password', '/no-such-page']) {
      const response = await portal.fetch(`http://acme.localhost${path}`);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expectSecurityHeaders(response, path);
    }
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const home = await portal.fetch('http://acme.localhost/app/home/', {
      headers: { cookie: `__Host-portal-session=${client.cookie}` },
    });
    expect(await home.text()).toContain('Fielding');
    expectSecurityHeaders(home, '/app/home/ signed in');
  });

  it('are on API answers: success, refusal, not found and the health check', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:4ead::2' });
    const answers: [string, Response][] = [
      ['health', await portal.fetch('http://acme.localhost/api/health')],
      ['CSRF refusal', await portal.fetch('http://acme.localhost/api/session')],
      ['signed out', await client.call('/api/session')],
      ['not found', await client.call('/api/no-such-route')],
      [
        'bad body',
        await client.call('/api/auth/login-url', {
          method: 'POST',
          rawBody: '{',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['login', await client.login('emma.employee@acme.test')],
      ['signed in', await client.call('/api/session')],
    ];
    for (const [label, response] of answers) expectSecurityHeaders(response, label);
  });
});

describe('Cache-Control: no-store', () => {
  it('on every answer that sets a cookie: login, a re-sealed session, logout', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:4ead::3' });
    const login = await client.login('emma.employee@acme.test');
    portal.advanceSeconds(120);
    const resealed = await client.call('/api/profile/two-factor');
    const logout = await client.call('/api/auth/logout', { method: 'POST', body: {} });
    for (const [label, response] of [
      ['login', login],
      ['re-sealed', resealed],
      ['logout', logout],
    ] as const) {
      expect(response.headers.getSetCookie().length, label).toBeGreaterThan(0);
      expect(response.headers.get('cache-control'), label).toContain('no-store');
    }
  });

  it.each([
    ['an employee', 'emma.employee@acme.test', false],
    ['an employer administrator', 'alex.admin@acme.test', true],
  ] as const)('on every signed-in read of %s, and the signed-in pages', async (_, email, employer) => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:4ead::4' });
    expect((await client.login(email)).status).toBe(200);
    const reads = apiRoutes().filter(
      (route) => route.method === 'GET' && isEmployerRoute(route) === employer,
    );
    expect(reads.length).toBeGreaterThan(5);
    let withPersonalData = 0;
    for (const route of reads) {
      const response = await client.call(fillPath(route));
      if (response.status === 200) withPersonalData++;
      expect(response.headers.get('cache-control'), `${routeLabel(route)} (${response.status})`).toContain(
        'no-store',
      );
    }
    expect(withPersonalData).toBeGreaterThan(3);
    for (const path of employer ? ['/app/dashboard/'] : ['/app/home/', '/app/profile/']) {
      const page = await portal.fetch(`http://acme.localhost${path}`, {
        headers: { cookie: `__Host-portal-session=${client.cookie}` },
      });
      expect(page.headers.get('cache-control'), path).toContain('no-store');
    }
  });
});
