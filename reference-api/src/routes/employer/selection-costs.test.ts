import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { calculateMonthlyCosts } from '../../rules/benefits-cost.ts';
import { BENEFIT_IDS, LIFE_COVER_RATE } from '../../seed/benefit-catalogue.ts';
import { SELECTION_IDS } from '../../seed/benefit-selections.ts';
import { PREVIOUS_LIFE_COVER_RATE, STALE_COST_EMPLOYEE } from '../../seed/stale-selection-cost.ts';
import type { AuditTrailBody } from './audit-trail.ts';
import type { EmployeeSelectionsBody, SelectionCostBody } from './selection-costs.ts';

const ACME = 2;
const GLOBEX = 3;
const ALEX = 1002;
const EMMA = 1001;
const GINA = 2001;
const STALE = STALE_COST_EMPLOYEE.id;
const COSTS = '/v1/selections/costs';
const selectionsPath = (clientId: number, employeeId: number) =>
  `/v1/selections/client/${clientId}/employees/${employeeId}`;

type StoredCost = { monthly_cost: number | string | null; employer_monthly_cost: number | string | null };

async function storedCost(selectionId: number): Promise<StoredCost | null> {
  return env.REF_DB.prepare('SELECT monthly_cost, employer_monthly_cost FROM selections WHERE id = ?1')
    .bind(selectionId)
    .first<StoredCost>();
}

async function recalculations(): Promise<number> {
  return (await env.REF_DB.prepare(
    "SELECT count(*) AS n FROM audit_events WHERE action = 'selection-cost-recalculated'",
  ).first<number>('n')) as number;
}

/** The stale person's Life Assurance as the list gives it to Alex. */
async function staleLifeAssurance(token: string) {
  const response = await getWithToken(selectionsPath(ACME, STALE), token);
  expect(response.status).toBe(200);
  const body = await response.json<EmployeeSelectionsBody>();
  const life = body.data.find((row) => row.benefit_id === BENEFIT_IDS.acme.lifeAssurance);
  if (!life || life.value === null) throw new Error('the stale person has no Life Assurance cover');
  return { body, life };
}

describe('GET selections/client/{id}/employees/{id}', () => {
  it("gives Alex the employee's current selections with the costs stored for them", async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const { body, life } = await staleLifeAssurance(access_token);
    expect(body).toMatchObject({ client_id: ACME, employee_id: STALE });
    // One current selection a benefit.
    const benefits = body.data.map((row) => row.benefit_id);
    expect(new Set(benefits).size).toBe(benefits.length);
    const previous = calculateMonthlyCosts(PREVIOUS_LIFE_COVER_RATE, life.value ?? 0, life.partner_value);
    expect(life).toMatchObject({
      benefit_name: 'Life Assurance',
      status: 'live',
      status_label: 'Live',
      monthly_cost: previous.monthlyCost,
      employer_monthly_cost: previous.employerMonthlyCost,
    });
  });

  it("refuses an employee of another client, another client's list, and anyone who is not its administrator", async () => {
    const alex = (await signIn('alex.admin@acme.test')).access_token;
    expect((await getWithToken(selectionsPath(ACME, GINA), alex)).status).toBe(404);
    expect((await getWithToken(selectionsPath(GLOBEX, GINA), alex)).status).toBe(403);
    const emma = (await signIn('emma.employee@acme.test')).access_token;
    expect((await getWithToken(selectionsPath(ACME, STALE), emma)).status).toBe(403);
  });
});

