import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { EmployeeInsights, Engagement, TakeUpDetail, TakeUpList } from '#contract/dashboard-insights';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

const ROUTES = [
  '/api/employer/engagement',
  '/api/employer/employee-insights',
  '/api/employer/benefit-takeup',
  '/api/employer/benefit-takeup/5204',
] as const;

let lastOctet = 0;
async function signedIn(email: string, tenant = 'acme') {
  const portal = createTestPortal();
  const client = createApiClient(portal, tenant, { ip: `198.18.17.${++lastOctet}` });
  expect((await client.login(email)).status, `sign in ${email}`).toBe(200);
  return { portal, client };
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Current selections of a client's benefits, counted by status straight from D1. */
async function takeUpFromDb(clientId: number) {
  const { results } = await env.REF_DB.prepare(
    `SELECT b.id AS benefit_id, s.status, s.user_id, s.created_at, s.id
     FROM benefits b LEFT JOIN selections s ON s.benefit_id = b.id
     WHERE b.client_id = ?1 ORDER BY b.position, s.created_at, s.id`,
  )
    .bind(clientId)
    .all<{ benefit_id: number; status: string | null; user_id: number | null }>();
  const current = new Map<string, { benefit_id: number; status: string }>();
  const counts = new Map<
    number,
    { live: number; awaitingApproval: number; optedOut: number; rejected: number }
  >();
  for (const row of results) {
    counts.set(row.benefit_id, { live: 0, awaitingApproval: 0, optedOut: 0, rejected: 0 });
    if (row.status && row.user_id !== null)
      current.set(`${row.user_id}:${row.benefit_id}`, { benefit_id: row.benefit_id, status: row.status });
  }
  const keyOf = {
    live: 'live',
    'awaiting-approval': 'awaitingApproval',
    'opted-out': 'optedOut',
    rejected: 'rejected',
  } as const;
  for (const row of current.values()) {
    const count = counts.get(row.benefit_id);
    const key = keyOf[row.status as keyof typeof keyOf];
    if (count && key) count[key] += 1;
  }
  return counts;
}

/** Every current selection of a benefit, whatever its status: the people behind its counts. */
function peopleOf(counts: Awaited<ReturnType<typeof takeUpFromDb>>, benefitId: number): number {
  const count = counts.get(benefitId);
  return count ? count.live + count.awaitingApproval + count.optedOut + count.rejected : 0;
}

describe('the dashboard insights routes and the permission matrix', () => {
  it.each([
    ['Emma, an employee', 'emma.employee@acme.test', 'acme'],
    ['Liam, a voucher-only leaver', 'liam.leaver@acme.test', 'acme'],
    ['Piotr, an employee on probation', 'piotr.probation@acme.test', 'acme'],
  ])(
    'refuses %s every route with 403 and the one error shape, before any upstream call',
    async (_who, email, tenant) => {
      const { portal, client } = await signedIn(email, tenant);
      for (const route of ROUTES) {
        const response = await client.call(route);
        expect(response.status, route).toBe(403);
        expect(await response.json(), route).toEqual({
          error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code },
        });
      }
      expect(portal.upstreamCalls.filter((path) => path.includes('/client/'))).toEqual([]);
    },
  );

  it('answers 401 without a session', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: `198.18.17.${++lastOctet}` });
    for (const route of ROUTES) expect((await client.call(route)).status, route).toBe(401);
  });

  it('lets support acting as Alex read every route (views only, decision 023)', async () => {
    const dev = createTestPortal({ development: true });
    const mint = await dev.fetch('http://localhost/__dev/masquerade-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alex.admin@acme.test', schemeYear: 2026 }),
    });
    const { url } = (await mint.json()) as { url: string };
    const token = decodeURIComponent(new URL(url).pathname.split('/')[2] ?? '');
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: `198.18.17.${++lastOctet}` });
    expect(
      (await client.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear: 2026 } })).status,
    ).toBe(200);
    for (const route of ROUTES) expect((await client.call(route)).status, route).toBe(200);
  });
});

