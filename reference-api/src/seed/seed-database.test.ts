import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoContributions, demoSelections } from './benefit-selections.ts';
import { demoClaims } from './demo-claims.ts';
import { generatedClaims, otherClientsClaims } from './generated-claims.ts';
import { ACME_EMPLOYEE_COUNT, FIRST_GENERATED_ID, WORKFORCES } from './generated-employees.ts';
import { generatedLifeEvents, otherClientsLifeEvents } from './generated-life-events.ts';
import { everyGeneratedSelection } from './generated-selections.ts';
import { verifyPassword } from './password-hash.ts';
import { UNSAFE_MARKUP_SAMPLE } from './policy-content.ts';
import { demoLifeEvents } from './profile-family.ts';
import { seedDatabase } from './seed-database.ts';
import { buildSeedStatements } from './seed-sql.ts';

// tests/setup/reference-db.ts has already migrated and seeded this database for the file.
const db = env.REF_DB;

type UserRow = {
  email: string;
  tenant: string | null;
  first_name: string;
  surname: string;
  date_of_birth: string;
  user_type: string;
  employment_status: string | null;
  password_hash: string | null;
  activated: number;
  site_terms_updated: number;
  first_login: number;
  on_probation: number;
  totp_secret: string | null;
  voucher_balance: number;
  terms_revision: number | null;
};

async function seededUsers(): Promise<Map<string, UserRow>> {
  const { results } = await db
    .prepare(
      `SELECT u.*, c.slug AS tenant FROM users u LEFT JOIN clients c ON c.id = u.client_id
       WHERE u.id < ?1 ORDER BY u.id`,
    )
    .bind(FIRST_GENERATED_ID)
    .all<UserRow>();
  return new Map(results.map((row) => [row.email, row]));
}

// The accounts table of DEMO-DATA.md, written out again here so the seed is checked against the
// contract rather than against itself.
const CONTRACT_ACCOUNTS = [
  ['emma.employee@acme.test', 'acme', 'Emma', 'Fielding', 'employee'],
  ['alex.admin@acme.test', 'acme', 'Alex', 'Morgan', 'employer'],
  ['liam.leaver@acme.test', 'acme', 'Liam', 'Walsh', 'employee'],
  ['tara.terms@acme.test', 'acme', 'Tara', 'Quinn', 'employee'],
  ['tom.twofa@acme.test', 'acme', 'Tom', 'Becker', 'employee'],
  ['piotr.probation@acme.test', 'acme', 'Piotr', 'Nowak', 'employee'],
  ['fiona.first@acme.test', 'acme', 'Fiona', 'Reid', 'employee'],
  ['nina.new@acme.test', 'acme', 'Nina', 'Patel', 'employee'],
  ['gina.employee@globex.test', 'globex', 'Gina', 'Rossi', 'employee'],
  ['gus.admin@globex.test', 'globex', 'Gus', 'Hale', 'employer'],
  ['sid.sso@sso.globex.test', 'globex', 'Sid', 'Lowe', 'employee'],
  // Added with activation: the two-factor variant of a not-activated account.
  ['gail.new@globex.test', 'globex', 'Gail', 'Moreno', 'employee'],
  ['demo.employee@c8.test', 'localhost', 'Dana', 'Cole', 'employee'],
  ['demo.admin@c8.test', 'localhost', 'Drew', 'Kerr', 'employer'],
  ['sam.support@c8.test', null, 'Sam', 'Ito', 'support'],
  // The lockout accounts the sessions issue added, so lockout tests never lock another demo account.
  ['lockout.demo1@acme.test', 'acme', 'Lena', 'Ortiz', 'employee'],
  ['lockout.demo2@acme.test', 'acme', 'Leo', 'Marsh', 'employee'],
  ['lockout.demo3@acme.test', 'acme', 'Lara', 'Quint', 'employee'],
  // Initrode's single sign-on account (decision 078).
  ['ines.sso@initrode.test', 'initrode', 'Ines', 'Duarte', 'employee'],
  // The approver (docs/decisions/075): an employee who approves selections.
  ['abby.approver@acme.test', 'acme', 'Abby', 'Clarke', 'employee'],
] as const;

