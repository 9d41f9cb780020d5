// The employer's reports (docs/decisions/028): the reports table says which were issued; their
// figures are read from the selections and life events of the period each time a file is made.
import type { ReportLifeEvent, ReportSelection, ReportType } from '../rules/reports.ts';
import { type Row, type Selected, selection } from './schema.ts';

/**
 * A selection ran in a period when it was live at some point of it: live or since ended (opted out),
 * started on or before the period's last day and not ended before its first. `first` and `last` are
 * SQL expressions for 'YYYY-MM-DD' text (bound parameters here, literals in the seed).
 */
export function ranInPeriodSql(selection: string, first: string, last: string): string {
  return `${selection}.status IN ('live', 'opted-out') AND ${selection}.start_date IS NOT NULL
    AND ${selection}.start_date <= ${last}
    AND (${selection}.end_date IS NULL OR ${selection}.end_date >= ${first})`;
}

const REPORT = selection('reports', ['id', 'type', 'year', 'month', 'provider_name', 'issued_at']);
export type ReportRow = Selected<typeof REPORT>;
const REPORT_COLUMNS = REPORT.sql;

/** A client's reports of one type and year, by month (the newest first), then provider. */
export async function listReports(
  db: D1Database,
  clientId: number,
  type: ReportType,
  year: number,
): Promise<ReportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${REPORT_COLUMNS} FROM reports
       WHERE client_id = ?1 AND type = ?2 AND year = ?3
       ORDER BY month DESC, coalesce(provider_name, '') COLLATE NOCASE, id`,
    )
    .bind(clientId, type, year)
    .all<ReportRow>();
  return results;
}

/** The years a client has reports of this type in, the newest first. */
export async function listReportYears(db: D1Database, clientId: number, type: ReportType): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT year FROM reports WHERE client_id = ?1 AND type = ?2 ORDER BY year DESC')
    .bind(clientId, type)
    .all<{ year: number }>();
  return results.map((row) => row.year);
}

/** The client's reports among `ids` (ids of other clients' reports are simply not found). */
export async function findReports(
  db: D1Database,
  clientId: number,
  ids: readonly number[],
): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const placeholders = ids.map((_, index) => `?${index + 2}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT ${REPORT_COLUMNS} FROM reports WHERE client_id = ?1 AND id IN (${placeholders})
       ORDER BY year, month, type, coalesce(provider_name, ''), id`,
    )
    .bind(clientId, ...ids)
    .all<ReportRow>();
  return results;
}

/** A selection with its person and benefit: the tables' columns, two of them renamed. */
type SelectionRow = { user_id: Row<'users'>['id']; benefit_name: Row<'benefits'>['name'] } & Pick<
  Row<'users'>,
  'first_name' | 'surname'
> &
  Pick<Row<'benefits'>, 'provider_name'> &
  Pick<Row<'selections'>, 'value' | 'people_covered' | 'monthly_cost' | 'employer_monthly_cost'>;

/** A life event with its person and type: the tables' columns, and the day it was reported. */
type LifeEventRow = { user_id: Row<'users'>['id']; event_name: Row<'life_event_types'>['name'] } & Pick<
  Row<'users'>,
  'first_name' | 'surname'
> &
  Pick<Row<'life_events'>, 'event_date'> & { reported_on: string };

const peopleOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
};

/**
 * The client's selections that ran between `first` and `last` (one provider's only, when named), in
 * the people's name order, then the benefits' catalogue order.
 */
export async function findPeriodSelections(
  db: D1Database,
  clientId: number,
  period: { first: string; last: string },
  providerName: string | null,
): Promise<ReportSelection[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS user_id, u.first_name, u.surname, b.name AS benefit_name, b.provider_name,
              s.value, s.people_covered, s.monthly_cost, s.employer_monthly_cost
       FROM selections s
       JOIN benefits b ON b.id = s.benefit_id
       JOIN users u ON u.id = s.user_id
       WHERE b.client_id = ?1 AND ${ranInPeriodSql('s', '?2', '?3')}
         AND (?4 IS NULL OR b.provider_name = ?4)
       ORDER BY u.surname COLLATE NOCASE, u.first_name COLLATE NOCASE, u.id, b.position, s.id`,
    )
    .bind(clientId, period.first, period.last, providerName)
    .all<SelectionRow>();
  return results.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    surname: row.surname,
    benefitName: row.benefit_name,
    providerName: row.provider_name,
    value: row.value,
    peopleCovered: peopleOf(row.people_covered),
    monthlyCost: row.monthly_cost,
    employerMonthlyCost: row.employer_monthly_cost,
  }));
}

/** Life events the client's people reported in a month ('YYYY-MM'), in the order they came in. */
export async function findPeriodLifeEvents(
  db: D1Database,
  clientId: number,
  yearMonth: string,
): Promise<ReportLifeEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS user_id, u.first_name, u.surname, t.name AS event_name, e.event_date,
              substr(e.created_at, 1, 10) AS reported_on
       FROM life_events e
       JOIN users u ON u.id = e.user_id
       JOIN life_event_types t ON t.id = e.life_event_type_id
       WHERE u.client_id = ?1 AND substr(e.created_at, 1, 7) = ?2
       ORDER BY e.created_at, e.id`,
    )
    .bind(clientId, yearMonth)
    .all<LifeEventRow>();
  return results.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    surname: row.surname,
    eventName: row.event_name,
    eventDate: row.event_date,
    reportedOn: row.reported_on,
  }));
}
