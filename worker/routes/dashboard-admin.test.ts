import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PendingBenefits, PendingSelections, TwoFactorList } from '../contract/dashboard-admin';
import { DASHBOARD_FORBIDDEN } from '../contract/dashboard-permissions';
import { createApiClient, createTestPortal } from '../test-support';

let lastOctet = 0;
const nextIp = () => `198.18.17.${++lastOctet}`;

async function signedIn(email: string, tenant = 'acme', portal = createTestPortal()) {
  const client = createApiClient(portal, tenant, { ip: nextIp() });
  expect((await client.login(email)).status, email).toBe(200);
  return { client, portal };
}

/**
 * Sam's masquerade link for Alex, minted through the development helper and spent. It allows
 * changes, so what refuses them here is the permission matrix, not the read-only rule (decision 053).
 */
async function samAsAlex() {
  const dev = createTestPortal({ development: true });
  const minted = await dev.fetch('http://localhost/__dev/masquerade-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'alex.admin@acme.test',
      schemeYear: 2026,
      reason: 'Checking what Alex can change',
      readOnly: false,
    }),
  });
  expect(minted.status).toBe(200);
  const { url } = (await minted.json()) as { url: string };
  const match = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname);
  const portal = createTestPortal();
  const client = createApiClient(portal, 'acme', { ip: nextIp() });
  const signOn = await client.call('/api/auth/sso', {
    method: 'POST',
    body: { token: decodeURIComponent(match?.[1] ?? ''), schemeYear: Number(match?.[2]) },
  });
  expect(signOn.status).toBe(200);
  return { client, portal };
}

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

describe('/api/employer/approvals', () => {
  it('lists pending benefits, a benefit’s rows, and approves ticked selections once', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const benefits = (await (await client.call('/api/employer/approvals')).json()) as PendingBenefits;
    expect(benefits.benefits).toEqual([
      { benefitId: 5204, benefitName: 'Cycle to Work', count: 9 },
      { benefitId: 5210, benefitName: 'Buy Annual Leave', count: 6 },
    ]);
    const leave = (await (await client.call('/api/employer/approvals/5210')).json()) as PendingSelections;
    expect(leave).toMatchObject({
      benefitName: 'Buy Annual Leave',
      columns: ['Email', 'Requested on', 'Start date'],
    });
    const ids = leave.selections.slice(0, 2).map((row) => row.selectionId);

    const decided = await client.call('/api/employer/approvals/decisions', {
      method: 'POST',
      body: { selectionIds: ids, approval: true },
    });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ selectionIds: ids, status: 'live' });
    const again = await client.call('/api/employer/approvals/decisions', {
      method: 'POST',
      body: { selectionIds: ids, approval: true },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: expect.any(String) } });
    const after = (await (await client.call('/api/employer/approvals/5210')).json()) as PendingSelections;
    expect(after.selections).toHaveLength(4);
    expect(
      (
        await client.call('/api/employer/approvals/decisions', {
          method: 'POST',
          body: { selectionIds: [], approval: true },
        })
      ).status,
    ).toBe(400);
  });
});

// Every route of this file, with the matrix's action kind (docs/decisions/023).
const ROUTES = [
  { path: '/api/employer/two-factor', kind: 'view' },
  { path: '/api/employer/two-factor/report', kind: 'view' },
  { path: '/api/employer/two-factor/enforcement', kind: 'view' },
  { path: '/api/employer/two-factor/enforcement', method: 'PUT', body: { enforced: true }, kind: 'change' },
  { path: '/api/employer/approvals', kind: 'view' },
  { path: '/api/employer/approvals/5204', kind: 'view' },
  {
    path: '/api/employer/approvals/decisions',
    method: 'POST',
    body: { selectionIds: [70003], approval: true },
    kind: 'change',
  },
] as const;

const FORBIDDEN_BODY = { error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code } };

describe('the permission matrix on the two-factor and approvals routes', () => {
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