// The generated people's statement lines, worked out here from their selections rather than with the
// seed's SQL: a line for each month of January to October that a selection with a cost ran in full.
function generatedStatementLines(): number {
  let lines = 0;
  for (const row of everyGeneratedSelection()) {
    const costs = [row.monthly_cost, row.employer_monthly_cost];
    if (!['live', 'opted-out'].includes(row.status) || row.start_date === null) continue;
    if (!costs.some((cost) => typeof cost === 'number' && cost > 0)) continue;
    for (let month = 1; month <= 10; month += 1) {
      const first = `2026-${String(month).padStart(2, '0')}-01`;
      const last = new Date(Date.UTC(2026, month, 0)).toISOString().slice(0, 10);
      if (row.start_date <= first && (row.end_date === null || row.end_date >= last)) lines += 1;
    }
  }
  return lines;
}

describe('demo seed', () => {
  it('creates the four tenants with their settings and one 2026 scheme each', async () => {
    const { results } = await db
      .prepare(
        `SELECT c.slug, c.name, c.contact_us_enabled, c.insights_enabled,
                (SELECT group_concat(e.code || ':' || e.status) FROM client_exceptions e
                 WHERE e.client_id = c.id) AS client_exceptions,
                c.two_factor_mode, c.sso_domain,
                (SELECT count(*) FROM themes t WHERE t.client_id = c.id) AS themes,
                (SELECT group_concat(s.scheme_year) FROM schemes s WHERE s.client_id = c.id) AS scheme_years
         FROM clients c ORDER BY c.id`,
      )
      .all();

    expect(results).toEqual([
      {
        slug: 'localhost',
        name: 'C8 Demo',
        contact_us_enabled: 1,
        insights_enabled: 0,
        client_exceptions: null,
        two_factor_mode: 'optional',
        sso_domain: null,
        themes: 0,
        scheme_years: '2026',
      },
      {
        slug: 'acme',
        name: 'Acme Logistics',
        contact_us_enabled: 1,
        insights_enabled: 1,
        client_exceptions: 'data-load-eligibility-impact:active',
        two_factor_mode: 'optional',
        sso_domain: null,
        themes: 1,
        scheme_years: '2026',
      },
      {
        slug: 'globex',
        name: 'Globex Corporation',
        contact_us_enabled: 0,
        insights_enabled: 0,
        client_exceptions: null,
        two_factor_mode: 'enforced',
        sso_domain: 'sso.globex.test',
        themes: 1,
        scheme_years: '2026',
      },
      {
        slug: 'initrode',
        name: 'Initrode Group',
        contact_us_enabled: 0,
        insights_enabled: 0,
        client_exceptions: null,
        two_factor_mode: 'optional',
        sso_domain: 'initrode.test',
        themes: 0,
        scheme_years: '2026',
      },
    ]);
  });

  it('contains exactly the DEMO-DATA accounts, each on its tenant with its name and user type', async () => {
    const users = await seededUsers();

    expect([...users.keys()].sort()).toEqual(CONTRACT_ACCOUNTS.map(([email]) => email).sort());
    for (const [email, tenant, firstName, surname, userType] of CONTRACT_ACCOUNTS) {
      expect(users.get(email), email).toMatchObject({
        tenant,
        first_name: firstName,
        surname,
        user_type: userType,
      });
    }
  });

  it('gives every account the demo password Sunlit-Harbour#47', async () => {
    const users = await seededUsers();

    for (const [email, user] of users) {
      // Initrode signs in by single sign-on only: Ines has no password (decision 078).
      if (email === 'ines.sso@initrode.test') {
        expect(user.password_hash).toBeNull();
        continue;
      }
      expect(await verifyPassword('Sunlit-Harbour#47', user.password_hash ?? ''), email).toBe(true);
    }
  });

  it('sets the dates of birth and the flags that make each demo account special', async () => {
    const users = await seededUsers();
    const user = (email: string) => users.get(email);

    expect(user('emma.employee@acme.test')?.date_of_birth).toBe('1985-03-12');
    expect(user('alex.admin@acme.test')?.date_of_birth).toBe('1979-11-02');
    expect(user('liam.leaver@acme.test')).toMatchObject({
      employment_status: 'left',
      voucher_balance: 120.5,
    });
    expect(user('tara.terms@acme.test')?.site_terms_updated).toBe(1);
    expect(user('tom.twofa@acme.test')?.totp_secret).toBe('JBSWY3DPEHPK3PXP');
    expect(user('piotr.probation@acme.test')?.on_probation).toBe(1);
    expect(user('fiona.first@acme.test')?.first_login).toBe(1);
    expect(user('nina.new@acme.test')).toMatchObject({ activated: 0, date_of_birth: '1990-04-15' });
    expect(user('gina.employee@globex.test')?.totp_secret).toBeNull();
    // Her terms are outstanding: the fourth step of the two-factor activation.
    expect(user('gail.new@globex.test')).toMatchObject({
      activated: 0,
      date_of_birth: '1992-06-09',
      site_terms_updated: 1,
    });

    const ordinary = [...users.values()].filter(
      (row) => !['fiona.first@acme.test', 'nina.new@acme.test', 'gail.new@globex.test'].includes(row.email),
    );
    for (const row of ordinary) {
      expect(row, row.email).toMatchObject({ activated: 1, first_login: 0 });
    }
    const others = [...users.values()].filter(
      (row) => !['tara.terms@acme.test', 'gail.new@globex.test'].includes(row.email),
    );
    for (const row of others) {
      expect(row.site_terms_updated, row.email).toBe(0);
    }
  });

  it('leaves the same rows when seeded twice', async () => {
    const snapshot = async () =>
      Promise.all(
        [
          'clients',
          'themes',
          'schemes',
          'users',
          'faqs',
          'policy_documents',
          'password_history',
          'activations',
          'outbox',
          'benefits',
          'benefit_terms',
          'benefit_faqs',
          'related_benefits',
          'benefit_medical_questions',
          'selections',
          'benefit_contributions',
          'contact_pages',
          'enquiry_options',
          'family_members',
          'life_event_types',
          'life_events',
          'claims',
        ].map(async (table) => (await db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results),
      );
    const before = await snapshot();

    await seedDatabase(db);
    await seedDatabase(db);

    expect(await snapshot()).toEqual(before);
    expect(before.map((rows) => rows.length)).toEqual([
      4,
      2,
      4,
      20 + Object.values(WORKFORCES).reduce((sum, workforce) => sum + workforce.count, 0),
      7,
      12,
      19,
      // Nina's two activation links (one expired) and Gail's, and the welcome e-mails that carried them.
      3,
      3,
      22,
      1,
      9,
      14,
      3,
      demoSelections.length + 10 + everyGeneratedSelection().length,
      demoContributions.length + generatedStatementLines(),
      2,
      8,
      3,
      16,
      // Emma's move and Dana's change of hours, and the generated people's.
      demoLifeEvents.length + generatedLifeEvents().length + otherClientsLifeEvents().length,
      // Emma's dental check-up (docs/decisions/058), Dana's hygienist visit and the generated people's.
      demoClaims.length + generatedClaims().length + otherClientsClaims().length,
    ]);
    // Two seeds and every seeded row read back twice (some 20,000 of them, mostly the
    // generated people's statements): a few seconds when the machine is busy, over the default 5.
  }, 30_000);

  it('builds the same SQL every time, deleting the seeded tables (tokens too) before inserting', async () => {
    const first = await buildSeedStatements();

    expect(await buildSeedStatements()).toEqual(first);
    expect(first.slice(0, 38)).toEqual([
      'DELETE FROM audit_events',
      'DELETE FROM card_value_orders',
      'DELETE FROM card_value_schedules',
      'DELETE FROM employee_data_uploads',
      'DELETE FROM reports',
      'DELETE FROM enquiries',
      'DELETE FROM enquiry_options',
      'DELETE FROM contact_pages',
      'DELETE FROM life_events',
      'DELETE FROM life_event_types',
      'DELETE FROM family_members',
      'DELETE FROM home_page_cards',
      'DELETE FROM home_page_banners',
      'DELETE FROM benefit_contributions',
      'DELETE FROM selections',
      'DELETE FROM two_factor_enforcement_changes',
      'DELETE FROM benefit_terms_acceptances',
      'DELETE FROM benefit_medical_questions',
      'DELETE FROM related_benefits',
      'DELETE FROM benefit_faqs',
      'DELETE FROM benefit_terms',
      'DELETE FROM benefits',
      'DELETE FROM masquerade_sessions',
      'DELETE FROM masquerade_audit',
      'DELETE FROM two_factor_changes',
      'DELETE FROM sign_on_tokens',
      'DELETE FROM outbox',
      'DELETE FROM reset_tokens',
      'DELETE FROM activations',
      'DELETE FROM password_history',
      'DELETE FROM tokens',
      'DELETE FROM users',
      'DELETE FROM policy_documents',
      'DELETE FROM faqs',
      'DELETE FROM schemes',
      'DELETE FROM themes',
      'DELETE FROM client_exceptions',
      'DELETE FROM clients',
    ]);
    // D1 refuses a statement longer than 100 KB: the generated rows go in batches under it.
    expect(Math.max(...first.map((sql) => new TextEncoder().encode(sql).length))).toBeLessThan(100_000);
    // Contact details are set on the users rows already inserted; the generated people come from
    // one recursive insert.
    expect(
      first
        .slice(38)
        .every(
          (sql) =>
            sql.startsWith('INSERT INTO ') ||
            sql.startsWith('UPDATE users SET ') ||
            sql.startsWith('WITH RECURSIVE '),
        ),
    ).toBe(true);
  });

  it('gives acme 1,250 people, about 87% registered, with a mix of two-factor states and distinct e-mails', async () => {
    const counts = await db
      .prepare(
        `SELECT count(*) AS people, sum(activated) AS registered,
                sum(totp_secret IS NOT NULL) AS two_factor, count(DISTINCT email) AS emails
         FROM users WHERE client_id = 2`,
      )
      .first<{ people: number; registered: number; two_factor: number; emails: number }>();
    expect(counts?.people).toBe(ACME_EMPLOYEE_COUNT);
    expect(counts?.emails).toBe(ACME_EMPLOYEE_COUNT);
    const registered = (counts?.registered ?? 0) / ACME_EMPLOYEE_COUNT;
    expect(registered).toBeGreaterThan(0.85);
    expect(registered).toBeLessThan(0.89);
    expect(counts?.two_factor).toBeGreaterThan(200);
    expect(counts?.two_factor).toBeLessThan(counts?.registered ?? 0);
    const pending = await db
      .prepare(
        `SELECT benefit_id, count(*) AS n FROM selections s JOIN users u ON u.id = s.user_id
         WHERE s.status = 'awaiting-approval' AND u.client_id = 2 GROUP BY benefit_id ORDER BY benefit_id`,
      )
      .all<{ benefit_id: number; n: number }>();
    expect(pending.results).toEqual([
      { benefit_id: 5204, n: 3 + 6 },
      { benefit_id: 5210, n: 2 + 4 },
    ]);
  });

  it("spreads acme's generated people over every birth year from 1960 to 2003, so each age band has people", async () => {
    // A step that shared a factor with the 44 years (11 did) put everyone in four years and left
    // the insights' youngest band empty.
    const { results } = await db
      .prepare(
        `SELECT CAST(substr(date_of_birth, 1, 4) AS INTEGER) AS year, count(*) AS people FROM users
         WHERE client_id = 2 AND id >= ?1 GROUP BY year ORDER BY year`,
      )
      .bind(FIRST_GENERATED_ID)
      .all<{ year: number; people: number }>();
    expect(results.map((row) => row.year)).toEqual(Array.from({ length: 44 }, (_, index) => 1960 + index));
    const sizes = results.map((row) => row.people);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('ends every session when reseeding', async () => {
    await db
      .prepare(
        `INSERT INTO tokens (token_hash, kind, user_id, family_id, created_at, expires_at)
         VALUES (?1, 'access', 1001, 'seed-test', 1, 2)`,
      )
      .bind('0'.repeat(64))
      .run();

    await seedDatabase(db);

    expect(await db.prepare('SELECT count(*) AS n FROM tokens').first('n')).toBe(0);
  });

  it('forgets every reset link, spent activation and e-mail when reseeding', async () => {
    await db.batch([
      db
        .prepare(
          `INSERT INTO reset_tokens (token_hash, user_id, created_at, expires_at)
           VALUES (?1, 1001, '2026-01-01T00:00:00.000Z', '2026-01-01T01:00:00.000Z')`,
        )
        .bind('1'.repeat(64)),
      db.prepare("UPDATE activations SET used_at = '2026-01-01T00:00:00.000Z'"),
      db.prepare(
        "INSERT INTO outbox (to_email, subject, text, created_at) VALUES ('emma.employee@acme.test', 'x', 'y', '2026-01-01T00:00:00.000Z')",
      ),
      db.prepare("INSERT INTO password_history (user_id, password_hash, created_at) VALUES (1001, 'x', 'z')"),
    ]);

    await seedDatabase(db);

    expect(await db.prepare('SELECT count(*) AS n FROM reset_tokens').first('n')).toBe(0);
    expect(
      await db.prepare('SELECT count(*) AS n FROM activations WHERE used_at IS NOT NULL').first('n'),
    ).toBe(0);
    expect(await db.prepare('SELECT count(*) AS n FROM outbox').first('n')).toBe(3);
    expect(
      await db.prepare('SELECT count(*) AS n FROM password_history WHERE user_id = 1001').first('n'),
    ).toBe(3);
  });

  it("puts each activated account's current password in its history, and Emma's two earlier ones", async () => {
    const { results } = await db
      .prepare(
        `SELECT u.email, h.password_hash = u.password_hash AS current, h.password_hash, h.created_at
         FROM password_history h JOIN users u ON u.id = h.user_id ORDER BY u.id, h.created_at`,
      )
      .all<{ email: string; current: number; password_hash: string; created_at: string }>();
    const users = await seededUsers();

    // Ines (Initrode, single sign-on only) has no password to keep.
    const activated = [...users.values()]
      .filter((row) => row.activated === 1 && row.password_hash !== null)
      .map((row) => row.email);
    expect(results.filter((row) => row.current === 1).map((row) => row.email)).toEqual(activated);
    const emma = results.filter((row) => row.email === 'emma.employee@acme.test');
    expect(emma.map((row) => row.current)).toEqual([0, 0, 1]);
    expect(await verifyPassword('Old-Harbour#2025', emma[0]?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('Winter-Lantern#88', emma[1]?.password_hash ?? '')).toBe(true);
  });

  it('gives Nina and Gail live activation links (Nina also the expired link of her first e-mail) and the welcome e-mails that carry them', async () => {
    const { results: activations } = await db
      .prepare(
        'SELECT a.id, u.email, a.expires_at, a.used_at FROM activations a JOIN users u ON u.id = a.user_id ORDER BY a.id',
      )
      .all();
    expect(activations).toEqual([
      {
        id: 'demo-acme-nina',
        email: 'nina.new@acme.test',
        expires_at: '2030-12-31T23:59:59.000Z',
        used_at: null,
      },
      {
        id: 'demo-acme-nina-expired',
        email: 'nina.new@acme.test',
        expires_at: '2026-01-31T23:59:59.000Z',
        used_at: null,
      },
      {
        id: 'demo-globex-gail',
        email: 'gail.new@globex.test',
        expires_at: '2030-12-31T23:59:59.000Z',
        used_at: null,
      },
    ]);

    const { results: mails } = await db.prepare('SELECT to_email, links_json FROM outbox ORDER BY id').all();
    expect(mails).toEqual([
      {
        to_email: 'nina.new@acme.test',
        links_json: '["http://acme.localhost:8787/activation/demo-acme-nina-expired"]',
      },
      {
        to_email: 'nina.new@acme.test',
        links_json: '["http://acme.localhost:8787/activation/demo-acme-nina"]',
      },
      {
        to_email: 'gail.new@globex.test',
        links_json: '["http://globex.localhost:8787/activation/demo-globex-gail"]',
      },
    ]);
  });

  it('gives each client the URL its portal is served on', async () => {
    const { results } = await db.prepare('SELECT slug, portal_url FROM clients ORDER BY id').all();

    expect(results).toEqual([
      { slug: 'localhost', portal_url: 'http://localhost:8787' },
      { slug: 'acme', portal_url: 'http://acme.localhost:8787' },
      { slug: 'globex', portal_url: 'http://globex.localhost:8787' },
      { slug: 'initrode', portal_url: 'http://initrode.localhost:8787' },
    ]);
  });

  it('gives each client a terms revision and each account the revision it accepted', async () => {
    const { results: clients } = await db
      .prepare('SELECT slug, terms_revision, hide_totals FROM clients ORDER BY id')
      .all();
    expect(clients).toEqual([
      { slug: 'localhost', terms_revision: 1, hide_totals: 0 },
      { slug: 'acme', terms_revision: 3, hide_totals: 0 },
      { slug: 'globex', terms_revision: 2, hide_totals: 1 },
      { slug: 'initrode', terms_revision: 1, hide_totals: 0 },
    ]);

    const users = await seededUsers();
    expect(users.get('tara.terms@acme.test')).toMatchObject({ site_terms_updated: 1, terms_revision: 2 });
    expect(users.get('emma.employee@acme.test')?.terms_revision).toBe(3);
    expect(users.get('gina.employee@globex.test')?.terms_revision).toBe(2);
    expect(users.get('nina.new@acme.test')?.terms_revision).toBeNull();
    expect(users.get('sam.support@c8.test')?.terms_revision).toBeNull();
  });

  it('has FAQs for acme and the root tenant but none for globex', async () => {
    const { results } = await db
      .prepare(
        `SELECT c.slug, count(f.id) AS faqs FROM clients c LEFT JOIN faqs f ON f.client_id = c.id
         GROUP BY c.id ORDER BY c.id`,
      )
      .all();

    expect(results).toEqual([
      { slug: 'localhost', faqs: 3 },
      { slug: 'acme', faqs: 4 },
      { slug: 'globex', faqs: 0 },
      { slug: 'initrode', faqs: 0 },
    ]);
  });

  it("ends only the root tenant's cookie policy with the unsafe markup sample", async () => {
    const { results } = await db
      .prepare(
        'SELECT c.slug, p.kind, p.content FROM policy_documents p JOIN clients c ON c.id = p.client_id',
      )
      .all<{ slug: string; kind: string; content: string }>();

    const carrying = results.filter((row) => row.content.endsWith(UNSAFE_MARKUP_SAMPLE));
    expect(carrying.map(({ slug, kind }) => ({ slug, kind }))).toEqual([
      { slug: 'localhost', kind: 'our-cookie-policy' },
    ]);
  });

  it('writes every legal page as several paragraphs using only p, h2, ul, li, strong and a tags', async () => {
    const { results } = await db
      .prepare('SELECT client_id, kind, content FROM policy_documents ORDER BY client_id, kind')
      .all<{ client_id: number; kind: string; content: string }>();

    expect(results).toHaveLength(12);
    for (const { client_id, kind, content: stored } of results) {
      // The root tenant's cookie policy ends with markup the portal must render inert (decision 020).
      const content = stored.replace(UNSAFE_MARKUP_SAMPLE, '');
      const tags = new Set([...content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
      expect(
        [...tags].filter((tag) => !['p', 'h2', 'ul', 'li', 'strong', 'a'].includes(tag ?? '')),
        kind,
      ).toEqual([]);
      expect(content.match(/<p>/g)?.length ?? 0, `${client_id} ${kind}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives acme a catalogue of every icon, one the portal does not know, and the voucher card', async () => {
    const { results } = await db
      .prepare(
        `SELECT c.slug, count(b.id) AS benefits, group_concat(b.icon, ' ') AS icons
         FROM clients c LEFT JOIN benefits b ON b.client_id = c.id GROUP BY c.id ORDER BY c.id`,
      )
      .all<{ slug: string; benefits: number; icons: string }>();

    expect(results.map(({ slug, benefits }) => [slug, benefits])).toEqual([
      ['localhost', 3],
      ['acme', 13],
      ['globex', 6],
      ['initrode', 0],
    ]);
    const acmeIcons = results[1]?.icons.split(' ') ?? [];
    for (const icon of ['medical', 'dental', 'gym', 'cycle', 'pension', 'life', 'travel', 'will', 'cash']) {
      expect(acmeIcons, icon).toContain(icon);
    }
    expect(acmeIcons).toEqual(expect.arrayContaining(['annual-leave', 'accident', 'ccv', 'wellbeing']));
    expect(
      await db.prepare("SELECT name FROM benefits WHERE group_code = 'ccv' AND client_id = 2").first('name'),
    ).toBe('Acme Rewards Card');
    expect(
      await db.prepare("SELECT monthly_cost FROM benefits WHERE name = 'Will Writing'").first('monthly_cost'),
    ).toBe('TBC');
  });

  it("records when Liam's voucher card was last paid into, and no one else's", async () => {
    const { results } = await db
      .prepare(
        'SELECT email, voucher_last_payment_date FROM users WHERE voucher_last_payment_date IS NOT NULL',
      )
      .all();

    expect(results).toEqual([{ email: 'liam.leaver@acme.test', voucher_last_payment_date: '2026-10-28' }]);
  });

  it('gives Liam alone card-value data: a scheduled voucher, placed orders and a saved one', async () => {
    const { results: schedules } = await db
      .prepare('SELECT user_id, next_voucher_date FROM card_value_schedules')
      .all();
    expect(schedules).toEqual([{ user_id: 1003, next_voucher_date: '2026-12-04' }]);
    const { results: orders } = await db
      .prepare(
        'SELECT user_id, state, count(*) AS orders FROM card_value_orders GROUP BY user_id, state ORDER BY state',
      )
      .all();
    expect(orders).toEqual([
      { user_id: 1003, state: 'placed', orders: 2 },
      { user_id: 1003, state: 'saved', orders: 1 },
    ]);
  });

  it('opens the month-by-month overview from the home for acme only', async () => {
    const { results } = await db.prepare('SELECT slug, total_benefits_mode FROM clients ORDER BY id').all();
    expect(results).toEqual([
      { slug: 'localhost', total_benefits_mode: 'year' },
      { slug: 'acme', total_benefits_mode: 'monthly' },
      { slug: 'globex', total_benefits_mode: 'year' },
      { slug: 'initrode', total_benefits_mode: 'year' },
    ]);
  });

  it('forgets selections and terms acceptances made since the last seed', async () => {
    await db.batch([
      db.prepare(
        "INSERT INTO selections (user_id, benefit_id, status, created_at) VALUES (1006, 5205, 'live', '2026-11-01T00:00:00.000Z')",
      ),
      db.prepare(
        "INSERT INTO benefit_terms_acceptances (user_id, terms_id, accepted_at) VALUES (1001, 5501, '2026-11-01T00:00:00.000Z')",
      ),
    ]);

    await seedDatabase(db);

    expect(await db.prepare('SELECT count(*) AS n FROM selections WHERE user_id = 1006').first('n')).toBe(0);
    expect(await db.prepare('SELECT count(*) AS n FROM benefit_terms_acceptances').first('n')).toBe(0);
  });
});
