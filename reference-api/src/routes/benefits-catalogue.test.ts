import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';
import type { BenefitDetailBody, BenefitSummaryBody } from '../presenters/benefit-body.ts';
import type { SelectionBody } from '../presenters/selection-body.ts';

// Read-only calls: nothing here changes the seeded data, so the tests share it.

const ACME_CATALOGUE = [
  [5201, 'Private Medical Insurance', 'medical'],
  [5202, 'Dental Cover', 'dental'],
  [5203, 'Gym Membership', 'gym'],
  [5204, 'Cycle to Work', 'cycle'],
  [5205, 'Pension', 'pension'],
  [5206, 'Life Assurance', 'life'],
  [5207, 'Travel Insurance', 'travel'],
  [5208, 'Will Writing', 'will'],
  [5209, 'Health Cash Plan', 'cash'],
  [5210, 'Buy Annual Leave', 'annual-leave'],
  [5211, 'Personal Accident Cover', 'accident'],
  [5212, 'Acme Rewards Card', 'ccv'],
  [5213, 'Employee Assistance Programme', 'wellbeing'],
];

type WithSelection = { benefit: BenefitDetailBody; selection: SelectionBody | null };

async function tokenOf(email: string): Promise<string> {
  return (await signIn(email)).access_token;
}

describe('GET /v2/benefits/user/eligible', () => {
  it("answers Emma with acme's whole catalogue, in order, as BenefitSummary", async () => {
    const benefits = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(benefits.map((benefit) => [benefit.benefit_id, benefit.name, benefit.icon])).toEqual(
      ACME_CATALOGUE,
    );
    expect(benefits[1]).toEqual({
      benefit_id: 5202,
      name: 'Dental Cover',
      summary: expect.any(String),
      icon: 'dental',
      icon_url: null,
      group_code: 'dental',
      provider_name: 'BrightSmile Dental Plans',
      beam_supported: false,
      requires_approval: false,
      monthly_cost: 14.2,
      employer_monthly_cost: 7.1,
      tax_flags: ['salary-sac', 'tax-savings'],
    });
    const byId = new Map(benefits.map((benefit) => [benefit.benefit_id, benefit]));
    expect(byId.get(5204)).toMatchObject({ requires_approval: true });
    expect(byId.get(5206)).toMatchObject({ beam_supported: true });
    expect(byId.get(5208)).toMatchObject({ monthly_cost: 'TBC' });
    expect(byId.get(5212)).toMatchObject({ group_code: 'ccv' });
  });

  it('answers Piotr, on probation, with only the benefits open during probation', async () => {
    const token = await tokenOf('piotr.probation@acme.test');

    const benefits = await getJson<BenefitSummaryBody[]>('/v2/benefits/user/eligible', token);

    expect(benefits.map((benefit) => benefit.name)).toEqual([
      'Pension',
      'Will Writing',
      'Employee Assistance Programme',
    ]);
    expect(await getJson('/v2/user', token)).toMatchObject({ on_probation: true });
  });

  it('answers Liam, who has left with vouchers, with the voucher card only', async () => {
    const benefits = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible',
      await tokenOf('liam.leaver@acme.test'),
    );

    expect(benefits.map((benefit) => [benefit.name, benefit.group_code])).toEqual([
      ['Acme Rewards Card', 'ccv'],
    ]);
  });

  it("answers each other client's people with their own client's catalogue", async () => {
    const globex = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible',
      await tokenOf('gus.admin@globex.test'),
    );
    const c8 = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible',
      await tokenOf('demo.employee@c8.test'),
    );

    expect(globex.map((benefit) => benefit.benefit_id)).toEqual([5301, 5302, 5303, 5304, 5305, 5306]);
    expect(c8.map((benefit) => benefit.benefit_id)).toEqual([5101, 5102, 5103]);
  });

  it('answers support staff, who belong to no client, with no benefits', async () => {
    expect(await getJson('/v2/benefits/user/eligible', await tokenOf('sam.support@c8.test'))).toEqual([]);
  });
});

