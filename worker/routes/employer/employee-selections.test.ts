import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AuditTrail } from '#contract/audit-trail';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import type { EmployeeSelections, RecalculatedCost } from '#contract/employee-selections';
import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import { SELECTION_IDS } from '#reference-api/seed/benefit-selections.ts';
import { STALE_COST_EMPLOYEE } from '#reference-api/seed/stale-selection-cost.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

let lastOctet = 0;
const nextIp = () => `198.18.44.${++lastOctet}`;
const STALE = STALE_COST_EMPLOYEE.id;
const GINA = 2001;

async function signedIn(email: string, tenant = 'acme') {
  const client = createApiClient(createTestPortal(), tenant, { ip: nextIp() });
  expect((await client.login(email)).status, email).toBe(200);
  return client;
}

async function recalculations(): Promise<number> {
  return (await env.REF_DB.prepare(
    "SELECT count(*) AS n FROM audit_events WHERE action = 'selection-cost-recalculated'",
  ).first<number>('n')) as number;
}

describe("an employee's selections and their costs", () => {
  it('gives Alex the camelCase list, money as pounds or null for to be confirmed', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const response = await alex.call(`/api/employer/employees/${STALE}/selections`);
    expect(response.status).toBe(200);
    const { selections } = (await response.json()) as EmployeeSelections;
    const life = selections.find((row) => row.benefitId === BENEFIT_IDS.acme.lifeAssurance);
    expect(life).toMatchObject({ benefitName: 'Life Assurance', status: 'live', statusLabel: 'Live' });
    expect(typeof life?.monthlyCost).toBe('number');
    expect(Object.keys(life ?? {}).sort()).toEqual(
      [
        'benefitId',
        'benefitName',
        'employerMonthlyCost',
        'endDate',
        'id',
        'monthlyCost',
        'startDate',
        'status',
        'statusLabel',
      ].sort(),
    );
    // Another client's employee is nobody Alex can see.
    const gina = await alex.call(`/api/employer/employees/${GINA}/selections`);
    expect(gina.status).toBe(404);
    expect(await gina.json()).toMatchObject({ error: { message: 'Employee not found' } });
  });

  it('recalculates a cost, answers the new and the old, and the audit trail says so', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const { selections } = (await (
      await alex.call(`/api/employer/employees/${STALE}/selections`)
    ).json()) as EmployeeSelections;
    const life = selections.find((row) => row.benefitId === BENEFIT_IDS.acme.lifeAssurance);
    const response = await alex.call(`/api/employer/employees/${STALE}/selections/${life?.id}/cost`, {
      method: 'POST',
      body: {},
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as RecalculatedCost;
    expect(answer.previousMonthlyCost).toBe(life?.monthlyCost);
    expect(answer.selection.monthlyCost).not.toBe(life?.monthlyCost);
    const trail = (await (
      await alex.call('/api/employer/audit-trail?action=selection-cost-recalculated')
    ).json()) as AuditTrail;
    expect(trail.events[0]).toMatchObject({
      action: 'selection-cost-recalculated',
      subject: { id: STALE },
      detail: {
        benefitName: 'Life Assurance',
        oldMonthlyCost: life?.monthlyCost,
        newMonthlyCost: answer.selection.monthlyCost,
      },
    });
  });

  it("refuses an employee the recalculation before any upstream call, and passes on the upstream's refusals", async () => {
    const before = await recalculations();
    const emma = await signedIn('emma.employee@acme.test');
    for (const [method, path] of [
      ['GET', `/api/employer/employees/${STALE}/selections`],
      ['POST', `/api/employer/employees/1001/selections/${SELECTION_IDS.emmaGym}/cost`],
    ] as const) {
      const response = await emma.call(path, method === 'GET' ? {} : { method, body: {} });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({
        error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code },
      });
    }
    const alex = await signedIn('alex.admin@acme.test');
    const other = await alex.call(
      `/api/employer/employees/${GINA}/selections/${SELECTION_IDS.ginaPension}/cost`,
      {
        method: 'POST',
        body: {},
      },
    );
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { message: 'Selection not found' } });
    expect(
      (await alex.call('/api/employer/employees/1001/selections/none/cost', { method: 'POST', body: {} }))
        .status,
    ).toBe(400);
    expect(await recalculations()).toBe(before);
  });
});
