// What the employer dashboard's insights and take-up calls read (docs/decisions/025, 077): counted
// by SQL from the users, selections and account_events tables, never stored as results.

import { type Row, type Selected, selection } from './schema.ts';

const ADMIN_FACTS = selection('users', ['client_id', 'user_type', 'employment_status', 'voucher_balance']);
export type ClientAdminRow = Selected<typeof ADMIN_FACTS>;

export async function findClientAdminFacts(db: D1Database, userId: number): Promise<ClientAdminRow | null> {
  return db
    .prepare(`SELECT ${ADMIN_FACTS.sql} FROM users WHERE id = ?1`)
    .bind(userId)
    .first<ClientAdminRow>();
}

export async function findSchemeYear(db: D1Database, clientId: number): Promise<number | null> {
  return db
    .prepare('SELECT max(scheme_year) AS year FROM schemes WHERE client_id = ?1')
    .bind(clientId)
    .first<number | null>('year');
}

export async function clientInsightsEnabled(db: D1Database, clientId: number): Promise<boolean> {
  return (
    (await db
      .prepare('SELECT insights_enabled FROM clients WHERE id = ?1')
      .bind(clientId)
      .first<number>('insights_enabled')) === 1
  );
}

// People who count as the client's workforce: everyone of the client who has not left and is not
// inactive (administrators are employees too).
const CURRENT_PEOPLE = `client_id = ?1 AND coalesce(lower(employment_status), '') NOT IN ('left', 'inactive')`;

export type HeadcountRow = { employees: number; registered: number; two_factor_enabled: number };

export async function countHeadcount(db: D1Database, clientId: number): Promise<HeadcountRow> {
  const row = await db
    .prepare(
      `SELECT count(*) AS employees,
              coalesce(sum(activated), 0) AS registered,
              coalesce(sum(totp_secret IS NOT NULL), 0) AS two_factor_enabled
       FROM users WHERE ${CURRENT_PEOPLE}`,
    )
    .bind(clientId)
    .first<HeadcountRow>();
  return row ?? { employees: 0, registered: 0, two_factor_enabled: 0 };
}

export type AgeRow = { age: number; employees: number };

/** Current people by age at the end of the scheme year. */
export async function countByAge(db: D1Database, clientId: number, schemeYear: number): Promise<AgeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ?2 - CAST(substr(date_of_birth, 1, 4) AS INTEGER) AS age, count(*) AS employees
       FROM users WHERE ${CURRENT_PEOPLE} GROUP BY age ORDER BY age`,
    )
    .bind(clientId, schemeYear)
    .all<AgeRow>();
  return results;
}

export type MonthRegistrationsRow = { month: string; registrations: number };

/**
 * The current people of the client who registered (activated their account) in each month of
 * `year` (docs/decisions/077): with those registered before it, they make the registered headcount.
 */
export async function countRegistrationsByMonth(
  db: D1Database,
  clientId: number,
  year: number,
): Promise<MonthRegistrationsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT substr(registered_at, 1, 7) AS month, count(*) AS registrations
       FROM users
       WHERE ${CURRENT_PEOPLE} AND registered_at >= ?2 AND registered_at < ?3
       GROUP BY month ORDER BY month`,
    )
    .bind(clientId, `${year}-01-01`, `${year + 1}-01-01`)
    .all<MonthRegistrationsRow>();
  return results;
}

export type WeekLoginsRow = { week_start: string; logins: number };

// The client's people's sign-ins from ?2 to before ?3 (epoch ms): one range of the covering index
// account_events_user_kind (migration 0025) per person of the client, the events' rows never read.
const SIGN_INS_OF_CLIENT = `
  FROM users u JOIN account_events e ON e.user_id = u.id AND e.kind = 'signed-in'
  WHERE u.client_id = ?1 AND e.created_at >= ?2 AND e.created_at < ?3`;

