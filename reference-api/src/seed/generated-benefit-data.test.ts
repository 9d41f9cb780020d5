import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BENEFIT_IDS } from './benefit-catalogue.ts';
import { demoContributions, demoSelections } from './benefit-selections.ts';
import { demoClaims } from './demo-claims.ts';
import { generatedClaims } from './generated-claims.ts';
import { FIRST_GENERATED_ID, lastIdOf, WORKFORCES } from './generated-employees.ts';
import { generatedLifeEvents } from './generated-life-events.ts';
import { CLIENT_UPTAKES, FIRST_GENERATED_SELECTION_ID, generatedSelections } from './generated-selections.ts';
import { demoLifeEvents } from './profile-family.ts';

// Acme's generated people: the other clients' come after them (decision 078).
const ACME_LAST_ID = lastIdOf(WORKFORCES.acme);

// tests/setup/reference-db.ts has migrated and seeded this database for the file. The figures are
// counted here in JavaScript from the rows, not with the routes' SQL (docs/decisions/051).
const db = env.REF_DB;
const { acme } = BENEFIT_IDS;

type Current = { benefit_id: number; status: string; created_at: string };

/** Each acme person's newest selection of each benefit, as take-up counts them. */
async function currentSelections(): Promise<Current[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.user_id, s.benefit_id, s.status, s.created_at FROM selections s
       JOIN benefits b ON b.id = s.benefit_id WHERE b.client_id = 2 ORDER BY s.created_at, s.id`,
    )
    .all<Current & { id: number; user_id: number }>();
  const newest = new Map<string, Current>();
  for (const row of results) newest.set(`${row.user_id}:${row.benefit_id}`, row);
  return [...newest.values()];
}

const count = (rows: readonly Current[], benefitId: number, status: string) =>
  rows.filter((row) => row.benefit_id === benefitId && row.status === status).length;

async function acmeWorkforce(): Promise<number> {
  const { results } = await db
    .prepare('SELECT employment_status FROM users WHERE client_id = 2')
    .all<{ employment_status: string | null }>();
  return results.filter((row) => !['left', 'inactive'].includes(row.employment_status ?? '')).length;
}

describe("acme's generated people's benefits", () => {
  it('puts most of acme in the pension, about a third in dental cover, some opted out, a few awaiting approval', async () => {
    const current = await currentSelections();
    const people = await acmeWorkforce();
    const share = (benefitId: number, status: string) => count(current, benefitId, status) / people;

    expect(share(acme.pension, 'live')).toBeGreaterThan(0.85);
    expect(share(acme.pension, 'live')).toBeLessThan(0.95);
    expect(share(acme.pension, 'opted-out')).toBeGreaterThan(0.04);
    expect(share(acme.dental, 'live')).toBeGreaterThan(0.28);
    expect(share(acme.dental, 'live')).toBeLessThan(0.38);
    for (const benefitId of Object.values(acme)) {
      expect(count(current, benefitId, 'live'), String(benefitId)).toBeGreaterThanOrEqual(20);
      expect(share(benefitId, 'live'), String(benefitId)).toBeLessThanOrEqual(share(acme.pension, 'live'));
    }
    expect(count(current, acme.gym, 'opted-out')).toBeGreaterThan(30);
    // Requests needing approval: most approved by Alex, some rejected, the same few still waiting.
    for (const benefitId of [acme.cycleToWork, acme.buyAnnualLeave]) {
      expect(count(current, benefitId, 'live'), String(benefitId)).toBeGreaterThan(50);
      expect(count(current, benefitId, 'rejected'), String(benefitId)).toBeGreaterThanOrEqual(3);
    }
    expect(count(current, acme.cycleToWork, 'awaiting-approval')).toBe(3 + 6);
    expect(count(current, acme.buyAnnualLeave, 'awaiting-approval')).toBe(2 + 4);
  });

  it('spreads the choices over the scheme year, none after the seed’s today', async () => {
    const { results } = await db
      .prepare(
        `SELECT substr(created_at, 1, 7) AS month, count(*) AS n, max(created_at) AS latest,
                max(decided_at) AS decided, max(end_date) AS ended
         FROM selections WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID} GROUP BY month ORDER BY month`,
      )
      .bind(FIRST_GENERATED_ID)
      .all<{ month: string; n: number; latest: string; decided: string | null; ended: string | null }>();
    const byMonth = new Map(results.map((row) => [row.month, row.n]));
    for (let month = 1; month <= 11; month += 1) {
      const key = `2026-${String(month).padStart(2, '0')}`;
      expect(byMonth.get(key) ?? 0, key).toBeGreaterThanOrEqual(30);
    }
    // The enrolment window before the year holds the most.
    expect(byMonth.get('2025-11')).toBeGreaterThan(byMonth.get('2026-03') ?? 0);
    for (const row of results) {
      expect(row.latest <= '2026-11-22', row.month).toBe(true);
      expect((row.decided ?? '') <= '2026-11-22', row.month).toBe(true);
      expect((row.ended ?? '') <= '2026-10-31', row.month).toBe(true);
    }
  });

  it('seeds the rows the generators describe, so tests may take figures from either', async () => {
    const selections = await db
      .prepare(
        `SELECT id, user_id, benefit_id, status, value, start_date, end_date, created_at FROM selections
         WHERE id >= ?1 AND id < ${CLIENT_UPTAKES.globex.firstSelectionId} ORDER BY id`,
      )
      .bind(FIRST_GENERATED_SELECTION_ID)
      .all();
    expect(selections.results).toEqual(
      generatedSelections().map(
        ({ id, user_id, benefit_id, status, value, start_date, end_date, created_at }) => ({
          id,
          user_id,
          benefit_id,
          status,
          value: value ?? null,
          start_date,
          end_date,
          created_at,
        }),
      ),
    );
    const events = await db
      .prepare(
        `SELECT id, user_id, event_date FROM life_events WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID} ORDER BY id`,
      )
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(events.results).toEqual(
      generatedLifeEvents().map(({ id, user_id, event_date }) => ({ id, user_id, event_date })),
    );
    const claims = await db
      .prepare(
        `SELECT id, user_id, amount FROM claims WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID} ORDER BY id`,
      )
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(claims.results).toEqual(
      generatedClaims().map(({ id, user_id, amount }) => ({ id, user_id, amount })),
    );
  });

  it('keeps every chosen value within its benefit’s limits', async () => {
    const outside = await db
      .prepare(
        `SELECT s.id FROM selections s JOIN benefits b ON b.id = s.benefit_id
         WHERE s.user_id BETWEEN ?1 AND ${ACME_LAST_ID} AND s.value IS NOT NULL
           AND (s.value < coalesce(b.value_min, s.value) OR s.value > coalesce(b.value_max, s.value)
             OR coalesce(s.partner_value, 0) > coalesce(b.partner_value_max, s.partner_value, 0))`,
      )
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(outside.results).toEqual([]);
  });

  it('gives a dental member who chose in the enrolment window a statement line for each month paid', async () => {
    const member = await db
      .prepare(
        `SELECT user_id, monthly_cost, employer_monthly_cost FROM selections
         WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID} AND benefit_id = ?2 AND status = 'live' AND start_date = '2026-01-01'
         ORDER BY id LIMIT 1`,
      )
      .bind(FIRST_GENERATED_ID, acme.dental)
      .first<{ user_id: number; monthly_cost: number; employer_monthly_cost: number }>();
    expect(member?.monthly_cost).toBeGreaterThan(0);
    const { results } = await db
      .prepare(
        `SELECT month, employee_contribution, employer_contribution FROM benefit_contributions
         WHERE user_id = ?1 AND group_code = 'dental' ORDER BY month`,
      )
      .bind(member?.user_id)
      .all();
    expect(results).toEqual(
      Array.from({ length: 10 }, (_, index) => ({
        month: index + 1,
        employee_contribution: member?.monthly_cost,
        employer_contribution: member?.employer_monthly_cost,
      })),
    );
  });

  it('stops an opted-out gym membership’s statement lines with the month it ended', async () => {
    const ended = await db
      .prepare(
        `SELECT user_id, CAST(substr(end_date, 6, 2) AS INTEGER) AS month FROM selections
         WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID} AND benefit_id = ?2 AND status = 'opted-out' AND start_date = '2026-01-01'
         ORDER BY id LIMIT 1`,
      )
      .bind(FIRST_GENERATED_ID, acme.gym)
      .first<{ user_id: number; month: number }>();
    const { results } = await db
      .prepare(
        `SELECT month FROM benefit_contributions WHERE user_id = ?1 AND group_code = 'gym' ORDER BY month`,
      )
      .bind(ended?.user_id)
      .all<{ month: number }>();
    expect(results.map((row) => row.month)).toEqual(
      Array.from({ length: ended?.month ?? 0 }, (_, i) => i + 1),
    );
  });

  it('makes each claim on a benefit the person holds live, after it started', async () => {
    const { results } = await db
      .prepare(
        `SELECT c.id, c.created_at, s.start_date, s.status FROM claims c
         LEFT JOIN selections s ON s.user_id = c.user_id AND s.benefit_id = c.benefit_id`,
      )
      .all<{ id: number; created_at: string; start_date: string | null; status: string | null }>();
    expect(results.length).toBeGreaterThan(50);
    for (const row of results) {
      expect(row.status, String(row.id)).toBe('live');
      expect(row.created_at >= (row.start_date ?? '9'), String(row.id)).toBe(true);
    }
  });

  it('has about one registered person in eleven report a life event, of every kind, in every month', async () => {
    const { results } = await db
      .prepare(
        `SELECT substr(created_at, 1, 7) AS month, count(*) AS n, count(DISTINCT life_event_type_id) AS kinds
         FROM life_events WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID} GROUP BY month ORDER BY month`,
      )
      .bind(FIRST_GENERATED_ID)
      .all<{ month: string; n: number; kinds: number }>();
    const total = results.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThan(60);
    expect(total).toBeLessThan(140);
    expect(results.map((row) => row.month)).toEqual(
      Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    );
    const kinds = await db
      .prepare(
        `SELECT count(DISTINCT life_event_type_id) AS n FROM life_events WHERE user_id BETWEEN ?1 AND ${ACME_LAST_ID}`,
      )
      .bind(FIRST_GENERATED_ID)
      .first<number>('n');
    expect(kinds).toBe(6);
  });
});

describe('the named accounts of docs/demo-data.md', () => {
  it('keep exactly their own selections, statements, life events and claims', async () => {
    const selections = await db
      .prepare('SELECT * FROM selections WHERE user_id < ?1 ORDER BY id')
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(selections.results).toHaveLength(demoSelections.length);
    demoSelections.forEach((row, index) => {
      expect(selections.results[index], String(row.id)).toMatchObject({
        ...row,
        decided_by: null,
        decided_at: null,
        answers: null,
      });
    });

    const statements = await db
      .prepare(
        `SELECT user_id, group_code, year, month, employee_contribution, employer_contribution
         FROM benefit_contributions WHERE user_id < ?1 ORDER BY user_id, group_code, year, month`,
      )
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(statements.results).toEqual([...demoContributions]);

    const events = await db
      .prepare('SELECT * FROM life_events WHERE user_id < ?1 ORDER BY id')
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(events.results).toEqual([...demoLifeEvents]);

    // Their only claim is Emma's dental check-up with its stored receipt (docs/decisions/058).
    const named = await db
      .prepare('SELECT * FROM claims WHERE user_id < ?1 ORDER BY id')
      .bind(FIRST_GENERATED_ID)
      .all();
    expect(named.results).toEqual([...demoClaims]);
  });

  it("keeps Emma's own: dental live, cycle to work awaiting approval, gym opted out at the end of March", async () => {
    const { results } = await db
      .prepare(
        `SELECT b.name, s.status, s.end_date FROM selections s JOIN benefits b ON b.id = s.benefit_id
         WHERE s.user_id = 1001 ORDER BY s.id`,
      )
      .all();
    expect(results).toEqual([
      { name: 'Dental Cover', status: 'live', end_date: null },
      { name: 'Cycle to Work', status: 'awaiting-approval', end_date: null },
      { name: 'Gym Membership', status: 'opted-out', end_date: '2026-03-31' },
    ]);
  });
});