describe('POST /selections/costs', () => {
  it("prices the stale Life Assurance at today's rate, stores it and puts it on Alex's audit trail", async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const { life } = await staleLifeAssurance(access_token);
    const before = await recalculations();
    const response = await sendJson(
      'POST',
      COSTS,
      { client_id: ACME, employee_id: STALE, selection_id: life.id },
      access_token,
    );
    expect(response.status).toBe(200);
    const now = calculateMonthlyCosts(LIFE_COVER_RATE, life.value ?? 0, life.partner_value);
    const body = await response.json<SelectionCostBody>();
    expect(body).toMatchObject({
      id: life.id,
      benefit_name: 'Life Assurance',
      monthly_cost: now.monthlyCost,
      employer_monthly_cost: now.employerMonthlyCost,
      previous_monthly_cost: life.monthly_cost,
      previous_employer_monthly_cost: life.employer_monthly_cost,
    });
    expect(body.monthly_cost).not.toBe(body.previous_monthly_cost);
    expect(await storedCost(life.id)).toEqual({
      monthly_cost: now.monthlyCost,
      employer_monthly_cost: now.employerMonthlyCost,
    });
    expect(await recalculations()).toBe(before + 1);

    const trail = await getWithToken(
      `/v2/client/${ACME}/audit-events?action=selection-cost-recalculated`,
      access_token,
    );
    const [event] = (await trail.json<AuditTrailBody>()).data;
    expect(event).toMatchObject({
      action: 'selection-cost-recalculated',
      actor: { id: ALEX },
      subject: { id: STALE },
      detail: {
        selection_id: life.id,
        benefit_name: 'Life Assurance',
        old_monthly_cost: life.monthly_cost,
        new_monthly_cost: now.monthlyCost,
        old_employer_monthly_cost: life.employer_monthly_cost,
        new_employer_monthly_cost: now.employerMonthlyCost,
      },
    });
  });

  it("gives a fixed-price benefit its current price: Emma's dental cover stored at an old price", async () => {
    await env.REF_DB.prepare(
      'UPDATE selections SET monthly_cost = 12.5, employer_monthly_cost = 6.25 WHERE id = ?1',
    )
      .bind(SELECTION_IDS.emmaDental)
      .run();
    const { access_token } = await signIn('alex.admin@acme.test');
    const response = await sendJson(
      'POST',
      COSTS,
      { client_id: ACME, employee_id: EMMA, selection_id: SELECTION_IDS.emmaDental },
      access_token,
    );
    expect(response.status).toBe(200);
    expect(await response.json<SelectionCostBody>()).toMatchObject({
      benefit_name: 'Dental Cover',
      monthly_cost: 14.2,
      employer_monthly_cost: 7.1,
      previous_monthly_cost: 12.5,
      previous_employer_monthly_cost: 6.25,
    });
    expect(await storedCost(SELECTION_IDS.emmaDental)).toEqual({
      monthly_cost: 14.2,
      employer_monthly_cost: 7.1,
    });
  });

  it("refuses another client's employee, a non-administrator and a read-only act-as session, changing nothing", async () => {
    const alex = (await signIn('alex.admin@acme.test')).access_token;
    const emma = (await signIn('emma.employee@acme.test')).access_token;
    const { life } = await staleLifeAssurance(alex);
    const gina = { client_id: ACME, employee_id: GINA, selection_id: SELECTION_IDS.ginaPension };
    const ginaBefore = await storedCost(SELECTION_IDS.ginaPension);
    const lifeBefore = await storedCost(life.id);
    const before = await recalculations();

    // Gina is Globex's: not found as Acme's, and Globex is not Alex's to administer.
    expect((await sendJson('POST', COSTS, gina, alex)).status).toBe(404);
    expect((await sendJson('POST', COSTS, { ...gina, client_id: GLOBEX }, alex)).status).toBe(403);
    // An Acme selection named with another Acme employee is not theirs.
    expect(
      (await sendJson('POST', COSTS, { client_id: ACME, employee_id: EMMA, selection_id: life.id }, alex))
        .status,
    ).toBe(404);
    const own = { client_id: ACME, employee_id: STALE, selection_id: life.id };
    const refused = await sendJson('POST', COSTS, own, emma);
    expect(refused.status).toBe(403);
    const support = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    const readOnly = await callAs(support.access_token, COSTS, {
      method: 'POST',
      body: own,
      headers: masqueradeHeaders(ALEX),
    });
    expect(readOnly.status).toBe(403);

    expect(await storedCost(SELECTION_IDS.ginaPension)).toEqual(ginaBefore);
    expect(await storedCost(life.id)).toEqual(lifeBefore);
    expect(await recalculations()).toBe(before);
  });

  it('refuses an ended selection and a body that names no ids', async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const ended = await env.REF_DB.prepare(
      `SELECT s.id, s.user_id FROM selections s JOIN users u ON u.id = s.user_id
       WHERE u.client_id = ?1 AND s.status = 'opted-out' ORDER BY s.id LIMIT 1`,
    )
      .bind(ACME)
      .first<{ id: number; user_id: number }>();
    const response = await sendJson(
      'POST',
      COSTS,
      { client_id: ACME, employee_id: ended?.user_id, selection_id: ended?.id },
      access_token,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { message: 'Only a live selection or one awaiting approval can be recalculated' },
    });
    for (const body of [{}, { client_id: 'acme', employee_id: STALE, selection_id: 1 }, []]) {
      expect((await sendJson('POST', COSTS, body, access_token)).status, JSON.stringify(body)).toBe(422);
    }
  });
});