describe('GET /api/employer/benefit-takeup', () => {
  it("gives Alex acme's take-up through the insights endpoint, matching the selections in D1", async () => {
    const { portal, client } = await signedIn('alex.admin@acme.test');
    const body = await json<TakeUpList>(await client.call('/api/employer/benefit-takeup'));
    expect(body.source).toBe('insights');
    expect(portal.upstreamCalls).toContain('/v2/client/2/benefit-insights');
    expect(portal.upstreamCalls.some((path) => path.includes('benefit-takeup'))).toBe(false);
    const expected = await takeUpFromDb(2);
    expect(body.benefits.map((row) => row.benefitId)).toEqual([...expected.keys()]);
    for (const row of body.benefits) {
      expect(row).toMatchObject(expected.get(row.benefitId) ?? {});
      expect(row.takeUpRate).toEqual(expect.any(Number));
    }
  });

  it("gives Gus globex's take-up through the plain endpoint, matching the selections in D1", async () => {
    const { portal, client } = await signedIn('gus.admin@globex.test', 'globex');
    const body = await json<TakeUpList>(await client.call('/api/employer/benefit-takeup'));
    expect(body.source).toBe('takeup');
    expect(portal.upstreamCalls).toContain('/v1/client/3/benefit-takeup');
    expect(portal.upstreamCalls.some((path) => path.includes('benefit-insights'))).toBe(false);
    const expected = await takeUpFromDb(3);
    expect(body.benefits).toEqual(
      [...expected].map(([benefitId, count]) => ({
        benefitId,
        name: expect.any(String),
        ...count,
        takeUpRate: null,
      })),
    );
  });

  it('gives one benefit with its people (acme: with the trend; globex: without)', async () => {
    const acme = await signedIn('alex.admin@acme.test');
    const detail = await json<TakeUpDetail>(await acme.client.call('/api/employer/benefit-takeup/5204'));
    const awaiting = (await takeUpFromDb(2)).get(5204)?.awaitingApproval;
    expect(detail.benefit).toMatchObject({
      benefitId: 5204,
      name: 'Cycle to Work',
      awaitingApproval: awaiting,
    });
    expect(detail.selectionsByMonth).toHaveLength(12);
    expect(detail).toMatchObject({ page: 1, perPage: 10, total: peopleOf(await takeUpFromDb(2), 5204) });
    const emma = await json<TakeUpDetail>(
      await acme.client.call('/api/employer/benefit-takeup/5204?search=emma.employee'),
    );
    expect(emma).toMatchObject({ page: 1, lastPage: 1, total: 1 });
    expect(emma.people).toEqual([
      {
        selectionId: expect.any(Number),
        name: 'Emma Fielding',
        email: 'emma.employee@acme.test',
        status: 'awaiting-approval',
        startDate: '2026-11-18',
        endDate: null,
      },
    ]);
    const globex = await signedIn('gus.admin@globex.test', 'globex');
    // Globex's people fill pages (decision 078): Sid is found by the search.
    const plain = await json<TakeUpDetail>(
      await globex.client.call('/api/employer/benefit-takeup/5301?search=sid.sso'),
    );
    expect(plain).toEqual({
      source: 'takeup',
      benefit: {
        benefitId: 5301,
        name: expect.any(String),
        live: expect.any(Number),
        awaitingApproval: 0,
        optedOut: expect.any(Number),
        rejected: 0,
        takeUpRate: null,
      },
      selectionsByMonth: null,
      people: [
        {
          selectionId: expect.any(Number),
          name: 'Sid Lowe',
          email: expect.stringContaining('@'),
          status: 'opted-out',
          startDate: '2026-01-01',
          endDate: '2026-06-30',
        },
      ],
      page: 1,
      lastPage: 1,
      perPage: 10,
      total: 1,
    });
  });

  it("pages the pension's people 10 at a time, the page and search sent on to the upstream", async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const first = await json<TakeUpDetail>(await client.call('/api/employer/benefit-takeup/5205'));
    const second = await json<TakeUpDetail>(await client.call('/api/employer/benefit-takeup/5205?page=2'));
    expect(first.total).toBe(peopleOf(await takeUpFromDb(2), 5205));
    expect(first.lastPage).toBe(Math.ceil(first.total / 10));
    expect(first.people).toHaveLength(10);
    expect(second).toMatchObject({
      page: 2,
      lastPage: first.lastPage,
      total: first.total,
      benefit: first.benefit,
    });
    const ids = new Set([...first.people, ...second.people].map((person) => person.selectionId));
    expect(ids.size).toBe(20);
    // Trimmed before it is sent: a search of spaces is no search.
    const spaces = await json<TakeUpDetail>(
      await client.call('/api/employer/benefit-takeup/5205?search=%20%20'),
    );
    expect(spaces.total).toBe(first.total);
  });

  it.each([
    ['page 0', '?page=0'],
    ['a page that is no number', '?page=two'],
    ['a page past 100,000', '?page=100001'],
    ['a search over 100 characters', `?search=${'a'.repeat(101)}`],
  ])('refuses %s with 400 before any upstream call', async (_what, query) => {
    const { client } = await signedIn('alex.admin@acme.test');
    const response = await client.call(`/api/employer/benefit-takeup/5205${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it("answers another client's benefit with the upstream's 404, and a bad id with 400", async () => {
    const { client } = await signedIn('gus.admin@globex.test', 'globex');
    expect((await client.call('/api/employer/benefit-takeup/5204')).status).toBe(404);
    expect((await client.call('/api/employer/benefit-takeup/abc')).status).toBe(400);
  });
});

describe('GET /api/employer/engagement and /employee-insights', () => {
  it("gives Alex acme's sign-ins per week and registrations per month as the recorded rows add up", async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const body = await json<Engagement>(await client.call('/api/employer/engagement'));
    const logins = await env.REF_DB.prepare(
      `SELECT count(*) AS n FROM account_events e JOIN users u ON u.id = e.user_id
       WHERE u.client_id = 2 AND e.kind = 'signed-in' AND e.created_at >= ?1 AND e.created_at < ?2`,
    )
      .bind(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))
      .first<number>('n');
    expect(body.year).toBe(2026);
    expect(body.totalLogins).toBe(logins);
    expect(body.loginsByWeek.reduce((sum, week) => sum + week.logins, 0)).toBe(body.totalLogins);
    // Alex's own sign-in just now is one of today's.
    expect(body.loginsToday).toBeGreaterThanOrEqual(1);
    const registrations = await env.REF_DB.prepare(
      `SELECT substr(registered_at, 1, 7) AS month, count(*) AS n FROM users
       WHERE client_id = 2 AND registered_at LIKE '2026-%'
         AND coalesce(lower(employment_status), '') NOT IN ('left', 'inactive')
       GROUP BY month ORDER BY month`,
    ).all<{ month: string; n: number }>();
    expect(body.totalRegistrations).toBe(registrations.results.reduce((sum, row) => sum + row.n, 0));
    expect(body.registrationsByMonth).toHaveLength(12);
    expect(body.registrationsByMonth[0]).toEqual({
      month: '2026-01',
      registrations: registrations.results.find((row) => row.month === '2026-01')?.n ?? 0,
    });
  });

  it("gives Gus globex's headcount camelCased", async () => {
    const { client } = await signedIn('gus.admin@globex.test', 'globex');
    const body = await json<EmployeeInsights>(await client.call('/api/employer/employee-insights'));
    const employees = await env.REF_DB.prepare(
      "SELECT count(*) AS n FROM users WHERE client_id = 3 AND coalesce(employment_status, '') NOT IN ('left', 'inactive')",
    ).first<number>('n');
    expect(body.headcount.employees).toBe(employees);
    expect(body.headcount.registered + body.headcount.notRegistered).toBe(employees);
    expect(body.ageBands.reduce((sum, band) => sum + band.employees, 0)).toBe(employees);
  });
});