describe('GET /v2/user/selections', () => {
  it('answers Emma with her live, awaiting and opted-out selections and what each offers', async () => {
    const selections = await getJson<SelectionBody[]>(
      '/v2/user/selections',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(selections).toEqual([
      {
        selection_id: 6001,
        benefit_id: 5202,
        status: 'live',
        status_label: 'Live',
        value: null,
        partner_value: null,
        monthly_cost: 14.2,
        employer_monthly_cost: 7.1,
        people_covered: ['Emma Fielding', 'James Fielding', 'Isla Fielding'],
        plan_details: expect.any(String),
        start_date: '2026-01-01',
        end_date: null,
        // Her dental cover costs £21.30 a month in all, and is in force as it stands (decision 074).
        costs_summary_for_monthly_cost_section: { employee: 14.2, employer: 7.1, total: 21.3 },
        field_status: { monthly_cost: 'in-force' },
        cta: { type: 'manage', label: 'Manage' },
        edit_fields: [],
        temporary_selection: null,
        created_at: '2025-12-08T10:15:00.000Z',
      },
      expect.objectContaining({
        selection_id: 6003,
        benefit_id: 5203,
        status: 'opted-out',
        status_label: 'Opted out',
        end_date: '2026-03-31',
        field_status: { monthly_cost: 'ended' },
        cta: { type: 'reapply', label: 'Reapply' },
        edit_fields: [],
      }),
      expect.objectContaining({
        selection_id: 6002,
        benefit_id: 5204,
        status: 'awaiting-approval',
        status_label: 'Awaiting approval',
        value: 1200,
        monthly_cost: null,
        // Costs to be confirmed have no total; nothing of it is in force before the employer approves.
        costs_summary_for_monthly_cost_section: { employee: null, employer: null, total: null },
        field_status: { value: 'awaiting-approval', monthly_cost: 'awaiting-approval' },
        cta: { type: 'manage', label: 'Manage' },
        edit_fields: [
          {
            name: 'value',
            label: 'Bike and equipment value (£)',
            minimum: 100,
            maximum: 2500,
            step_size: 1,
            validation_message: 'Please enter a value between 100 and 2500, in steps of 1',
          },
        ],
      }),
    ]);
  });

  it('answers someone without selections with none', async () => {
    expect(await getJson('/v2/user/selections', await tokenOf('piotr.probation@acme.test'))).toEqual([]);
  });
});

describe('GET /v1/benefit/{id}/with-selection', () => {
  it("describes Life Assurance's limits, free cover and value label, with no selection of Emma's", async () => {
    const { benefit, selection } = await getJson<WithSelection>(
      '/v1/benefit/5206/with-selection',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(selection).toBeNull();
    expect(benefit).toMatchObject({
      benefit_id: 5206,
      name: 'Life Assurance',
      beam_supported: true,
      description: expect.stringContaining('<p>'),
      value_limits: { min: 10000, max: 500000, step: 1000 },
      partner_value_limits: { min: 0, max: 250000, step: 1000 },
      value_label: 'Cover amount (£)',
      free_cover_cap: 50000,
      terms: null,
      terms_accepted: true,
      has_statements: false,
      medical_questions: [],
    });
  });

  it("shows Emma's live Dental selection and that it has statements", async () => {
    const { benefit, selection } = await getJson<WithSelection>(
      '/v1/benefit/5202/with-selection',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(benefit).toMatchObject({ has_statements: true, value_limits: null, value_label: null });
    expect(selection).toMatchObject({ selection_id: 6001, status: 'live' });
  });

  it('fills in the maximum of a benefit that sets none, and lists medical questions', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const pension = await getJson<WithSelection>('/v1/benefit/5205/with-selection', token);
    const medical = await getJson<WithSelection>('/v1/benefit/5201/with-selection', token);

    expect(pension.benefit.value_limits).toEqual({ min: 10, max: 999999.9, step: 1 });
    expect(medical.benefit.medical_questions).toEqual([
      { id: 5701, question: expect.any(String) },
      { id: 5702, question: expect.any(String) },
    ]);
  });

  it.each([
    ['a benefit of another client', 'emma.employee@acme.test', '5301'],
    ['a benefit not open during probation', 'piotr.probation@acme.test', '5202'],
    ['a benefit of a voucher-only person', 'liam.leaver@acme.test', '5202'],
    ['a benefit that does not exist', 'emma.employee@acme.test', '9999'],
    ['an id that is not a number', 'emma.employee@acme.test', 'dental'],
  ])('answers 404 Benefit not found for %s', async (_case, email, id) => {
    const response = await getWithToken(`/v1/benefit/${id}/with-selection`, await tokenOf(email));

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'Benefit not found' } });
  });
});

