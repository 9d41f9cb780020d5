import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';

// The spec's MTB selection calls (docs/decisions/041): the home's card and the selections behind the
// overview, read against the seeded D1 (this file's own database, so no other test's rows count).

type Card = {
  year: number;
  total_value: number;
  employee_contributions: number;
  employer_contributions: number;
  benefit_count: number;
  hide_totals: boolean;
  overview_mode: 'year' | 'monthly';
};

const EMMA = 1001;
const DENTAL = 5202;
const GYM = 5203;

async function emmaToken(): Promise<string> {
  return (await signIn('emma.employee@acme.test')).access_token;
}
type ValuedSelection = {
  selection_id: number;
  benefit_id: number;
  name: string;
  icon: string;
  status: string;
  start_date: string;
  end_date: string | null;
  months: number;
};

describe('GET /v2/user/selections/mtb/card', () => {
  it("gives the home's card the year's summary and acme's overview mode: month by month", async () => {
    expect(await getJson<Card>('/v2/user/selections/mtb/card?year=2026', await emmaToken())).toEqual({
      year: 2026,
      total_value: 375.57,
      employee_contributions: 260.37,
      employer_contributions: 115.2,
      benefit_count: 2,
      hide_totals: false,
      overview_mode: 'monthly',
    });
  });

  it("follows the client's flag: globex opens the whole year, with its totals hidden", async () => {
    const token = (await signIn('gus.admin@globex.test')).access_token;
    expect(await getJson<Card>('/v2/user/selections/mtb/card?year=2026', token)).toMatchObject({
      hide_totals: true,
      overview_mode: 'year',
    });
    await env.REF_DB.prepare(
      "UPDATE clients SET total_benefits_mode = 'monthly' WHERE slug = 'globex'",
    ).run();
    expect(await getJson<Card>('/v2/user/selections/mtb/card?year=2026', token)).toMatchObject({
      overview_mode: 'monthly',
    });
  });

  it('needs a bearer token and refuses a year out of range', async () => {
    expect((await callReferenceApi('/v2/user/selections/mtb/card')).status).toBe(401);
    const response = await getWithToken('/v2/user/selections/mtb/card?year=1999', await emmaToken());
    expect(response.status).toBe(422);
  });
});

describe('GET /v2/user/selections/mtb/page', () => {
  it("lists the selections behind Emma's 2026 figures, with the months each priced", async () => {
    const page = await getJson<{ year: number; selections: ValuedSelection[] }>(
      '/v2/user/selections/mtb/page?year=2026',
      await emmaToken(),
    );
    // Cycle to Work awaits approval: it never priced a month, so it is not there.
    expect(page).toEqual({
      year: 2026,
      selections: [
        {
          selection_id: 6001,
          benefit_id: DENTAL,
          name: 'Dental Cover',
          icon: 'dental',
          status: 'live',
          start_date: '2026-01-01',
          end_date: null,
          months: 12,
        },
        {
          selection_id: 6003,
          benefit_id: GYM,
          name: 'Gym Membership',
          icon: 'gym',
          status: 'opted-out',
          start_date: '2026-01-01',
          end_date: '2026-03-31',
          months: 3,
        },
      ],
    });
  });

  it('counts a same-month reapply once: the newest selection takes the month', async () => {
    const reapplied = await env.REF_DB.prepare(
      `INSERT INTO selections (user_id, benefit_id, status, monthly_cost, employer_monthly_cost, start_date, created_at)
       VALUES (?1, ?2, 'live', 29.99, 10, '2026-03-20', '2026-03-20T09:00:00.000Z')`,
    )
      .bind(EMMA, GYM)
      .run();
    const page = await getJson<{ selections: ValuedSelection[] }>(
      '/v2/user/selections/mtb/page?year=2026',
      await emmaToken(),
    );
    const gym = page.selections.filter((selection) => selection.benefit_id === GYM);
    expect(gym.map(({ selection_id, months }) => ({ selection_id, months }))).toEqual([
      { selection_id: 6003, months: 2 },
      { selection_id: reapplied.meta.last_row_id, months: 10 },
    ]);
  });

  it('is empty for a year without cover, and needs a bearer token', async () => {
    expect(
      await getJson<{ selections: unknown[] }>('/v2/user/selections/mtb/page?year=2024', await emmaToken()),
    ).toEqual({ year: 2024, selections: [] });
    expect((await callReferenceApi('/v2/user/selections/mtb/page?year=2026')).status).toBe(401);
  });
});
