import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOLDER_ONLY_REFUSAL } from '#contract/act-as-rules';
import { CSRF_HEADER } from '#contract/csrf';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import type { ReportList } from '#contract/reporting';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { createApp } from '../../app';
import { FRAME_ONLY } from './voucher-management';

let lastOctet = 0;
const nextIp = () => `198.18.28.${++lastOctet}`;

async function signedIn(email: string, tenant = 'acme', portal = createTestPortal()) {
  const client = createApiClient(portal, tenant, { ip: nextIp() });
  expect((await client.login(email)).status, email).toBe(200);
  return { client, portal };
}

/** Sam's masquerade link for Alex (read-only unless `readOnly` is false), minted through the development helper and spent. */
async function samAsAlex(readOnly?: boolean) {
  const dev = createTestPortal({ development: true });
  const minted = await dev.fetch('http://localhost/__dev/masquerade-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'alex.admin@acme.test',
      schemeYear: 2026,
      ...(readOnly === undefined ? {} : { readOnly }),
    }),
  });
  const { url } = (await minted.json()) as { url: string };
  const match = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname);
  const portal = createTestPortal();
  const client = createApiClient(portal, 'acme', { ip: nextIp() });
  const signOn = await client.call('/api/auth/sso', {
    method: 'POST',
    body: { token: decodeURIComponent(match?.[1] ?? ''), schemeYear: Number(match?.[2]) },
  });
  expect(signOn.status).toBe(200);
  return { client, portal };
}

const PAYROLL_MARCH = 9103;
const LIFE_EVENTS_FEBRUARY = 9302;

describe('GET /api/employer/reports', () => {
  it("gives Alex acme's reports of a type by month, camelCased, and refuses an unknown type", async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const payroll = (await (await client.call('/api/employer/reports?type=payroll')).json()) as ReportList;
    expect(payroll).toMatchObject({ type: 'payroll', year: 2026, years: [2026] });
    expect(payroll.reports.map((report) => report.month)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(payroll.reports.find((report) => report.id === PAYROLL_MARCH)).toEqual({
      id: PAYROLL_MARCH,
      type: 'payroll',
      year: 2026,
      month: 3,
      label: 'Payroll report, March 2026',
      providerName: null,
      closedYear: null,
      fileName: 'payroll-report-2026-03.csv',
    });
    const providers = (await (
      await client.call('/api/employer/reports?type=provider&year=2026')
    ).json()) as ReportList;
    expect(providers.reports.every((report) => report.providerName !== null)).toBe(true);
    const lifeEvents = (await (
      await client.call('/api/employer/reports?type=lifeevent')
    ).json()) as ReportList;
    expect(lifeEvents.reports.every((report) => report.closedYear === false)).toBe(true);

    expect((await client.call('/api/employer/reports?type=salary')).status).toBe(400);
    expect((await client.call('/api/employer/reports')).status).toBe(400);
  });

  it('gives Gus (globex) an empty list when his client has no reports', async () => {
    // Globex has its own reports (decision 078): with them gone, it has none.
    await env.REF_DB.prepare('DELETE FROM reports WHERE client_id = 3').run();
    const { client } = await signedIn('gus.admin@globex.test', 'globex');
    const list = (await (await client.call('/api/employer/reports?type=payroll')).json()) as ReportList;
    expect(list).toEqual({ type: 'payroll', year: null, years: [], reports: [] });
  });
});

