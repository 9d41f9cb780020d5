import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import type { TwoFactorList } from '#contract/two-factor-admin';
import { createApiClient, createTestPortal, signInActingAs } from '#support/worker/test-portal.ts';

let lastOctet = 0;
const nextIp = () => `198.18.17.${++lastOctet}`;

async function signedIn(email: string, tenant = 'acme', portal = createTestPortal()) {
  const client = createApiClient(portal, tenant, { ip: nextIp() });
  expect((await client.login(email)).status, email).toBe(200);
  return { client, portal };
}

/**
 * Sam acting as Alex. The link allows changes, so what refuses them here is the permission matrix,
 * not the read-only rule (decision 053).
 */
const samAsAlex = () => signInActingAs('alex.admin@acme.test', { readOnly: false, ip: nextIp() });

describe('GET /api/employer/two-factor', () => {
  it('gives Alex a page of 10 of acme’s 1,250 people, camelCased, and narrows by search and filter', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const first = (await (await client.call('/api/employer/two-factor')).json()) as TwoFactorList;
    expect(first).toMatchObject({ page: 1, perPage: 10, total: 1250, lastPage: 125, enforced: false });
    expect(first.people).toHaveLength(10);
    expect(first.filterOptions.map((option) => option.value)).toEqual(['enabled', 'disabled']);

    const tom = (await (
      await client.call('/api/employer/two-factor?search=tom.twofa&filter=enabled')
    ).json()) as TwoFactorList;
    expect(tom.people).toEqual([
      {
        id: 1005,
        firstName: 'Tom',
        surname: 'Becker',
        email: 'tom.twofa@acme.test',
        registered: true,
        twoFactorEnabled: true,
      },
    ]);
    const page3 = (await (await client.call('/api/employer/two-factor?page=3')).json()) as TwoFactorList;
    expect(page3.page).toBe(3);
    expect((await client.call('/api/employer/two-factor?filter=maybe')).status).toBe(400);
  });

  it('streams the CSV report of exactly the filtered rows as an attachment', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const response = await client.call('/api/employer/two-factor/report?search=smith&filter=disabled');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="employee-two-factor.csv"',
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    const { results } = await env.REF_DB.prepare(
      `SELECT email FROM users WHERE client_id = 2 AND totp_secret IS NULL
       AND (first_name LIKE '%smith%' OR surname LIKE '%smith%' OR email LIKE '%smith%')
       ORDER BY surname COLLATE NOCASE, first_name COLLATE NOCASE, id`,
    ).all<{ email: string }>();
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(results.map((row) => row.email));
  });
});

describe('the report link', () => {
  it('works as a plain same-origin link without the CSRF header, and from nowhere else', async () => {
    const { client, portal } = await signedIn('alex.admin@acme.test');
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const linkFrom = (site: string) =>
      portal.fetch('http://acme.localhost/api/employer/two-factor/report?search=tom.twofa', {
        headers: { cookie, 'sec-fetch-site': site, 'cf-connecting-ip': nextIp() },
      });
    const sameOrigin = await linkFrom('same-origin');
    expect(sameOrigin.status).toBe(200);
    expect(await sameOrigin.text()).toContain('tom.twofa@acme.test');
    for (const site of ['same-site', 'cross-site', 'none']) {
      const refused = await linkFrom(site);
      expect(refused.status, site).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 'csrf_header' } });
    }
    const list = await portal.fetch('http://acme.localhost/api/employer/two-factor', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(list.status).toBe(403);
  });
});

describe('/api/employer/two-factor/enforcement', () => {
  it('reads and changes the enforcement; globex is enforced', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    expect(await (await client.call('/api/employer/two-factor/enforcement')).json()).toEqual({
      enforced: false,
    });
    const changed = await client.call('/api/employer/two-factor/enforcement', {
      method: 'PUT',
      body: { enforced: true },
    });
    expect(await changed.json()).toEqual({ enforced: true });
    expect(((await (await client.call('/api/employer/two-factor')).json()) as TwoFactorList).enforced).toBe(
      true,
    );
    await client.call('/api/employer/two-factor/enforcement', { method: 'PUT', body: { enforced: false } });

    const gus = await signedIn('gus.admin@globex.test', 'globex');
    expect(await (await gus.client.call('/api/employer/two-factor/enforcement')).json()).toEqual({
      enforced: true,
    });
  });
});

// Every route of this file, with the matrix's action kind (docs/decisions/023).
const ROUTES = [
  { path: '/api/employer/two-factor', kind: 'view' },
  { path: '/api/employer/two-factor/report', kind: 'view' },
  { path: '/api/employer/two-factor/enforcement', kind: 'view' },
  { path: '/api/employer/two-factor/enforcement', method: 'PUT', body: { enforced: true }, kind: 'change' },
] as const;

const FORBIDDEN_BODY = { error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code } };

describe('the permission matrix on the two-factor routes', () => {
  const roles = [
    {
      role: 'Emma, an employee',
      session: () => signedIn('emma.employee@acme.test'),
      allowed: [] as string[],
    },
    { role: 'Liam, a voucher-only leaver', session: () => signedIn('liam.leaver@acme.test'), allowed: [] },
    { role: 'Sam acting as Alex', session: samAsAlex, allowed: ['view'] },
  ];

  for (const { role, session, allowed } of roles) {
    it(`${role}: 403 with the one error shape for every refused route, before any upstream call`, async () => {
      const { client, portal } = await session();
      for (const route of ROUTES) {
        const before = portal.upstreamCalls.length;
        const response = await client.call(route.path, {
          method: 'method' in route ? route.method : 'GET',
          ...('body' in route ? { body: route.body } : {}),
        });
        const label = `${'method' in route ? route.method : 'GET'} ${route.path}`;
        if (allowed.includes(route.kind)) {
          expect(response.status, label).toBe(200);
        } else {
          expect(response.status, label).toBe(403);
          expect(await response.json(), label).toEqual(FORBIDDEN_BODY);
          expect(portal.upstreamCalls.length, label).toBe(before);
        }
      }
    });
  }

  it('answers 401 without a session', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    for (const route of ROUTES.filter((entry) => !('method' in entry))) {
      expect((await client.call(route.path)).status, route.path).toBe(401);
    }
  });
});
