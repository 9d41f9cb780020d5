import { describe, expect, it } from 'vitest';
import { TAX_FLAG_TEXTS } from '#contract/benefit-rules';
import type { BenefitFilters, BenefitsOverview } from '#contract/benefits';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { SESSION_COOKIE_NAME } from '../session/session-policy';

// My benefits' filters (docs/decisions/044): the upstream's /benefits/filters, and the overview
// narrowed by the upstream's own rules.

let lastOctet = 0;
async function signedIn(email = 'emma.employee@acme.test', portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.10.${++lastOctet}` });
  expect(await (await client.login(email)).json()).toMatchObject({ outcome: 'signed-in' });
  return { portal, client };
}

const names = (overview: BenefitsOverview) => overview.benefits.map((benefit) => benefit.name);

describe('GET /api/benefits/filters', () => {
  it("offers Emma acme's categories with counts, and the tax treatments in the portal's words", async () => {
    const { client } = await signedIn();

    const response = await client.call('/api/benefits/filters');
    const filters = (await response.json()) as BenefitFilters;

    expect(response.status).toBe(200);
    expect(filters.categories).toEqual([
      { value: 'health', label: 'Health and wellbeing', count: 4 },
      { value: 'protection', label: 'Insurance and protection', count: 3 },
      { value: 'money', label: 'Money and savings', count: 3 },
      { value: 'lifestyle', label: 'Lifestyle and time off', count: 3 },
    ]);
    expect(filters.taxFlags).toEqual([
      { value: 'salary-sac', label: TAX_FLAG_TEXTS['salary-sac'], count: 7 },
      { value: 'tax-savings', label: TAX_FLAG_TEXTS['tax-savings'], count: 3 },
      { value: 'ni', label: TAX_FLAG_TEXTS.ni, count: 3 },
      { value: 'p11d', label: TAX_FLAG_TEXTS.p11d, count: 2 },
      { value: 'benefit-fund', label: TAX_FLAG_TEXTS['benefit-fund'], count: 2 },
    ]);
  });

  it('leaves out a tax treatment or category the portal could not send back', async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        request.url.endsWith('/benefits/filters')
          ? Response.json({
              filters: [
                {
                  name: 'category',
                  label: 'Category',
                  options: [
                    { value: 'health', label: 'Health', count: 1 },
                    { value: 'Health & Care', label: 'Bad', count: 1 },
                  ],
                },
                { name: 'tax_flag', label: 'Tax', options: [{ value: 'vat', label: 'VAT', count: 1 }] },
                { name: 'provider', label: 'Provider', options: [{ value: 'x', label: 'X', count: 1 }] },
              ],
            })
          : undefined,
    });
    const { client } = await signedIn(undefined, portal);

    const filters = (await (await client.call('/api/benefits/filters')).json()) as BenefitFilters;

    expect(filters).toEqual({ categories: [{ value: 'health', label: 'Health', count: 1 }], taxFlags: [] });
  });
});

describe('GET /api/benefits with filters', () => {
  it('narrows the overview to a category and a tax treatment, keeping the selections', async () => {
    const { client } = await signedIn();

    const health = (await (await client.call('/api/benefits?category=health')).json()) as BenefitsOverview;
    const both = (await (
      await client.call('/api/benefits?category=health&taxFlag=p11d')
    ).json()) as BenefitsOverview;
    const none = (await (
      await client.call('/api/benefits?category=protection&taxFlag=p11d')
    ).json()) as BenefitsOverview;

    expect(names(health)).toEqual([
      'Private Medical Insurance',
      'Dental Cover',
      'Health Cash Plan',
      'Employee Assistance Programme',
    ]);
    expect(health.selections.length).toBeGreaterThan(0);
    expect(names(both)).toEqual(['Private Medical Insurance', 'Health Cash Plan']);
    expect(none.benefits).toEqual([]);
  });

  it('asks the upstream with its own names for the filters', async () => {
    const { portal, client } = await signedIn();

    await client.call('/api/benefits?category=money&taxFlag=salary-sac');

    const eligible = portal.upstreamRequests.find((request) =>
      request.url.includes('/benefits/user/eligible'),
    );
    expect(new URL(eligible?.url ?? 'http://x').search).toBe('?category=money&tax_flag=salary-sac');
  });

  it('refuses a tax treatment the portal does not know, or a category it could not send, with 400', async () => {
    const { portal, client } = await signedIn();
    const before = portal.upstreamCalls.length;

    const taxFlag = await client.call('/api/benefits?taxFlag=vat');
    const category = await client.call('/api/benefits?category=..%2Fuser');

    expect(taxFlag.status).toBe(400);
    expect(category.status).toBe(400);
    expect(portal.upstreamCalls.slice(before)).toEqual([]);
  });

  it("passes on the upstream's refusal of a category it does not have", async () => {
    const { client } = await signedIn();

    const response = await client.call('/api/benefits?category=pets');

    expect(response.status).toBe(422);
  });
});

describe('the streamed My benefits page', () => {
  it('shows the lists the address filters, with the filters chosen, in its HTML', {
    timeout: 30_000,
  }, async () => {
    const { portal, client } = await signedIn();
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookie}`;

    const response = await portal.fetch(
      'http://acme.localhost:8787/app/my-benefits/?category=health&tax=p11d',
      {
        headers: { cookie },
      },
    );
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('Health Cash Plan');
    expect(html).toContain('Private Medical Insurance');
    expect(html).not.toContain('Gym Membership');
    expect(html).toMatch(/<option value="health" selected="">Health and wellbeing \(4\)<\/option>/);
    expect(html).toContain('src="/api/benefits/5209/icon"');
    expect(html).toContain('aria-label="Taxable benefit in kind (P11D)"');
  });
});