describe('report downloads', () => {
  it('sends one report as a CSV attachment named for its period, with its length and no caching', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const response = await client.call(`/api/employer/reports/${PAYROLL_MARCH}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="payroll-report-2026-03.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    const lines = strFromU8(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Employee ID,Employee name,Benefit,Employee deduction (GBP),Employer contribution (GBP)',
    );
    expect(lines).toContain('1001,Emma Fielding,Dental Cover,14.20,7.10');
    expect(lines.at(-1)?.startsWith('Total,,,')).toBe(true);
  });

  it('sends several reports as one zip that unpacks to their CSVs', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const response = await client.call(
      `/api/employer/reports/download?ids=${PAYROLL_MARCH},${LIFE_EVENTS_FEBRUARY}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reports.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'life-event-report-2026-02.csv',
      'payroll-report-2026-03.csv',
    ]);
    expect(strFromU8(files['life-event-report-2026-02.csv'] ?? new Uint8Array())).toContain(
      '1001,Emma Fielding',
    );
  });

  it('validates the ids before any upstream call, and passes on a report that is not found', async () => {
    const { client, portal } = await signedIn('alex.admin@acme.test');
    const before = portal.upstreamCalls.length;
    for (const path of [
      '/api/employer/reports/download',
      '/api/employer/reports/download?ids=',
      '/api/employer/reports/download?ids=1,,2',
      '/api/employer/reports/download?ids=../../x',
      `/api/employer/reports/download?ids=${Array.from({ length: 51 }, (_, index) => index + 1).join(',')}`,
      '/api/employer/reports/abc/download',
      '/api/employer/reports/0/download',
    ]) {
      expect((await client.call(path)).status, path).toBe(400);
    }
    expect(portal.upstreamCalls.length).toBe(before);
    expect((await client.call('/api/employer/reports/999999/download')).status).toBe(404);
  });

  it('streams the file: the browser gets the first bytes while the upstream is still sending', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = createApp({
      upstreamFetch: async (request) => {
        if (!new URL(request.url).pathname.endsWith('/download')) {
          if (!env.UPSTREAM) throw new Error('no reference API');
          return env.UPSTREAM.fetch(request);
        }
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('Employee ID,Employee name\r\n'));
            await released;
            controller.enqueue(encoder.encode('1001,Emma Fielding\r\n'));
            controller.close();
          },
        });
        return new Response(body, {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="slow.csv"' },
        });
      },
    });
    const portal = {
      ...createTestPortal(),
      // The app's answer as it comes: its body is not read here.
      fetch: (url: string, init?: RequestInit) =>
        Promise.resolve(app.fetch(new Request(url, init), env, createExecutionContext())),
    };
    const { client } = await signedIn('alex.admin@acme.test', 'acme', portal);
    const response = await client.call(`/api/employer/reports/${PAYROLL_MARCH}/download`);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="slow.csv"');
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('Employee ID,Employee name\r\n');
    release();
    let rest = '';
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('1001,Emma Fielding\r\n');
  });
});

