import { describe, expect, it } from 'vitest';
import type { PendingBenefits, PendingSelections } from '#contract/approvals';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

// An approver (spec 6; docs/decisions/075): Abby approves or rejects acme's selections awaiting
// approval, and every other employer route refuses her as it refuses an employee.
const ABBY = 'abby.approver@acme.test';

let lastOctet = 0;
const nextIp = () => `198.18.75.${++lastOctet}`;

async function abby() {
  const portal = createTestPortal();
  const client = createApiClient(portal, 'acme', { ip: nextIp() });
  const login = await client.login(ABBY);
  expect(login.status).toBe(200);
  return { client, portal };
}

const FORBIDDEN_BODY = { error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code } };

// Every employer route that is not the approvals', each as a read (or a change) an administrator makes.
const REFUSED = [
  { path: '/api/employer/employees' },
  { path: '/api/employer/two-factor' },
  { path: '/api/employer/two-factor/enforcement', method: 'PUT', body: { enforced: true } },
  { path: '/api/employer/reports?type=payroll' },
  { path: '/api/employer/benefit-takeup' },
  { path: '/api/employer/employee-insights' },
  { path: '/api/employer/engagement' },
  { path: '/api/employer/audit-trail' },
  { path: '/api/employer/ccv/manage-frame' },
] as const;

describe('Abby, an approver', () => {
  it('is one in her session summary, with no dashboard of her own', async () => {
    const { client } = await abby();
    expect(await (await client.call('/api/session')).json()).toMatchObject({
      session: { email: ABBY, firstName: 'Abby', userType: 'employee', approver: true },
    });
  });

  it('lists the selections awaiting approval and approves one', async () => {
    const { client } = await abby();
    const benefits = (await (await client.call('/api/employer/approvals')).json()) as PendingBenefits;
    expect(benefits.benefits.map((benefit) => benefit.benefitName)).toEqual([
      'Cycle to Work',
      'Buy Annual Leave',
    ]);
    const leave = (await (await client.call('/api/employer/approvals/5210')).json()) as PendingSelections;
    const [last] = leave.selections.slice(-1);
    if (!last) throw new Error('No selection awaits approval');
    const decided = await client.call('/api/employer/approvals/decisions', {
      method: 'POST',
      body: { selectionIds: [last.selectionId], approval: true },
    });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ selectionIds: [last.selectionId], status: 'live' });
  });

  it('is refused every other employer route with 403 and the one error shape, before any upstream call', async () => {
    const { client, portal } = await abby();
    for (const route of REFUSED) {
      const before = portal.upstreamCalls.length;
      const method = 'method' in route ? route.method : 'GET';
      const response = await client.call(route.path, {
        method,
        ...('body' in route ? { body: route.body } : {}),
      });
      expect(response.status, `${method} ${route.path}`).toBe(403);
      expect(await response.json(), route.path).toEqual(FORBIDDEN_BODY);
      expect(portal.upstreamCalls.length, route.path).toBe(before);
    }
  });
});
