import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { apiRoutes, fillPath, routeLabel, stateChangingRoutes } from './app-routes';

// Issue 20, the CSRF matrix: every state-changing /api route read from the app, signed in, against
// each way another site (or another tenant's sub-domain, which is same-site) could send it.

const ACME = 'http://acme.localhost';
const GLOBEX = 'http://globex.localhost';
const JSON_BODY = JSON.stringify({ email: 'emma.employee@acme.test' });

type Attack = {
  name: string;
  headers: Record<string, string>;
  body: string;
  status: 400 | 403;
  code: string;
};

/** Each attack differs from what the SPA sends in one respect (or, last, in all of them). */
const ATTACKS: Attack[] = [
  {
    name: "another tenant's Origin",
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: GLOBEX, 'content-type': 'application/json' },
    body: JSON_BODY,
    status: 403,
    code: 'csrf_origin',
  },
  {
    name: 'no Origin at all',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    body: JSON_BODY,
    status: 403,
    code: 'csrf_origin',
  },
  {
    name: 'no custom header',
    headers: { origin: ACME, 'content-type': 'application/json' },
    body: JSON_BODY,
    status: 403,
    code: 'csrf_header',
  },
  {
    name: 'Sec-Fetch-Site: same-site, without the custom header',
    headers: { origin: GLOBEX, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
    body: JSON_BODY,
    status: 403,
    code: 'csrf_header',
  },
  {
    name: 'Sec-Fetch-Site: same-site, with the header, from the other tenant',
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: GLOBEX,
      'sec-fetch-site': 'same-site',
      'content-type': 'application/json',
    },
    body: JSON_BODY,
    status: 403,
    code: 'csrf_origin',
  },
  {
    name: 'a text/plain body',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: ACME, 'content-type': 'text/plain' },
    body: JSON_BODY,
    status: 400,
    code: 'csrf_content_type',
  },
  {
    name: 'a form body',
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: ACME,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'email=emma.employee%40acme.test',
    status: 400,
    code: 'csrf_content_type',
  },
  {
    name: 'a cross-site form post (no header, other Origin, form body)',
    headers: {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'email=emma.employee%40acme.test',
    status: 403,
    code: 'csrf_header',
  },
];

const routes = stateChangingRoutes();

describe('the CSRF matrix', () => {
  it('walks the state-changing routes read from the app', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(routeLabel)).toContain('POST /api/auth/logout');
  });

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s: every state-changing route refuses it before the route, the session or the upstream',
    async (_, attack) => {
      const portal = createTestPortal();
      const client = createApiClient(portal, 'acme', { ip: '2001:db8:c5f::1' });
      expect((await client.login('emma.employee@acme.test')).status).toBe(200);
      const callsAfterLogin = portal.upstreamCalls.length;
      const cookie = `__Host-portal-session=${client.cookie}`;
      for (const route of routes) {
        const response = await portal.fetch(`${ACME}${fillPath(route)}`, {
          method: route.method,
          headers: { ...attack.headers, cookie, 'cf-connecting-ip': '2001:db8:c5f::1' },
          body: attack.body,
        });
        expect(response.status, routeLabel(route)).toBe(attack.status);
        expect(await response.json(), routeLabel(route)).toMatchObject({ error: { code: attack.code } });
      }
      expect(portal.upstreamCalls.length).toBe(callsAfterLogin);
      // Nothing of the matrix ended or changed the session.
      expect((await client.call('/api/session')).status).toBe(200);
    },
  );

  it('multipart is refused on every route but the two uploads', async () => {
    const portal = createTestPortal();
    const multipartRoutes = [
      'POST /api/benefits/:benefitId/claims',
      'POST /api/employer/employee-data-uploads',
    ];
    for (const route of routes.filter((candidate) => !multipartRoutes.includes(routeLabel(candidate)))) {
      const response = await portal.fetch(`${ACME}${fillPath(route)}`, {
        method: route.method,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          origin: ACME,
          'content-type': 'multipart/form-data; boundary=x',
          'cf-connecting-ip': '2001:db8:c5f::2',
        },
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      });
      expect(response.status, routeLabel(route)).toBe(400);
    }
    expect(portal.upstreamCalls).toEqual([]);
  });

  it('reads (GET) need the custom header too, bar same-origin link downloads', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '2001:db8:c5f::3' });
    expect((await client.login('alex.admin@acme.test')).status).toBe(200);
    const callsAfterLogin = portal.upstreamCalls.length;
    const cookie = `__Host-portal-session=${client.cookie}`;
    const reads = apiRoutes().filter((route) => route.method === 'GET' && route.path !== '/api/health');
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      for (const fetchSite of ['same-site', 'cross-site', 'none']) {
        const response = await portal.fetch(`${ACME}${fillPath(route)}`, {
          headers: { cookie, 'sec-fetch-site': fetchSite, 'cf-connecting-ip': '2001:db8:c5f::3' },
        });
        expect(response.status, `${routeLabel(route)} ${fetchSite}`).toBe(403);
      }
    }
    expect(portal.upstreamCalls.length).toBe(callsAfterLogin);
  });
});