/** Sign-ins per week (weeks start on Monday, UTC) of the days of `year`, as the API recorded them. */
export async function countLoginsByWeek(
  db: D1Database,
  clientId: number,
  year: number,
): Promise<WeekLoginsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT date(e.created_at / 1000, 'unixepoch', '-6 days', 'weekday 1') AS week_start,
              count(*) AS logins
       ${SIGN_INS_OF_CLIENT}
       GROUP BY week_start ORDER BY week_start`,
    )
    .bind(clientId, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1))
    .all<WeekLoginsRow>();
  return results;
}

/** The client's sign-ins on one UTC day ('YYYY-MM-DD'). */
export async function countLoginsOn(db: D1Database, clientId: number, day: string): Promise<number> {
  const from = Date.parse(`${day}T00:00:00Z`);
  const row = await db
    .prepare(`SELECT count(*) AS logins ${SIGN_INS_OF_CLIENT}`)
    .bind(clientId, from, from + 86_400_000)
    .first<{ logins: number }>();
  return row?.logins ?? 0;
}

/** A benefit (its columns, the id renamed) with its current selections counted by status. */
export type TakeUpRow = { benefit_id: Row<'benefits'>['id'] } & Pick<Row<'benefits'>, 'name' | 'icon'> & {
    live: number;
    awaiting_approval: number;
    opted_out: number;
    rejected: number;
  };

// A person's current selection of a benefit is their newest row for it (0006_benefits.sql).
const CURRENT_SELECTIONS = `
  SELECT s.* FROM selections s
  WHERE NOT EXISTS (
    SELECT 1 FROM selections n
    WHERE n.user_id = s.user_id AND n.benefit_id = s.benefit_id
      AND (n.created_at > s.created_at OR (n.created_at = s.created_at AND n.id > s.id))
  )`;

/** Each benefit of the client, in catalogue order, with its current selections counted by status. */
export async function countTakeUp(
  db: D1Database,
  clientId: number,
  benefitId?: number,
): Promise<TakeUpRow[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id AS benefit_id, b.name, b.icon,
              count(CASE WHEN s.status = 'live' THEN 1 END) AS live,
              count(CASE WHEN s.status = 'awaiting-approval' THEN 1 END) AS awaiting_approval,
              count(CASE WHEN s.status = 'opted-out' THEN 1 END) AS opted_out,
              count(CASE WHEN s.status = 'rejected' THEN 1 END) AS rejected
       FROM benefits b LEFT JOIN (${CURRENT_SELECTIONS}) s ON s.benefit_id = b.id
       WHERE b.client_id = ?1 AND (?2 IS NULL OR b.id = ?2)
       GROUP BY b.id ORDER BY b.position`,
    )
    .bind(clientId, benefitId ?? null)
    .all<TakeUpRow>();
  return results;
}

/** A current selection (its columns, the id renamed) and whose it is. */
export type TakeUpPersonRow = { selection_id: Row<'selections'>['id'] } & Pick<
  Row<'users'>,
  'first_name' | 'surname'
> &
  Pick<Row<'selections'>, 'status' | 'start_date' | 'end_date' | 'created_at'>;

/** The people behind a benefit's counts: each current selection, newest first. */
export async function findTakeUpPeople(
  db: D1Database,
  query: TakeUpPeopleQuery,
): Promise<{ people: TakeUpPagePersonRow[]; total: number }> {
  // One page of them and how many match (decision 052): LIMIT/OFFSET in SQL, so a benefit most of
  // a large client holds answers ten rows, not all of them.
  const binds = [query.clientId, query.benefitId, query.searchPattern];
  const [rows, count] = await db.batch<TakeUpPagePersonRow | { total: number }>([
    db
      .prepare(
        `SELECT s.id AS selection_id, u.first_name, u.surname, u.email, s.status, s.start_date, s.end_date,
                s.created_at
         ${TAKE_UP_PEOPLE_FROM}
         ORDER BY s.created_at DESC, s.id DESC
         LIMIT ?4 OFFSET ?5`,
      )
      .bind(...binds, query.perPage, (query.page - 1) * query.perPage),
    db.prepare(`SELECT count(*) AS total ${TAKE_UP_PEOPLE_FROM}`).bind(...binds),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { people: (rows?.results ?? []) as TakeUpPagePersonRow[], total };
}

/** A person of the page: the current selection and whose it is, with their e-mail (the search matches it). */
export type TakeUpPagePersonRow = TakeUpPersonRow & Pick<Row<'users'>, 'email'>;

export type TakeUpPeopleQuery = {
  clientId: number;
  benefitId: number;
  /**
   * The search as a LIKE pattern (like-pattern.ts), matched against the first name, surname, full
   * name and e-mail, case-insensitively; null for everyone.
   */
  searchPattern: string | null;
  /** 1-based. */
  page: number;
  perPage: number;
};

// The people behind a benefit's counts (each current selection), narrowed by the search: ?1 the
// client, ?2 the benefit, ?3 the search's LIKE pattern (or NULL for everyone).
const TAKE_UP_PEOPLE_FROM = `
  FROM (${CURRENT_SELECTIONS}) s JOIN users u ON u.id = s.user_id JOIN benefits b ON b.id = s.benefit_id
  WHERE b.client_id = ?1 AND b.id = ?2
    AND (?3 IS NULL OR u.first_name LIKE ?3 ESCAPE '\\' OR u.surname LIKE ?3 ESCAPE '\\'
      OR u.email LIKE ?3 ESCAPE '\\' OR u.first_name || ' ' || u.surname LIKE ?3 ESCAPE '\\')`;

export type MonthSelectionsRow = { month: string; selections: number };

/** Selections of a benefit made in each month of `year` (every row, history included). */
export async function countSelectionsByMonth(
  db: D1Database,
  benefitId: number,
  year: number,
): Promise<MonthSelectionsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT substr(created_at, 1, 7) AS month, count(*) AS selections
       FROM selections WHERE benefit_id = ?1 AND substr(created_at, 1, 4) = ?2
       GROUP BY month ORDER BY month`,
    )
    .bind(benefitId, String(year))
    .all<MonthSelectionsRow>();
  return results;
}
