import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BenefitsOverview } from '#contract/benefits';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { benefitIconCacheKey } from '../icons/benefit-icon-store';
import { FALLBACK_ICON_SVG } from '../icons/fallback-icon';

// GET /api/benefits/:benefitId/icon (docs/decisions/043) against the reference API, whose Health
// Cash Plan (5209) names an SVG file it serves itself; Dental Cover (5202) names none.

const HEALTH_CASH_PLAN = 5209;
const DENTAL = 5202;
const ICON_FILE = '/v1/benefit-icons/kingsway-cash-plan.svg';

let lastOctet = 0;
async function signedIn(portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.9.${++lastOctet}` });
  expect(await (await client.login('emma.employee@acme.test')).json()).toMatchObject({
    outcome: 'signed-in',
  });
  return { portal, client };
}

/** Every console line written while the test runs: the Worker's JSON log lines among them. */
let lines: string[] = [];
beforeEach(async () => {
  await Promise.all(
    [HEALTH_CASH_PLAN, DENTAL].map((id) => env.THEMES.delete(benefitIconCacheKey('acme', id))),
  );
  lines = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const fallbackLines = () =>
  lines.filter((line) => line.includes('"event":"benefit_icon_fallback"')).map((line) => JSON.parse(line));

describe('remote benefit icons', () => {
  it('tells the SPA which benefits have one, never the address', async () => {
    const { client } = await signedIn();
    const response = await client.call('/api/benefits');
    const text = await response.text();
    const overview = JSON.parse(text) as BenefitsOverview;

    expect(overview.benefits.find((benefit) => benefit.id === HEALTH_CASH_PLAN)?.remoteIcon).toBe(true);
    expect(overview.benefits.find((benefit) => benefit.id === DENTAL)?.remoteIcon).toBe(false);
    expect(text).not.toMatch(/benefit-icons|kingsway-cash-plan|iconUrl|icon_url/);
  });

  it('serves the icon made safe, fetched without the person’s token, cookie or headers', async () => {
    const { portal, client } = await signedIn();

    const response = await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`);
    const svg = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('x-benefit-icon')).toBe('remote');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48"/);
    expect(svg).toContain('fill="#F2A93B"');
    expect(svg).not.toMatch(/<\?xml|metadata|xmlns:xlink|data-name/);
    const iconRequest = portal.upstreamRequests.find((request) => request.url.endsWith(ICON_FILE));
    expect(iconRequest).toBeDefined();
    expect([...(iconRequest?.headers.keys() ?? [])].sort()).toEqual(['accept']);
    expect(fallbackLines()).toEqual([]);
  });

  it('keeps the icon in KV: the next request reads neither the benefit nor the file', async () => {
    const { portal, client } = await signedIn();
    await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`);
    const callsBefore = portal.upstreamCalls.length;

    const again = await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`);

    expect(again.headers.get('x-benefit-icon')).toBe('remote');
    expect(portal.upstreamCalls.slice(callsBefore)).toEqual([]);
    expect(await env.THEMES.get(benefitIconCacheKey('acme', HEALTH_CASH_PLAN))).toContain('<svg');
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0"/></svg>'],
    [
      'an external reference',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.test/a.svg#i"/></svg>',
    ],
    [
      'a url() paint',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.test/#p)"/></svg>',
    ],
    [
      'a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
    ],
  ])('answers the fallback icon and logs why when the file holds %s', async (_, dangerous) => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        request.url.endsWith(ICON_FILE)
          ? new Response(dangerous, { headers: { 'content-type': 'image/svg+xml' } })
          : undefined,
    });
    const { client } = await signedIn(portal);

    const response = await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`);

    expect(response.headers.get('x-benefit-icon')).toBe('fallback');
    expect(await response.text()).toBe(FALLBACK_ICON_SVG);
    expect(fallbackLines()).toEqual([
      expect.objectContaining({ level: 'warn', benefitId: HEALTH_CASH_PLAN, reason: 'unsafe' }),
    ]);
    expect(lines.join('\n')).not.toContain('kingsway-cash-plan');
  });

  it('answers the fallback icon and logs it when the file is missing', async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        request.url.endsWith(ICON_FILE) ? new Response('Not found', { status: 404 }) : undefined,
    });
    const { client } = await signedIn(portal);

    const response = await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`);

    expect(response.headers.get('x-benefit-icon')).toBe('fallback');
    expect(fallbackLines()).toEqual([
      expect.objectContaining({ benefitId: HEALTH_CASH_PLAN, reason: 'missing' }),
    ]);
  });

  it('answers the fallback icon for a benefit the upstream gives no icon address', async () => {
    const { client } = await signedIn();

    const response = await client.call(`/api/benefits/${DENTAL}/icon`);

    expect(response.headers.get('x-benefit-icon')).toBe('fallback');
    expect(fallbackLines()).toEqual([expect.objectContaining({ benefitId: DENTAL, reason: 'missing' })]);
  });

  it('refuses an address that is not https or the upstream’s own, without fetching it', async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        request.url.endsWith(`/benefit/${HEALTH_CASH_PLAN}/with-selection`)
          ? Response.json({ benefit: { icon_url: 'http://169.254.169.254/latest/meta-data' } })
          : undefined,
    });
    const { client } = await signedIn(portal);

    const response = await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`);

    expect(response.headers.get('x-benefit-icon')).toBe('fallback');
    expect(portal.upstreamCalls.some((path) => path.includes('meta-data'))).toBe(false);
    expect(fallbackLines()).toEqual([expect.objectContaining({ reason: 'refused_address' })]);
  });

  it('never fetches an address the request names: the route takes a benefit id only', async () => {
    const { portal, client } = await signedIn();

    await client.call(
      `/api/benefits/${HEALTH_CASH_PLAN}/icon?url=https://evil.test/x.svg&src=https://evil.test/`,
    );
    const other = await client.call('/api/benefits/https%3A%2F%2Fevil.test%2Fx.svg/icon');

    expect(portal.upstreamRequests.some((request) => request.url.includes('evil.test'))).toBe(false);
    expect(other.status).toBe(400);
  });

  it("answers 404 for a benefit that is not the person's client's", async () => {
    const { client } = await signedIn();

    // Globex's Gym Membership.
    const response = await client.call('/api/benefits/5304/icon');

    expect(response.status).toBe(404);
  });

  it('works as a same-origin image without the CSRF header, and from nowhere else', async () => {
    const { portal, client } = await signedIn();
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const imageFrom = (site: string) =>
      portal.fetch(`http://acme.localhost/api/benefits/${HEALTH_CASH_PLAN}/icon`, {
        headers: { cookie, 'sec-fetch-site': site, 'cf-connecting-ip': '198.18.9.250' },
      });

    expect((await imageFrom('same-origin')).status).toBe(200);
    expect((await imageFrom('cross-site')).status).toBe(403);
    expect((await imageFrom('same-site')).status).toBe(403);
  });

  it('needs a signed-in person', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '198.18.9.251' });

    expect((await client.call(`/api/benefits/${HEALTH_CASH_PLAN}/icon`)).status).toBe(401);
  });
});