describe('GET /v1/benefit/{id}/related_FAQ and related_benefits', () => {
  it("answers a benefit's FAQs in order, and none for a benefit without", async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const life = await getJson<{ question: string; answer: string }[]>('/v1/benefit/5206/related_FAQ', token);

    expect(life.map((faq) => faq.question)).toEqual(['What is free cover?', 'Who receives the payment?']);
    expect(Object.keys(life[0] ?? {})).toEqual(['question', 'answer']);
    expect(await getJson('/v1/benefit/5203/related_FAQ', token)).toEqual([]);
  });

  it('answers the related benefits the person is eligible for, in order', async () => {
    const emma = await getJson<BenefitSummaryBody[]>(
      '/v1/benefit/5205/related_benefits',
      await tokenOf('emma.employee@acme.test'),
    );
    const piotr = await getJson<BenefitSummaryBody[]>(
      '/v1/benefit/5205/related_benefits',
      await tokenOf('piotr.probation@acme.test'),
    );

    expect(emma.map((benefit) => benefit.name)).toEqual(['Life Assurance', 'Will Writing']);
    expect(piotr.map((benefit) => benefit.name)).toEqual(['Will Writing']);
  });

  it('answers 404 for a benefit the person is not eligible for', async () => {
    const token = await tokenOf('piotr.probation@acme.test');

    expect((await getWithToken('/v1/benefit/5206/related_FAQ', token)).status).toBe(404);
    expect((await getWithToken('/v1/benefit/5206/related_benefits', token)).status).toBe(404);
  });
});

describe('GET /v1/benefit-group/{groupCode}/contributions', () => {
  it("answers Emma's Dental statements, January to October 2026, employee and employer", async () => {
    const statements = await getJson<unknown[]>(
      '/v1/benefit-group/dental/contributions',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(statements).toHaveLength(10);
    expect(statements[0]).toEqual({
      month: 1,
      year: 2026,
      employeeContribution: 14.2,
      employerContribution: 7.1,
    });
    expect(statements.map((line) => (line as { month: number }).month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('answers no statements for a group the person has none in, or for someone else', async () => {
    expect(
      await getJson('/v1/benefit-group/gym/contributions', await tokenOf('emma.employee@acme.test')),
    ).toEqual([]);
    expect(
      await getJson('/v1/benefit-group/dental/contributions', await tokenOf('alex.admin@acme.test')),
    ).toEqual([]);
  });
});

describe('GET /v2/ccv/balance', () => {
  it("answers Liam's voucher balance and when it was last paid into", async () => {
    expect(await getJson('/v2/ccv/balance', await tokenOf('liam.leaver@acme.test'))).toEqual({
      balance: 120.5,
      last_payment_date: '2026-10-28',
    });
  });

  it('answers a zero balance never paid into for someone without vouchers', async () => {
    expect(await getJson('/v2/ccv/balance', await tokenOf('emma.employee@acme.test'))).toEqual({
      balance: 0,
      last_payment_date: null,
    });
  });
});

describe('the benefits calls without a bearer token', () => {
  it.each([
    ['GET', '/v2/benefits/user/eligible'],
    ['GET', '/v2/user/selections'],
    ['POST', '/v2/benefit/5206/cost'],
    ['GET', '/v2/ccv/balance'],
    ['GET', '/v1/benefit/5206/with-selection'],
    ['GET', '/v1/benefit/5206/related_FAQ'],
    ['GET', '/v1/benefit/5206/related_benefits'],
    ['POST', '/v1/benefit/5206/selection'],
    ['PATCH', '/v1/selection/6001'],
    ['POST', '/v1/benefit/5207/terms/5501/accept'],
    ['GET', '/v1/benefit-group/dental/contributions'],
  ])('%s %s answers 401', async (method, path) => {
    const response = await callReferenceApi(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });

    expect(response.status).toBe(401);
  });
});
