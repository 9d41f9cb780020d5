import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BENEFIT_IDS } from './benefit-catalogue.ts';
import { CLIENT_IDS } from './demo-data.ts';
import { registeredAt, WORKFORCES } from './generated-employees.ts';
import { generatedSignIns } from './generated-sign-ins.ts';
import { SEED_TODAY } from './seed-calendar.ts';

// tests/setup/reference-db.ts has migrated and seeded this database for the file: the volumes of
// docs/demo-data.md's clients (decisions 077 and 078), read back from the tables.
const db = env.REF_DB;

const count = async (sql: string, ...binds: (string | number)[]): Promise<number> =>
  (await db
    .prepare(sql)
    .bind(...binds)
    .first<number>('n')) ?? 0;

describe('every demo client is alive (decision 078)', () => {
  it.each([
    ['globex', CLIENT_IDS.globex, 320, Object.values(BENEFIT_IDS.globex)],
    ['C8 Demo', CLIENT_IDS.localhost, 40, Object.values(BENEFIT_IDS.localhost)],
  ] as const)(
    '%s has its people, live selections of every benefit, statements, claims, reports and life events',
    async (_, clientId, headcount, benefitIds) => {
      expect(await count('SELECT count(*) AS n FROM users WHERE client_id = ?1', clientId)).toBe(headcount);
      for (const benefitId of benefitIds) {
        expect(
          await count(
            "SELECT count(*) AS n FROM selections WHERE benefit_id = ?1 AND status = 'live'",
            benefitId,
          ),
          `benefit ${benefitId}`,
        ).toBeGreaterThan(0);
      }
      const ofClient = 'JOIN users u ON u.id = t.user_id WHERE u.client_id = ?1';
      expect(
        await count(`SELECT count(*) AS n FROM benefit_contributions t ${ofClient}`, clientId),
      ).toBeGreaterThan(0);
      expect(await count(`SELECT count(*) AS n FROM claims t ${ofClient}`, clientId)).toBeGreaterThan(0);
      expect(await count(`SELECT count(*) AS n FROM life_events t ${ofClient}`, clientId)).toBeGreaterThan(0);
      for (const type of ['payroll', 'provider', 'lifeevent']) {
        expect(
          await count('SELECT count(*) AS n FROM reports WHERE client_id = ?1 AND type = ?2', clientId, type),
          type,
        ).toBeGreaterThan(0);
      }
    },
  );

  it("gives Gus requests to approve and decided ones, on Globex's Cycle to Work", async () => {
    const byStatus = async (status: string) =>
      count(
        'SELECT count(*) AS n FROM selections WHERE benefit_id = ?1 AND status = ?2',
        BENEFIT_IDS.globex.cycleToWork,
        status,
      );
    expect(await byStatus('awaiting-approval')).toBeGreaterThan(0);
    expect(await byStatus('live')).toBeGreaterThan(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM selections s JOIN users u ON u.id = s.decided_by WHERE u.email = 'gus.admin@globex.test'",
      ),
    ).toBeGreaterThan(0);
  });

  it('has a client that signs in by single sign-on only, with an account of its own and no password', async () => {
    const client = await db
      .prepare('SELECT name, slug, sso_access_only, sso_domain FROM clients WHERE id = ?1')
      .bind(CLIENT_IDS.initrode)
      .first();
    expect(client).toEqual({
      name: 'Initrode Group',
      slug: 'initrode',
      sso_access_only: 1,
      sso_domain: 'initrode.test',
    });
    const ines = await db
      .prepare("SELECT client_id, activated, password_hash FROM users WHERE email = 'ines.sso@initrode.test'")
      .first();
    expect(ines).toEqual({ client_id: CLIENT_IDS.initrode, activated: 1, password_hash: null });
  });
});

describe('the sign-in history (decision 077)', () => {
  it('holds the generated sign-ins, only of registered people, after they registered and by the seed’s today', async () => {
    const rows = (
      await db
        .prepare(
          `SELECT e.user_id, e.created_at, u.registered_at FROM account_events e JOIN users u ON u.id = e.user_id
           WHERE u.client_id = ?1 AND u.id >= ?2 AND e.kind = 'signed-in' ORDER BY e.user_id, e.created_at`,
        )
        .bind(CLIENT_IDS.acme, WORKFORCES.acme.firstId)
        .all<{ user_id: number; created_at: number; registered_at: string | null }>()
    ).results;
    expect(rows).toHaveLength(generatedSignIns().length);
    // A plausible volume for 1,087 registered people over most of a year: some 60 to 150 a weekday.
    expect(rows.length).toBeGreaterThan(15_000);
    expect(rows.length).toBeLessThan(35_000);
    const lastInstant = Date.parse(`${SEED_TODAY}T23:59:59.999Z`);
    for (const row of rows) {
      expect(row.registered_at).not.toBeNull();
      expect(row.created_at).toBeGreaterThanOrEqual(Date.parse(row.registered_at ?? ''));
      expect(row.created_at).toBeLessThanOrEqual(lastInstant);
    }
  });

  it('registers people as generatedPeople says: 0 to 3 days after joining, none of the unregistered', async () => {
    const { results } = await db
      .prepare('SELECT id, registered_at FROM users WHERE client_id = ?1 AND id >= ?2 ORDER BY id')
      .bind(CLIENT_IDS.globex, WORKFORCES.globex.firstId)
      .all<{ id: number; registered_at: string | null }>();
    expect(results.map((row) => row.registered_at)).toEqual(
      results.map((row) => registeredAt(row.id - WORKFORCES.globex.firstId + 1)),
    );
  });
});
