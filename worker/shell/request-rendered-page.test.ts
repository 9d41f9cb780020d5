import { describe, expect, it } from 'vitest';
import { benefitPageQueryKey, claimsQueryKey } from '../contract/benefit-rules';
import type { Bootstrap } from '../contract/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '../contract/bootstrap-element';
import { ENGAGEMENT_QUERY_KEY } from '../contract/dashboard-query-keys';
import { totalBenefitsDataQueryKey, totalBenefitsSummaryQueryKey } from '../contract/total-benefits-rules';
import { createApiClient, createTestPortal } from '../test-support';

// docs/decisions/022-pages-rendered-on-request.md: a product page is rendered by the Worker with
// the SPA's own tree, from the answers of the portal's own routes, which go into the bootstrap.

const DENTAL = 5202;
let lastOctet = 0;

async function signedInAs(email: string) {
  const client = createApiClient(createTestPortal(), 'acme', { ip: `198.18.22.${++lastOctet}` });
  expect((await client.login(email)).status).toBe(200);
  return client;
}

function bootstrapOf(html: string): Bootstrap {
  const match = new RegExp(
    `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no bootstrap in the page');
  return JSON.parse(match[1]) as Bootstrap;
}

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>'));
}

describe('a product page rendered on request', () => {
  it("holds Emma's Dental Cover in the HTML and the answers it was rendered from in the bootstrap", async () => {
    const client = await signedInAs('emma.employee@acme.test');
    const response = await client.call(`/app/my-benefits/${DENTAL}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    // The paint-first shell: scripts load after the first paint, the page module's among them.
    expect(html).toContain('data-modules="/assets/index-test.js /assets/benefit-page-test.js"');
    const root = rootOf(html);
    expect(root).toContain('>Dental Cover</h1>');
    expect(root).toContain(
      'Cash back on check-ups, hygienist visits and treatment, for you and your family.',
    );
    expect(root).toContain('<li>Up to £750 a year towards fillings, crowns and root canal treatment</li>');
    const { preloadedQueries } = bootstrapOf(html);
    expect(preloadedQueries?.map((query) => query.key)).toEqual([
      [...benefitPageQueryKey(DENTAL)],
      [...claimsQueryKey(DENTAL)],
    ]);
    const [page] = preloadedQueries ?? [];
    expect(page?.data).toMatchObject({ benefit: { id: DENTAL, name: 'Dental Cover' } });
    // The same answer the SPA's own call gets.
    const api = await client.call(`/api/benefits/${DENTAL}`);
    expect(page?.data).toEqual(await api.json());
    // The first render in a test run transforms the SPA's modules on demand; a built Worker has them.
  }, 60_000);

  it('leaves a missing benefit to the browser, with nothing preloaded', async () => {
    const client = await signedInAs('emma.employee@acme.test');
    const html = await (await client.call('/app/my-benefits/999999')).text();
    expect(bootstrapOf(html).preloadedQueries).toBeUndefined();
    expect(rootOf(html)).toMatch(/^<div id="root"><\/div>/);
  });

  it('reads nothing for a visitor without a session: the SPA sends them to sign in', async () => {
    const visitor = createApiClient(createTestPortal(), 'acme', { ip: '198.18.22.200' });
    const html = await (await visitor.call(`/app/my-benefits/${DENTAL}`)).text();
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.session).toBeNull();
    expect(bootstrap.preloadedQueries).toBeUndefined();
    expect(rootOf(html)).not.toContain('Dental Cover');
  });

  it("holds Emma's 2026 total benefits, read for the year and mode in the URL", async () => {
    const client = await signedInAs('emma.employee@acme.test');
    const html = await (await client.call('/app/my-total-benefits/?year=2026')).text();
    const root = rootOf(html);
    expect(root).toContain('>My total benefits</h1>');
    expect(root).toContain('Dental Cover');
    expect(bootstrapOf(html).preloadedQueries?.map((query) => query.key)).toEqual([
      [...totalBenefitsSummaryQueryKey(2026)],
      [...totalBenefitsDataQueryKey(2026, 'year')],
    ]);
  }, 60_000);

  it('reads the enhanced page month by month unless the URL names a mode, and no year lets the Worker choose', async () => {
    const client = await signedInAs('emma.employee@acme.test');
    const html = await (await client.call('/app/my-total-benefits-enhanced/')).text();
    expect(bootstrapOf(html).preloadedQueries?.map((query) => query.key)).toEqual([
      [...totalBenefitsSummaryQueryKey(null)],
      [...totalBenefitsDataQueryKey(null, 'monthly')],
    ]);
    const yearly = await (await client.call('/app/my-total-benefits-enhanced/?mode=year')).text();
    expect(bootstrapOf(yearly).preloadedQueries?.[1]?.key).toEqual([
      ...totalBenefitsDataQueryKey(null, 'year'),
    ]);
  }, 60_000);

  it("holds Alex's engagement tables in the HTML; an employee gets nothing preloaded and the browser's Access Denied", async () => {
    const alex = await signedInAs('alex.admin@acme.test');
    const html = await (await alex.call('/app/dashboard/employee-engagement/')).text();
    expect(bootstrapOf(html).preloadedQueries?.map((query) => query.key)).toEqual([
      [...ENGAGEMENT_QUERY_KEY],
    ]);
    expect(rootOf(html)).toContain('<table');

    const emma = await signedInAs('emma.employee@acme.test');
    const refused = await (await emma.call('/app/dashboard/employee-engagement/')).text();
    expect(bootstrapOf(refused).preloadedQueries).toBeUndefined();
  }, 60_000);
});
