import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type {
  TotalBenefitsCard,
  TotalBenefitsData,
  TotalBenefitsPage,
  TotalBenefitsSummary,
} from '#contract/total-benefits';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-texts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const MID_2026 = Date.UTC(2026, 5, 15, 12);

let lastOctet = 0;
async function signedIn(email: string, portal = createTestPortal({ startAt: MID_2026 })) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.9.${++lastOctet}` });
  expect(await (await client.login(email)).json()).toMatchObject({ outcome: 'signed-in' });
  return { portal, client };
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

type Expected = { benefitId: number; name: string; employee: number; employer: number };

/**
 * Decision 018's rule, written again here in plain TypeScript over the raw rows, so the test does not
 * just repeat the reference API's SQL: each month a benefit's newest live (or since opted-out)
 * selection covers counts its group's statement line (taken by the group's first benefit) or else
 * the selection's costs.
 */
async function expectedFromDatabase(userId: number, year: number): Promise<Expected[]> {
  const { results: selections } = await env.REF_DB.prepare(
    `SELECT s.id, s.benefit_id, s.monthly_cost, s.employer_monthly_cost, s.start_date, s.end_date,
            b.name, b.group_code, b.position
     FROM selections s JOIN benefits b ON b.id = s.benefit_id
     WHERE s.user_id = ?1 AND s.status IN ('live', 'opted-out') AND s.start_date IS NOT NULL`,
  )
    .bind(userId)
    .all<{
      id: number;
      benefit_id: number;
      monthly_cost: number | string | null;
      employer_monthly_cost: number | string | null;
      start_date: string;
      end_date: string | null;
      name: string;
      group_code: string;
      position: number;
    }>();
  const { results: lines } = await env.REF_DB.prepare(
    'SELECT group_code, month, employee_contribution, employer_contribution FROM benefit_contributions WHERE user_id = ?1 AND year = ?2',
  )
    .bind(userId, year)
    .all<{
      group_code: string;
      month: number;
      employee_contribution: number;
      employer_contribution: number;
    }>();
  const money = (value: number | string | null) => (typeof value === 'number' ? value : 0);
  const totals = new Map<number, Expected & { position: number }>();
  for (let month = 1; month <= 12; month++) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const newestByBenefit = new Map<number, (typeof selections)[number]>();
    for (const selection of selections) {
      if (selection.start_date > last || (selection.end_date !== null && selection.end_date < first))
        continue;
      const known = newestByBenefit.get(selection.benefit_id);
      if (!known || known.id < selection.id) newestByBenefit.set(selection.benefit_id, selection);
    }
    const byPosition = [...newestByBenefit.values()].sort((a, b) => a.position - b.position);
    const groupsTaken = new Set<string>();
    for (const selection of byPosition) {
      const line = lines.find((row) => row.group_code === selection.group_code && row.month === month);
      const takesLine = line !== undefined && !groupsTaken.has(selection.group_code);
      if (line) groupsTaken.add(selection.group_code);
      const employee = line ? (takesLine ? line.employee_contribution : 0) : money(selection.monthly_cost);
      const employer = line
        ? takesLine
          ? line.employer_contribution
          : 0
        : money(selection.employer_monthly_cost);
      const total = totals.get(selection.benefit_id) ?? {
        benefitId: selection.benefit_id,
        name: selection.name,
        position: selection.position,
        employee: 0,
        employer: 0,
      };
      total.employee += employee;
      total.employer += employer;
      totals.set(selection.benefit_id, total);
    }
  }
  const pence = (amount: number) => Math.round(amount * 100) / 100;
  return [...totals.values()]
    .sort((a, b) => a.position - b.position)
    .map(({ benefitId, name, employee, employer }) => ({
      benefitId,
      name,
      employee: pence(employee),
      employer: pence(employer),
    }));
}

describe('the total benefits summary', () => {
  it("gives Emma's 2026 totals as the database adds them up", async () => {
    const { client } = await signedIn(EMMA);
    const expected = await expectedFromDatabase(EMMA_ID, 2026);
    expect(expected.length).toBeGreaterThan(0);
    const employee = expected.reduce((sum, benefit) => sum + benefit.employee, 0);
    const employer = expected.reduce((sum, benefit) => sum + benefit.employer, 0);
    const summary = await json<TotalBenefitsSummary>(
      await client.call('/api/total-benefits/summary?year=2026'),
    );
    expect(summary).toEqual({
      year: 2026,
      totalValue: expect.closeTo(employee + employer, 2),
      employeeContributions: expect.closeTo(employee, 2),
      employerContributions: expect.closeTo(employer, 2),
      benefitCount: expected.length,
      hideTotals: false,
    });
  });

  it("asks for the Worker clock's year when none is given", async () => {
    const { client, portal } = await signedIn(EMMA);
    const summary = await json<TotalBenefitsSummary>(await client.call('/api/total-benefits/summary'));
    expect(summary.year).toBe(2026);
    expect(portal.upstreamCalls.at(-1)).toBe('/v2/user/total-benefits/summary');
    const later = await signedIn(EMMA, createTestPortal({ startAt: Date.UTC(2027, 0, 2) }));
    expect(
      (await json<TotalBenefitsSummary>(await later.client.call('/api/total-benefits/summary'))).year,
    ).toBe(2027);
  });

  it('retries once when the upstream fails, and answers with the second try', async () => {
    let failures = 0;
    const portal = createTestPortal({
      startAt: MID_2026,
      interceptUpstream: (request) => {
        if (!new URL(request.url).pathname.endsWith('/total-benefits/summary') || failures > 0)
          return undefined;
        failures++;
        return Response.json({ error: { message: 'Service unavailable' } }, { status: 503 });
      },
    });
    const { client } = await signedIn(EMMA, portal);
    const summary = await json<TotalBenefitsSummary>(
      await client.call('/api/total-benefits/summary?year=2026'),
    );
    expect(summary.benefitCount).toBeGreaterThan(0);
    expect(portal.upstreamCalls.filter((path) => path.endsWith('/total-benefits/summary'))).toHaveLength(2);
  });

  it('gives up after the one retry with the spec 8 text', async () => {
    const portal = createTestPortal({
      startAt: MID_2026,
      interceptUpstream: (request) =>
        new URL(request.url).pathname.endsWith('/total-benefits/summary')
          ? new Response('upstream down', { status: 500 })
          : undefined,
    });
    const { client } = await signedIn(EMMA, portal);
    const response = await client.call('/api/total-benefits/summary?year=2026');
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      TOTAL_BENEFITS_TEXTS.failed,
    );
    expect(portal.upstreamCalls.filter((path) => path.endsWith('/total-benefits/summary'))).toHaveLength(2);
  });

  it('does not retry the data call', async () => {
    const portal = createTestPortal({
      startAt: MID_2026,
      interceptUpstream: (request) =>
        new URL(request.url).pathname.endsWith('/total-benefits/data')
          ? new Response('upstream down', { status: 500 })
          : undefined,
    });
    const { client } = await signedIn(EMMA, portal);
    expect((await client.call('/api/total-benefits?year=2026')).status).toBe(502);
    expect(portal.upstreamCalls.filter((path) => path.endsWith('/total-benefits/data'))).toHaveLength(1);
  });
});

describe('the total benefits data', () => {
  it("values each of Emma's 2026 benefits as the database does, in camelCase", async () => {
    const { client } = await signedIn(EMMA);
    const expected = await expectedFromDatabase(EMMA_ID, 2026);
    const data = await json<TotalBenefitsData>(await client.call('/api/total-benefits?year=2026&mode=year'));
    expect(data.year).toBe(2026);
    expect(data.mode).toBe('year');
    expect(data.months).toBeUndefined();
    expect(
      data.benefits.map(({ benefitId, name, employeeValue, employerValue }) => ({
        benefitId,
        name,
        employee: employeeValue,
        employer: employerValue,
      })),
    ).toEqual(expected);
    for (const benefit of data.benefits) {
      expect(benefit.totalValue).toBeCloseTo(benefit.employeeValue + benefit.employerValue, 2);
    }
    expect(JSON.stringify(data)).not.toMatch(/"[a-z]+_[a-z_]+":/);
  });

  it('adds twelve months in monthly mode whose sums are the benefit values', async () => {
    const { client } = await signedIn(EMMA);
    const data = await json<TotalBenefitsData>(
      await client.call('/api/total-benefits?year=2026&mode=monthly'),
    );
    expect(data.months?.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const employee = data.months?.reduce((sum, month) => sum + month.employee, 0) ?? 0;
    expect(employee).toBeCloseTo(
      data.benefits.reduce((sum, benefit) => sum + benefit.employeeValue, 0),
      2,
    );
  });
});

describe('validation', () => {
  it.each([
    '/api/total-benefits/summary?year=1999',
    '/api/total-benefits/summary?year=2101',
    '/api/total-benefits/summary?year=twenty',
    '/api/total-benefits?year=2026.5',
    '/api/total-benefits?year=2026&mode=weekly',
    '/api/total-benefits/card?year=1999',
    '/api/total-benefits/page?year=next',
  ])('refuses %s with 400 before anything reaches the upstream', async (path) => {
    const { client, portal } = await signedIn(EMMA);
    const before = portal.upstreamCalls.length;
    expect((await client.call(path)).status).toBe(400);
    expect(portal.upstreamCalls.length).toBe(before);
  });

  it('needs someone signed in', async () => {
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: '198.18.9.250' });
    expect((await anonymous.call('/api/total-benefits/summary')).status).toBe(401);
  });
});

describe("the home's card (the mtb card call, decision 041)", () => {
  it("gives the Worker clock's year as the summary gives it, with acme's overview mode", async () => {
    const { client, portal } = await signedIn(EMMA);
    const card = await json<TotalBenefitsCard>(await client.call('/api/total-benefits/card'));
    expect(portal.upstreamCalls.at(-1)).toBe('/v2/user/selections/mtb/card');
    const summary = await json<TotalBenefitsSummary>(
      await client.call('/api/total-benefits/summary?year=2026'),
    );
    expect(card).toEqual({ ...summary, overviewMode: 'monthly' });
  });

  it("opens globex's plain overview and carries its hide-totals flag", async () => {
    const portal = createTestPortal({ startAt: MID_2026 });
    const client = createApiClient(portal, 'globex', { ip: '198.18.9.240' });
    expect(await (await client.login('gus.admin@globex.test')).json()).toMatchObject({
      outcome: 'signed-in',
    });
    const card = await json<TotalBenefitsCard>(await client.call('/api/total-benefits/card?year=2026'));
    expect(card).toMatchObject({ year: 2026, overviewMode: 'year', hideTotals: true });
  });

  it('answers a failing upstream with the spec 8 text, without retrying', async () => {
    const portal = createTestPortal({
      startAt: MID_2026,
      interceptUpstream: (request) =>
        new URL(request.url).pathname.endsWith('/mtb/card')
          ? new Response('down', { status: 500 })
          : undefined,
    });
    const { client } = await signedIn(EMMA, portal);
    const response = await client.call('/api/total-benefits/card');
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      TOTAL_BENEFITS_TEXTS.failed,
    );
    expect(portal.upstreamCalls.filter((path) => path.endsWith('/mtb/card'))).toHaveLength(1);
  });
});

describe("the overview's selections (the mtb page call, decision 041)", () => {
  it("lists the selections the database counted in Emma's 2026, in camelCase", async () => {
    const { client } = await signedIn(EMMA);
    const page = await json<TotalBenefitsPage>(await client.call('/api/total-benefits/page?year=2026'));
    const expected = await expectedFromDatabase(EMMA_ID, 2026);
    expect(page.year).toBe(2026);
    // The same benefits the figures count, each with the months it priced.
    expect(page.selections.map((selection) => selection.benefitId)).toEqual(
      expected.map((benefit) => benefit.benefitId),
    );
    expect(
      page.selections.map(({ name, status, months, endDate }) => ({ name, status, months, endDate })),
    ).toEqual([
      { name: 'Dental Cover', status: 'live', months: 12, endDate: null },
      { name: 'Gym Membership', status: 'opted-out', months: 3, endDate: '2026-03-31' },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/"[a-z]+_[a-z_]+":/);
  });
});
