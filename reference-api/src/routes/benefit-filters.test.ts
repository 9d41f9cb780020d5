import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';
import type { BenefitSummaryBody } from '../presenters/benefit-body.ts';
import type { BenefitFiltersBody } from '../rules/benefit-filters.ts';

// Read-only calls on the seeded catalogue (docs/decisions/044).

async function tokenOf(email: string): Promise<string> {
  return (await signIn(email)).access_token;
}

const names = (benefits: BenefitSummaryBody[]) => benefits.map((benefit) => benefit.name);

describe('GET /v2/benefits/filters', () => {
  it("offers Emma the categories and tax treatments of acme's catalogue, with counts", async () => {
    const body = await getJson<BenefitFiltersBody>(
      '/v2/benefits/filters',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(body.filters).toEqual([
      {
        name: 'category',
        label: 'Category',
        options: [
          { value: 'health', label: 'Health and wellbeing', count: 4 },
          { value: 'protection', label: 'Insurance and protection', count: 3 },
          { value: 'money', label: 'Money and savings', count: 3 },
          { value: 'lifestyle', label: 'Lifestyle and time off', count: 3 },
        ],
      },
      {
        name: 'tax_flag',
        label: 'Tax treatment',
        options: [
          { value: 'salary-sac', label: 'Salary sacrifice', count: 7 },
          { value: 'tax-savings', label: 'Income tax savings', count: 3 },
          { value: 'ni', label: 'National Insurance savings', count: 3 },
          { value: 'p11d', label: 'Benefit in kind (P11D)', count: 2 },
          { value: 'benefit-fund', label: 'Benefit fund', count: 2 },
        ],
      },
    ]);
  });

  it('offers only what Piotr, on probation, can choose: no empty option', async () => {
    const body = await getJson<BenefitFiltersBody>(
      '/v2/benefits/filters',
      await tokenOf('piotr.probation@acme.test'),
    );

    // Pension, Will Writing and the Employee Assistance Programme.
    expect(body.filters[0]?.options).toEqual([
      { value: 'health', label: 'Health and wellbeing', count: 1 },
      { value: 'money', label: 'Money and savings', count: 2 },
    ]);
    expect(body.filters[1]?.options.map((option) => option.value)).toEqual([
      'salary-sac',
      'tax-savings',
      'ni',
    ]);
  });

  it('needs a signed-in person', async () => {
    expect((await callReferenceApi('/v2/benefits/filters')).status).toBe(401);
  });
});

describe('GET /v2/benefits/user/eligible with filters', () => {
  it('narrows to a category', async () => {
    const token = await tokenOf('emma.employee@acme.test');
    const health = await getJson<BenefitSummaryBody[]>('/v2/benefits/user/eligible?category=health', token);

    expect(names(health)).toEqual([
      'Private Medical Insurance',
      'Dental Cover',
      'Health Cash Plan',
      'Employee Assistance Programme',
    ]);
  });

  it('narrows to a category and a tax treatment together', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const both = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible?category=health&tax_flag=p11d',
      token,
    );
    const none = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible?category=protection&tax_flag=p11d',
      token,
    );

    expect(names(both)).toEqual(['Private Medical Insurance', 'Health Cash Plan']);
    expect(none).toEqual([]);
  });

  it('refuses a category or tax treatment it does not know with 422', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const category = await getWithToken('/v2/benefits/user/eligible?category=pets', token);
    const taxFlag = await getWithToken('/v2/benefits/user/eligible?tax_flag=vat', token);

    expect(category.status).toBe(422);
    expect(await category.json()).toEqual({ error: { message: 'There is no such benefit category' } });
    expect(taxFlag.status).toBe(422);
  });
});

describe('benefit icons by URL (docs/decisions/043)', () => {
  it("answers the Health Cash Plan's icon as an absolute address on this API's origin", async () => {
    const benefits = await getJson<BenefitSummaryBody[]>(
      '/v2/benefits/user/eligible',
      await tokenOf('emma.employee@acme.test'),
    );
    const byName = new Map(benefits.map((benefit) => [benefit.name, benefit]));

    expect(byName.get('Health Cash Plan')?.icon_url).toBe(
      'http://reference-api/v1/benefit-icons/kingsway-cash-plan.svg',
    );
    expect(byName.get('Dental Cover')?.icon_url).toBeNull();
  });

  it('serves the icon file as SVG without a token, and 404 for a file it does not have', async () => {
    const icon = await callReferenceApi('/v1/benefit-icons/kingsway-cash-plan.svg');
    const missing = await callReferenceApi('/v1/benefit-icons/toString');

    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('<svg');
    expect(missing.status).toBe(404);
  });
});
