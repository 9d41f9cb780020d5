import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';

type Summary = {
  year: number;
  total_value: number;
  employee_contributions: number;
  employer_contributions: number;
  benefit_count: number;
  hide_totals: boolean;
};
type BenefitValue = {
  benefit_id: number;
  name: string;
  icon: string;
  employee_value: number;
  employer_value: number;
  total_value: number;
};
type Data = {
  year: number;
  mode: string;
  benefits: BenefitValue[];
  months?: { month: number; employee: number; employer: number }[];
};

const EMMA = 1001;
const DENTAL = 5202;
const GYM = 5203;

async function emmaToken(): Promise<string> {
  return (await signIn('emma.employee@acme.test')).access_token;
}

describe('GET /v2/user/total-benefits/summary', () => {
  it("adds up Emma's 2026: dental's ten statement lines and two projected months, gym's three months", async () => {
    // Dental: 12 x £14.20 / £7.10 (Jan-Oct from statements, Nov-Dec at the selection's costs).
    // Gym (opted out at the end of March): 3 x £29.99 / £10.00. Cycle to Work awaits approval: nothing.
    expect(await getJson<Summary>('/v2/user/total-benefits/summary?year=2026', await emmaToken())).toEqual({
      year: 2026,
      total_value: 375.57,
      employee_contributions: 260.37,
      employer_contributions: 115.2,
      benefit_count: 2,
      hide_totals: false,
    });
  });

  it('is all zeros for a year without cover', async () => {
    expect(
      await getJson<Summary>('/v2/user/total-benefits/summary?year=2024', await emmaToken()),
    ).toMatchObject({
      year: 2024,
      total_value: 0,
      benefit_count: 0,
    });
  });

  it("carries the client's hide-totals flag: globex hides them", async () => {
    const token = (await signIn('gus.admin@globex.test')).access_token;
    expect(await getJson<Summary>('/v2/user/total-benefits/summary?year=2026', token)).toMatchObject({
      hide_totals: true,
      benefit_count: 0,
    });
  });

  it('needs a bearer token and refuses a year out of range', async () => {
    expect((await callReferenceApi('/v2/user/total-benefits/summary?year=2026')).status).toBe(401);
    const token = await emmaToken();
    for (const year of ['1999', '2101', 'soon', '2026.5']) {
      const response = await getWithToken(`/v2/user/total-benefits/summary?year=${year}`, token);
      expect(response.status, year).toBe(422);
    }
  });
});

describe('GET /v2/user/total-benefits/data', () => {
  it("values each of Emma's benefits for the year, in catalogue order, without months", async () => {
    const data = await getJson<Data>('/v2/user/total-benefits/data?year=2026&mode=year', await emmaToken());
    expect(data).toEqual({
      year: 2026,
      mode: 'year',
      benefits: [
        {
          benefit_id: DENTAL,
          name: 'Dental Cover',
          icon: 'dental',
          employee_value: 170.4,
          employer_value: 85.2,
          total_value: 255.6,
        },
        {
          benefit_id: GYM,
          name: 'Gym Membership',
          icon: 'gym',
          employee_value: 89.97,
          employer_value: 30,
          total_value: 119.97,
        },
      ],
    });
  });

  it('gives twelve months in monthly mode, gym only in the first quarter', async () => {
    const data = await getJson<Data>(
      '/v2/user/total-benefits/data?year=2026&mode=monthly',
      await emmaToken(),
    );
    expect(data.months).toHaveLength(12);
    expect(data.months?.[0]).toEqual({ month: 1, employee: 44.19, employer: 17.1 });
    expect(data.months?.[3]).toEqual({ month: 4, employee: 14.2, employer: 7.1 });
    expect(data.months?.[11]).toEqual({ month: 12, employee: 14.2, employer: 7.1 });
  });

  it('takes a statement line over the selection cost, and counts a same-month reapply once', async () => {
    const token = await emmaToken();
    // Payroll ran for gym in February at a different price than the selection says.
    await env.REF_DB.prepare(
      `INSERT INTO benefit_contributions (user_id, group_code, year, month, employee_contribution, employer_contribution)
       VALUES (?1, 'gym', 2026, 2, 25, 12)`,
    )
      .bind(EMMA)
      .run();
    // Reapplied in March, the month the old gym selection ended, at the same costs.
    await env.REF_DB.prepare(
      `INSERT INTO selections (user_id, benefit_id, status, monthly_cost, employer_monthly_cost, start_date, created_at)
       VALUES (?1, ?2, 'live', 29.99, 10, '2026-03-20', '2026-03-20T09:00:00.000Z')`,
    )
      .bind(EMMA, GYM)
      .run();
    const data = await getJson<Data>('/v2/user/total-benefits/data?year=2026', token);
    const gym = data.benefits.find((benefit) => benefit.benefit_id === GYM);
    // Jan, Mar..Dec at £29.99 / £10 (11 months) plus February's statement line.
    expect(gym).toMatchObject({ employee_value: 354.89, employer_value: 122 });
  });

  it('refuses an unknown mode', async () => {
    const response = await getWithToken(
      '/v2/user/total-benefits/data?year=2026&mode=weekly',
      await emmaToken(),
    );
    expect(response.status).toBe(422);
  });
});
