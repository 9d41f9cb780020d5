import { describe, expect, it } from 'vitest';
import type { PendingBenefits, PendingSelections } from '#contract/approvals';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import { createApiClient, createTestPortal, signInActingAs } from '#support/worker/test-portal.ts';

let lastOctet = 0;
const nextIp = () => `198.18.59.${++lastOctet}`;

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

describe('the permission matrix on the approvals routes', () => {
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
