import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { CLIENT_IDS } from '../../seed/demo-data.ts';
import type { BenefitTakeUpBody, BenefitTakeUpDetailBody } from './benefit-takeup.ts';
import type {
  BenefitInsightDetailBody,
  BenefitInsightsBody,
  EmployeeInsightsBody,
  LoginInsightsBody,
} from './dashboard-insights.ts';

// tests/setup/reference-db.ts has migrated and seeded this database for the file. The expected
// figures are worked out here from the raw rows, in JavaScript, not with the routes' SQL.
const db = env.REF_DB;
const { acme, globex } = CLIENT_IDS;

async function tokenOf(email: string): Promise<string> {
  return (await signIn(email)).access_token;
}

// The client's recorded sign-ins (the seed's history and any made since), as UTC days.
async function signInDays(clientId: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT e.created_at FROM account_events e JOIN users u ON u.id = e.user_id
       WHERE u.client_id = ?1 AND e.kind = 'signed-in' ORDER BY e.created_at`,
    )
    .bind(clientId)
    .all<{ created_at: number }>();
  return results.map((row) => new Date(row.created_at).toISOString().slice(0, 10));
}

function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

function countBy<T>(rows: readonly T[], key: (row: T) => string) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

type SelectionRow = { id: number; user_id: number; benefit_id: number; status: string; created_at: string };

// Each person's newest selection of each of the client's benefits, counted by status.
async function expectedTakeUp(clientId: number): Promise<Map<number, Record<string, number>>> {
  const benefits = (
    await db
      .prepare('SELECT id FROM benefits WHERE client_id = ?1 ORDER BY position')
      .bind(clientId)
      .all<{ id: number }>()
  ).results;
  const selections = (
    await db.prepare('SELECT * FROM selections ORDER BY created_at, id').all<SelectionRow>()
  ).results;
  const current = new Map<string, SelectionRow>();
  for (const row of selections) current.set(`${row.user_id}:${row.benefit_id}`, row);
  const counts = new Map<number, Record<string, number>>();
  for (const { id } of benefits)
    counts.set(id, { live: 0, 'awaiting-approval': 0, 'opted-out': 0, rejected: 0 });
  for (const row of current.values()) {
    const count = counts.get(row.benefit_id);
    if (count) count[row.status] = (count[row.status] ?? 0) + 1;
  }
  return counts;
}

type CurrentSelection = SelectionRow & { first_name: string; surname: string; email: string };

// The people behind one benefit's counts, newest selection first, worked out in JavaScript.
async function currentSelections(benefitId: number): Promise<CurrentSelection[]> {
  const { results } = await db
    .prepare(
      `SELECT s.*, u.first_name, u.surname, u.email FROM selections s JOIN users u ON u.id = s.user_id
       WHERE s.benefit_id = ?1 ORDER BY s.created_at, s.id`,
    )
    .bind(benefitId)
    .all<CurrentSelection>();
  const current = new Map<number, CurrentSelection>();
  for (const row of results) current.set(row.user_id, row);
  return [...current.values()].sort((a, b) =>
    a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
  );
}

async function currentPeople(clientId: number): Promise<number> {
  const { results } = await db
    .prepare('SELECT employment_status FROM users WHERE client_id = ?1')
    .bind(clientId)
    .all<{ employment_status: string | null }>();
  return results.filter((row) => !['left', 'inactive'].includes(row.employment_status ?? '')).length;
}

describe('GET /v2/client/:id/employee-insights/logins', () => {
  it("gives Alex acme's sign-ins per week of 2026, counted from the recorded sign-ins", async () => {
    const body = await getJson<LoginInsightsBody>(
      `/v2/client/${acme}/employee-insights/logins?year=2026`,
      await tokenOf('alex.admin@acme.test'),
    );
    const weeks = countBy(
      (await signInDays(acme)).filter((day) => day.startsWith('2026-')),
      mondayOf,
    );
    expect(body.weeks.filter((week) => week.logins > 0)).toEqual(
      [...weeks].map(([week_start, logins]) => ({ week_start, logins })),
    );
    expect(body.total_logins).toBe([...weeks.values()].reduce((sum, logins) => sum + logins, 0));
    // Every week from the one holding New Year, a quiet one at 0, a week apart.
    expect(body.weeks[0]?.week_start).toBe('2025-12-29');
    for (const [index, week] of body.weeks.entries()) {
      expect(week.week_start).toBe(mondayOf(week.week_start));
      if (index > 0)
        expect(Date.parse(week.week_start) - Date.parse(body.weeks[index - 1]?.week_start ?? '')).toBe(
          604_800_000,
        );
    }
    // Shape enough for a chart: a year of weeks, busier in November than in August, quiet at weekends.
    expect(body.weeks.length).toBeGreaterThanOrEqual(47);
    const week = (start: string) => body.weeks.find((row) => row.week_start === start)?.logins ?? 0;
    expect(week('2026-11-09')).toBeGreaterThan(week('2026-08-10'));
    expect(body.total_logins).toBeGreaterThan(15_000);
  });

  it("moves today's figure and this week's by one for a sign-in made now, whatever the day", async () => {
    const token = await tokenOf('alex.admin@acme.test');
    const year = new Date().getUTCFullYear();
    const read = () =>
      getJson<LoginInsightsBody>(`/v2/client/${acme}/employee-insights/logins?year=${year}`, token);
    const before = await read();
    await signIn('emma.employee@acme.test');
    const after = await read();
    expect(after.today.day).toBe(todayUtc());
    expect(after.today.logins).toBe(before.today.logins + 1);
    expect(after.total_logins).toBe(before.total_logins + 1);
    const thisWeek = (body: LoginInsightsBody) =>
      body.weeks.find((week) => week.week_start === mondayOf(todayUtc()))?.logins;
    expect(thisWeek(after)).toBe((thisWeek(before) ?? 0) + 1);
    // Another client's sign-in is not acme's.
    await signIn('gus.admin@globex.test');
    expect((await read()).today.logins).toBe(after.today.logins);
  });

  it('refuses a year that is no year', async () => {
    const response = await getWithToken(
      `/v2/client/${acme}/employee-insights/logins?year=next`,
      await tokenOf('alex.admin@acme.test'),
    );
    expect(response.status).toBe(422);
  });
});

describe('GET /v2/client/:id/employee-insights', () => {
  it('counts the workforce, its age bands and registrations per month from the tables', async () => {
    const body = await getJson<EmployeeInsightsBody>(
      `/v2/client/${globex}/employee-insights`,
      await tokenOf('gus.admin@globex.test'),
    );
    const people = (
      await db
        .prepare(
          'SELECT date_of_birth, activated, totp_secret, employment_status, registered_at FROM users WHERE client_id = ?1',
        )
        .bind(globex)
        .all<{
          date_of_birth: string;
          activated: number;
          totp_secret: string | null;
          employment_status: string | null;
          registered_at: string | null;
        }>()
    ).results.filter((row) => !['left', 'inactive'].includes(row.employment_status ?? ''));
    expect(body.scheme_year).toBe(2026);
    expect(body.headcount).toEqual({
      employees: people.length,
      registered: people.filter((row) => row.activated === 1).length,
      not_registered: people.filter((row) => row.activated === 0).length,
      two_factor_enabled: people.filter((row) => row.totp_secret !== null).length,
    });
    expect(body.age_bands.reduce((sum, band) => sum + band.employees, 0)).toBe(people.length);
    const ages = people.map((row) => 2026 - Number(row.date_of_birth.slice(0, 4)));
    expect(body.age_bands.find((band) => band.band === '35 to 44')?.employees).toBe(
      ages.filter((age) => age >= 35 && age <= 44).length,
    );
    const months = countBy(
      people.flatMap((row) => (row.registered_at?.startsWith('2026-') ? [row.registered_at] : [])),
      (at) => at.slice(0, 7),
    );
    expect(body.registrations_by_month).toHaveLength(12);
    expect(body.registrations_by_month.filter((month) => month.registrations > 0)).toEqual(
      [...months].sort().map(([month, registrations]) => ({ month, registrations })),
    );
  });

  it('gives monthly registrations that agree with the registered headcount', async () => {
    for (const [clientId, admin] of [
      [acme, 'alex.admin@acme.test'],
      [globex, 'gus.admin@globex.test'],
    ] as const) {
      const body = await getJson<EmployeeInsightsBody>(
        `/v2/client/${clientId}/employee-insights`,
        await tokenOf(admin),
      );
      const before2026 = await db
        .prepare(
          `SELECT count(*) AS n FROM users WHERE client_id = ?1 AND activated = 1 AND registered_at < '2026-01-01'
             AND coalesce(lower(employment_status), '') NOT IN ('left', 'inactive')`,
        )
        .bind(clientId)
        .first<number>('n');
      const in2026 = body.registrations_by_month.reduce((sum, month) => sum + month.registrations, 0);
      expect(in2026).toBeGreaterThan(0);
      expect((before2026 ?? 0) + in2026).toBe(body.headcount.registered);
    }
  });

  it("counts an activation in this month's registrations", async () => {
    const token = await tokenOf('alex.admin@acme.test');
    const read = async () =>
      (await getJson<EmployeeInsightsBody>(`/v2/client/${acme}/employee-insights`, token)).headcount
        .registered;
    const before = await read();
    const response = await sendJson('POST', '/v2/user/activate', {
      activation_id: 'demo-acme-nina',
      date_of_birth: '1990/04/15',
      password: 'Copper-Kettle#5120',
      password_confirmation: 'Copper-Kettle#5120',
      deviceToken: 'test-device-0f3a9c',
      portalClient: 'acme',
    });
    expect(response.status).toBe(200);
    expect(await read()).toBe(before + 1);
    const nina = await db
      .prepare("SELECT registered_at FROM users WHERE email = 'nina.new@acme.test'")
      .first<string>('registered_at');
    expect(nina?.slice(0, 10)).toBe(todayUtc());
  });
});

describe('GET /v2/client/:id/benefit-insights', () => {
  it("gives Alex each acme benefit's current selections by status and its take-up rate", async () => {
    const body = await getJson<BenefitInsightsBody>(
      `/v2/client/${acme}/benefit-insights`,
      await tokenOf('alex.admin@acme.test'),
    );
    const expected = await expectedTakeUp(acme);
    const employees = await currentPeople(acme);
    expect(body.benefits.map((row) => row.benefit_id)).toEqual([...expected.keys()]);
    for (const row of body.benefits) {
      const count = expected.get(row.benefit_id);
      expect(row).toMatchObject({
        employees,
        live: count?.live,
        awaiting_approval: count?.['awaiting-approval'],
        opted_out: count?.['opted-out'],
        rejected: count?.rejected,
        take_up_rate: Math.round(((count?.live ?? 0) / employees) * 1000) / 10,
      });
    }
    // Emma's dental is live; her cycle-to-work, Tom's, Alex's and some generated people's await approval.
    expect(body.benefits.find((row) => row.benefit_id === 5202)?.live).toBeGreaterThanOrEqual(1);
    expect(body.benefits.find((row) => row.benefit_id === 5204)?.awaiting_approval).toBeGreaterThanOrEqual(3);
  });

  it('gives one benefit its people and its selections per month', async () => {
    const body = await getJson<BenefitInsightDetailBody>(
      `/v2/client/${acme}/benefit-insights/5204`,
      await tokenOf('alex.admin@acme.test'),
    );
    expect(body.benefit.name).toBe('Cycle to Work');
    const names = (await currentSelections(5204)).map((row) => `${row.first_name} ${row.surname}`);
    expect(body.people.total).toBe(names.length);
    expect(body.people.data.map((person) => person.name)).toEqual(names.slice(0, 10));
    expect(body.selections_by_month).toHaveLength(12);
    expect(
      body.selections_by_month.find((row) => row.month === '2026-11')?.selections,
    ).toBeGreaterThanOrEqual(3);
  });

  it('is not there for a client without insights', async () => {
    const response = await getWithToken(
      `/v2/client/${globex}/benefit-insights`,
      await tokenOf('gus.admin@globex.test'),
    );
    expect(response.status).toBe(404);
  });
});

describe('a benefit take-up detail: its people a page at a time', () => {
  const pension = 5205;
  const v2 = (query: string) => `/v2/client/${acme}/benefit-insights/${pension}${query}`;

  it('pages the pension through LIMIT/OFFSET: 10 a page, the total of every current selection, the last page its remainder', async () => {
    const token = await tokenOf('alex.admin@acme.test');
    const expected = (await currentSelections(pension)).map((row) => row.id);
    // Decision 051 gives most of acme's generated people the pension: many pages, not one.
    expect(expected.length).toBeGreaterThan(100);
    const lastPage = Math.ceil(expected.length / 10);
    const first = await getJson<BenefitInsightDetailBody>(v2(''), token);
    expect(first.people).toMatchObject({
      current_page: 1,
      last_page: lastPage,
      per_page: 10,
      total: expected.length,
    });
    expect(first.people.data.map((person) => person.selection_id)).toEqual(expected.slice(0, 10));
    const second = await getJson<BenefitInsightDetailBody>(v2('?page=2'), token);
    expect(second.people.data.map((person) => person.selection_id)).toEqual(expected.slice(10, 20));
    // The counts and the trend are the benefit's, whatever the page.
    expect(second.benefit).toEqual(first.benefit);
    const last = await getJson<BenefitInsightDetailBody>(v2(`?page=${lastPage}`), token);
    expect(last.people.data.map((person) => person.selection_id)).toEqual(
      expected.slice((lastPage - 1) * 10),
    );
    const past = await getJson<BenefitInsightDetailBody>(v2(`?page=${lastPage + 1}`), token);
    expect(past.people).toMatchObject({ data: [], current_page: lastPage + 1, total: expected.length });
  });

  it('searches names and e-mails anywhere, any case, and pages what matches', async () => {
    const token = await tokenOf('alex.admin@acme.test');
    const cycle = await getJson<BenefitInsightDetailBody>(
      `/v2/client/${acme}/benefit-insights/5204?search=${encodeURIComponent('EMMA FIELD')}`,
      token,
    );
    const emmas = (await currentSelections(5204))
      .map((row) => `${row.first_name} ${row.surname}`)
      .filter((name) => name.toLowerCase().includes('emma field'));
    expect(emmas).toContain('Emma Fielding');
    expect(cycle.people.data.map((person) => person.name)).toEqual(emmas);
    expect(cycle.people.total).toBe(emmas.length);
    const byEmail = await getJson<BenefitInsightDetailBody>(
      `/v2/client/${acme}/benefit-insights/5204?search=tom.twofa`,
      token,
    );
    expect(byEmail.people.data.map((person) => person.email)).toEqual([
      expect.stringMatching(/^tom\.twofa@/),
    ]);
    // A wildcard is a character: nobody's name or e-mail holds "%".
    const wildcard = await getJson<BenefitInsightDetailBody>(v2('?search=%25'), token);
    expect(wildcard.people).toMatchObject({ data: [], total: 0, last_page: 1 });
    const domain = (await currentSelections(pension)).filter((row) => row.email.includes('acme')).length;
    const some = await getJson<BenefitInsightDetailBody>(v2('?search=acme&page=2'), token);
    expect(some.people.total).toBe(domain);
  });

  it.each([
    ['page 0', '?page=0'],
    ['a page that is no number', '?page=two'],
    ['a page past a million', '?page=1000000'],
    ['a search over 100 characters', `?search=${'a'.repeat(101)}`],
  ])('refuses %s with 422 on both hosts', async (_what, query) => {
    const alex = await tokenOf('alex.admin@acme.test');
    const gus = await tokenOf('gus.admin@globex.test');
    for (const [path, token] of [
      [v2(query), alex],
      [`/v1/client/${globex}/benefit-takeup/5301${query}`, gus],
    ] as const) {
      const response = await getWithToken(path, token);
      expect(response.status, path).toBe(422);
      expect(await response.json()).toEqual({ error: { message: 'The list query is not valid' } });
    }
  });

  it('pages the v1 host alike', async () => {
    const token = await tokenOf('alex.admin@acme.test');
    const expected = (await currentSelections(pension)).map((row) => row.id);
    const body = await getJson<BenefitTakeUpDetailBody>(
      `/v1/client/${acme}/benefit-takeup/${pension}?page=3`,
      token,
    );
    expect(body.employees).toMatchObject({ current_page: 3, per_page: 10, total: expected.length });
    expect(body.employees.data.map((person) => person.selection_id)).toEqual(expected.slice(20, 30));
  });
});

describe('GET /v1/client/:id/benefit-takeup', () => {
  it("gives Gus globex's take-up counts, as the selections add up", async () => {
    const body = await getJson<BenefitTakeUpBody[]>(
      `/v1/client/${globex}/benefit-takeup`,
      await tokenOf('gus.admin@globex.test'),
    );
    const expected = await expectedTakeUp(globex);
    expect(body).toEqual(
      [...expected].map(([id, count]) => ({
        id,
        benefit_name: expect.any(String),
        live_count: count.live,
        pending_count: count['awaiting-approval'],
        opted_out_count: count['opted-out'],
        rejected_count: count.rejected,
      })),
    );
    // Globex's 320 people use each of its six benefits (decision 078).
    expect(body).toHaveLength(6);
    for (const row of body) expect(row.live_count, row.benefit_name).toBeGreaterThan(0);
  });

  it('gives one benefit with the people behind it', async () => {
    const token = await tokenOf('gus.admin@globex.test');
    const medical = (await expectedTakeUp(globex)).get(5301);
    const all = await getJson<BenefitTakeUpDetailBody>(`/v1/client/${globex}/benefit-takeup/5301`, token);
    expect(all).toMatchObject({
      id: 5301,
      opted_out_count: medical?.['opted-out'],
      live_count: medical?.live,
    });
    expect(all.employees.per_page).toBe(10);
    expect(all.employees.data).toHaveLength(10);
    // Sid's opted-out medical cover, found by the search among Globex's people.
    const body = await getJson<BenefitTakeUpDetailBody>(
      `/v1/client/${globex}/benefit-takeup/5301?search=sid.sso`,
      token,
    );
    expect(body.employees).toEqual({
      data: [
        {
          selection_id: expect.any(Number),
          employee_name: 'Sid Lowe',
          email: expect.stringContaining('@'),
          status: 'opted-out',
          start_date: '2026-01-01',
          end_date: '2026-06-30',
        },
      ],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 1,
    });
  });

  it('answers 404 for a benefit of another client', async () => {
    const response = await getWithToken(
      `/v1/client/${globex}/benefit-takeup/5204`,
      await tokenOf('gus.admin@globex.test'),
    );
    expect(response.status).toBe(404);
  });
});

describe('who may read a client', () => {
  const paths = [
    `/v2/client/${acme}/employee-insights`,
    `/v2/client/${acme}/employee-insights/logins`,
    `/v2/client/${acme}/benefit-insights`,
    `/v2/client/${acme}/benefit-insights/5204`,
    `/v1/client/${acme}/benefit-takeup`,
    `/v1/client/${acme}/benefit-takeup/5204`,
  ];

  it.each([
    ['an employee', 'emma.employee@acme.test'],
    ['a voucher-only leaver', 'liam.leaver@acme.test'],
    ["another client's administrator", 'gus.admin@globex.test'],
  ])('refuses %s with 403', async (_who, email) => {
    const token = await tokenOf(email);
    for (const path of paths) {
      const response = await getWithToken(path, token);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ error: { message: 'You do not have access to this client' } });
    }
  });

  it('needs a token', async () => {
    expect((await getWithToken(paths[0] ?? '', 'not-a-token')).status).toBe(401);
  });

  it('lets support acting as Alex read', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    for (const path of paths) {
      const response = await callAs(session.access_token, path, { headers: masqueradeHeaders(1002) });
      expect(response.status, path).toBe(200);
    }
  });
});