const FRAME = '/api/employer/ccv/manage-frame';
/** What a browser sends when an iframe navigates (no script can set Sec-Fetch-* headers). */
const FRAME_NAVIGATION = { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' };

function tokenOf(location: string | null): string {
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('http://ccv.localhost:8787/manage-ccv');
  return url.searchParams.get('bearerToken') ?? '';
}

describe('GET /api/employer/ccv/manage-frame (voucher management)', () => {
  it("redirects Alex's frame to the card-value service's /manage-ccv with his live bearer token", async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const response = await client.call(FRAME, { headers: FRAME_NAVIGATION });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = tokenOf(response.headers.get('location'));
    expect(token.length).toBeGreaterThan(20);

    // The service (the reference API's stand-in, on its own origin in development) knows him by it.
    const service = createTestPortal({ development: true });
    const page = await service.fetch(
      `http://ccv.localhost:8787/manage-ccv?bearerToken=${encodeURIComponent(token)}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Alex Morgan');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:*');
    expect(page.headers.get('x-frame-options')).toBeNull();
  });

  it('refreshes an expired access token before handing it over', async () => {
    const { client, portal } = await signedIn('alex.admin@acme.test');
    const first = tokenOf((await client.call(FRAME, { headers: FRAME_NAVIGATION })).headers.get('location'));
    // The portal refreshes within ACCESS_TOKEN_REFRESH_MARGIN_MS of the token's end (15 minutes).
    portal.advanceSeconds(15 * 60);
    const second = tokenOf((await client.call(FRAME, { headers: FRAME_NAVIGATION })).headers.get('location'));
    expect(second).not.toBe(first);
  });

  it('opens only as a frame of this origin: not as a page, not from another site', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    expect((await client.call(FRAME, { headers: { 'sec-fetch-dest': 'document' } })).status).toBe(400);
    // A frame cannot send the CSRF header; the browser's Sec-Fetch-Site decides instead.
    const frameHeaders = { [CSRF_HEADER]: '', ...FRAME_NAVIGATION };
    expect(
      (await client.call(FRAME, { headers: { ...frameHeaders, 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(302);
    expect(
      (await client.call(FRAME, { headers: { ...frameHeaders, 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
  });

  it('hands the token to nothing but a frame navigation: a fetch, curl or a page gets no redirect', async () => {
    const { client, portal } = await signedIn('alex.admin@acme.test');
    const requests: Record<string, string>[] = [
      {}, // curl, or a browser that sends no Sec-Fetch-* headers
      { 'sec-fetch-dest': 'iframe' }, // not a navigation
      { 'sec-fetch-mode': 'navigate' }, // a navigation, but not of a frame
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }, // the SPA's own fetch()
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }, // opened as a page
    ];
    for (const headers of requests) {
      const before = portal.upstreamCalls.length;
      const response = await client.call(FRAME, { headers });
      expect({ headers, status: response.status }).toEqual({ headers, status: 400 });
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({ error: FRAME_ONLY });
      expect(portal.upstreamCalls.slice(before)).toEqual([]);
    }
  });

  it('is never opened while acting as Alex, read-only or not: no token leaves the Worker', async () => {
    for (const readOnly of [true, false]) {
      const { client, portal } = await samAsAlex(readOnly);
      const before = portal.upstreamCalls.length;
      const response = await client.call(FRAME, { headers: FRAME_NAVIGATION });
      expect({ readOnly, status: response.status }).toEqual({ readOnly, status: 403 });
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({
        error: { message: ACCOUNT_HOLDER_ONLY_REFUSAL.message, code: ACCOUNT_HOLDER_ONLY_REFUSAL.code },
      });
      expect(portal.upstreamCalls.slice(before)).toEqual([]);
      // HEAD is answered by the GET route: refused alike.
      const head = await client.call(FRAME, { method: 'HEAD', headers: FRAME_NAVIGATION });
      expect(head.status).toBe(403);
      expect(head.headers.get('location')).toBeNull();
    }
  });

  it('lets the portal frame the card-value service only, through its redirect route (CSP frame-src)', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const page = await client.call('/app/ccv/manage');
    const csp = page.headers.get('content-security-policy') ?? '';
    // The video players (decision 082), the Worker's redirect route (the frame's first address), then
    // the service's origin: nothing else.
    const frameSrc = csp
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com http://acme.localhost/api/employer/ccv/manage-frame http://ccv.localhost:8787',
    );
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });
});

// Every route of this feature, with the matrix's action kind (docs/decisions/023).
const ROUTES = [
  '/api/employer/reports?type=payroll',
  `/api/employer/reports/${PAYROLL_MARCH}/download`,
  `/api/employer/reports/download?ids=${PAYROLL_MARCH}`,
  FRAME,
] as const;

const FORBIDDEN_BODY = { error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code } };

describe('the permission matrix on reporting and voucher management', () => {
  for (const { role, session } of [
    { role: 'Emma, an employee', session: () => signedIn('emma.employee@acme.test') },
    { role: 'Liam, a voucher-only leaver', session: () => signedIn('liam.leaver@acme.test') },
  ]) {
    it(`${role}: 403 with the one error shape, before any upstream call`, async () => {
      const { client, portal } = await session();
      for (const path of ROUTES) {
        const before = portal.upstreamCalls.length;
        const response = await client.call(path);
        expect(response.status, path).toBe(403);
        expect(await response.json(), path).toEqual(FORBIDDEN_BODY);
        expect(portal.upstreamCalls.length, path).toBe(before);
      }
    });
  }

  it('Sam acting as Alex may view the reports, not open voucher management', async () => {
    const { client } = await samAsAlex();
    for (const path of ROUTES) {
      const response = await client.call(path, { headers: FRAME_NAVIGATION });
      expect(response.status, path).toBe(path === FRAME ? 403 : 200);
    }
  });

  it('answers 401 without a session', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    for (const path of ROUTES) expect((await client.call(path)).status, path).toBe(401);
  });
});
