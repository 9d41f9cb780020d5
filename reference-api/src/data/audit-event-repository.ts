// The employer's audit trail (migrations 0020 and 0021; docs/decisions/057): the statements the
// administration calls add to their own batch, so an action and its record commit together or not
// at all, and the reads of the list (a page and its count) and of the CSV (every matching row, in
// batches). Every read is within one client and newest first by (created_at, id), so it walks one of
// the trail's indexes: the client's, an action's, a person's as actor or as subject.
import type { AuditAction, AuditFilter } from '../rules/audit-trail.ts';
import type { Cost } from '../rules/benefits-cost.ts';
import { likePattern } from './like-pattern.ts';
import type { Row } from './schema.ts';
import { columnList, insertInto } from './statements.ts';

/**
 * One event as the code writes it; the act-as actions are the triggers' and the act-as record's alone,
 * a recalculated cost selectionCostEvent's (it reads the old costs in SQL).
 */
export type CodeAuditEvent = {
  clientId: number;
  actorUserId: number;
  action: Exclude<
    AuditAction,
    'act-as-started' | 'act-as-change' | 'act-as-export' | 'selection-cost-recalculated'
  >;
  subjectUserId: number | null;
  detail: Record<string, string | number | boolean>;
  createdAt: number;
};

export function auditEventStatement(db: D1Database, event: CodeAuditEvent): D1PreparedStatement {
  return insertInto(db, 'audit_events', {
    client_id: event.clientId,
    actor_user_id: event.actorUserId,
    action: event.action,
    subject_user_id: event.subjectUserId,
    detail: JSON.stringify(event.detail),
    created_at: event.createdAt,
  });
}

const INSERTED = columnList('audit_events', [
  'client_id',
  'actor_user_id',
  'action',
  'subject_user_id',
  'detail',
  'created_at',
]);

/**
 * One event per selection of a decision, about the selection's person, written only when the
 * decision is taken: the same condition as decideSelections' UPDATE (each id a selection of the
 * client still awaiting approval), so it must run in the same batch, before that UPDATE.
 */
export function selectionDecisionEvents(
  db: D1Database,
  decision: {
    clientId: number;
    selectionIds: readonly number[];
    approve: boolean;
    actorUserId: number;
    createdAt: number;
  },
): D1PreparedStatement {
  const ids = [...new Set(decision.selectionIds)];
  const placeholders = ids.map((_, index) => `?${index + 5}`).join(', ');
  const pending = `s.id IN (${placeholders}) AND s.status = 'awaiting-approval'
    AND s.benefit_id IN (SELECT id FROM benefits WHERE client_id = ?1)`;
  return db
    .prepare(
      `INSERT INTO audit_events (${INSERTED})
       SELECT ?1, ?2, ?3, s.user_id,
         json_object('selectionId', s.id, 'benefitId', b.id, 'benefitName', b.name), ?4
       FROM selections s JOIN benefits b ON b.id = s.benefit_id
       WHERE ${pending} AND (SELECT count(*) FROM selections s WHERE ${pending}) = ${ids.length}
       ORDER BY s.id`,
    )
    .bind(
      decision.clientId,
      decision.actorUserId,
      decision.approve ? 'selection-approved' : 'selection-rejected',
      decision.createdAt,
      ...ids,
    );
}

/**
 * The event of an enforcement change, written only when the setting changes: before the UPDATE of
 * the client in the same batch, so it reads the setting as it was.
 */
export function enforcementChangeEvent(
  db: D1Database,
  change: { clientId: number; enforced: boolean; actorUserId: number; createdAt: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_events (${INSERTED})
       SELECT ?1, ?2, 'two-factor-enforcement-changed', NULL, json_object('enforced', json(?3)), ?4
       FROM clients WHERE id = ?1 AND two_factor_mode IS NOT ?5`,
    )
    .bind(
      change.clientId,
      change.actorUserId,
      change.enforced ? 'true' : 'false',
      change.createdAt,
      change.enforced ? 'enforced' : 'optional',
    );
}

/**
 * The event of an applied upload: after the upload's UPDATE in the same batch, written only when
 * that UPDATE applied it (status applied, at this time, by this person).
 */
export function uploadAppliedEvent(
  db: D1Database,
  upload: { id: number; clientId: number; appliedBy: number; appliedAt: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_events (${INSERTED})
       SELECT client_id, applied_by, 'employee-data-applied', NULL,
         json_object('uploadId', id, 'fileName', file_name, 'changedEmployees', changed_employees), ?4
       FROM employee_data_uploads
       WHERE id = ?1 AND client_id = ?2 AND status = 'applied' AND applied_by = ?3 AND applied_at = ?5`,
    )
    .bind(upload.id, upload.clientId, upload.appliedBy, Date.parse(upload.appliedAt), upload.appliedAt);
}

/** A selection of the client's employee given new costs by an administrator, at a time (epoch ms). */
export type CostRecalculation = {
  clientId: number;
  employeeId: number;
  selectionId: number;
  actorUserId: number;
  monthlyCost: Cost;
  employerMonthlyCost: Cost;
  createdAt: number;
};

/**
 * The event of a selection cost recalculated by an administrator (docs/decisions/080): the costs it
 * held and the ones it is given. Before the UPDATE in the same batch and with the same condition (the
 * client's employee's selection, live or awaiting approval), so it reads the costs as they were and
 * is written only when they are replaced.
 */
export function selectionCostEvent(db: D1Database, change: CostRecalculation): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_events (${INSERTED})
       SELECT ?1, ?2, 'selection-cost-recalculated', s.user_id,
         json_object('selectionId', s.id, 'benefitId', b.id, 'benefitName', b.name,
           'oldMonthlyCost', s.monthly_cost, 'newMonthlyCost', ?5,
           'oldEmployerMonthlyCost', s.employer_monthly_cost, 'newEmployerMonthlyCost', ?6), ?7
       FROM selections s JOIN benefits b ON b.id = s.benefit_id AND b.client_id = ?1
       WHERE s.id = ?4 AND s.user_id = ?3 AND s.status IN ('live', 'awaiting-approval')`,
    )
    .bind(
      change.clientId,
      change.actorUserId,
      change.employeeId,
      change.selectionId,
      change.monthlyCost,
      change.employerMonthlyCost,
      change.createdAt,
    );
}

/** One event of the trail with the names of who did it and whom it was about. */
export type AuditEventRow = Pick<Row<'audit_events'>, 'id' | 'action' | 'detail' | 'created_at'> & {
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_type: Row<'users'>['user_type'] | null;
  subject_id: number | null;
  subject_name: string | null;
  subject_email: string | null;
};

const SELECT_EVENT = `
SELECT e.id, e.action, e.detail, e.created_at,
  a.id AS actor_id, a.first_name || ' ' || a.surname AS actor_name, a.email AS actor_email,
  a.user_type AS actor_type,
  s.id AS subject_id, s.first_name || ' ' || s.surname AS subject_name, s.email AS subject_email
FROM audit_events e
LEFT JOIN users a ON a.id = e.actor_user_id
LEFT JOIN users s ON s.id = e.subject_user_id`;

const NEWEST_FIRST = 'ORDER BY e.created_at DESC, e.id DESC';

/**
 * The filter as SQL over `e`, only the clauses it needs, so SQLite picks the index that fits: the
 * client's, or the action's (the date range is the next column of both). A person filter reads the
 * matching people first (a few rows of users, never the trail), then their events as actor and as
 * subject from those two indexes, and looks the rows up by id: `+e.client_id` keeps SQLite from
 * walking the client's whole trail instead (a 100,000-row trail: about 20 ms against under 1).
 */
function whereOf(filter: AuditFilter): { sql: string; binds: (string | number)[] } {
  const binds: (string | number)[] = [filter.clientId];
  const bind = (value: string | number) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  const clauses = [filter.person === '' ? 'e.client_id = ?1' : '+e.client_id = ?1'];
  if (filter.action !== null) clauses.push(`e.action = ${bind(filter.action)}`);
  if (filter.fromMs !== null) clauses.push(`e.created_at >= ${bind(filter.fromMs)}`);
  if (filter.untilMs !== null) clauses.push(`e.created_at < ${bind(filter.untilMs)}`);
  if (filter.person !== '') {
    const p = bind(likePattern(filter.person));
    const people = `SELECT id FROM users WHERE first_name LIKE ${p} ESCAPE '\\' OR surname LIKE ${p} ESCAPE '\\'
      OR email LIKE ${p} ESCAPE '\\' OR first_name || ' ' || surname LIKE ${p} ESCAPE '\\'`;
    clauses.push(`e.id IN (
      SELECT id FROM audit_events WHERE client_id = ?1 AND actor_user_id IN (${people})
      UNION ALL SELECT id FROM audit_events WHERE client_id = ?1 AND subject_user_id IN (${people}))`);
  }
  return { sql: clauses.join(' AND '), binds };
}

/**
 * How many events match: with no filter or only an action, from the counts the triggers keep
 * (migration 0021), a few rows whatever the trail's length; otherwise by counting the index range.
 */
function countOf(
  db: D1Database,
  filter: AuditFilter,
  sql: string,
  binds: readonly (string | number)[],
): D1PreparedStatement {
  if (filter.person === '' && filter.fromMs === null && filter.untilMs === null) {
    const action = filter.action === null ? '' : ' AND action = ?2';
    return db
      .prepare(`SELECT coalesce(sum(n), 0) AS total FROM audit_event_counts WHERE client_id = ?1${action}`)
      .bind(filter.clientId, ...(filter.action === null ? [] : [filter.action]));
  }
  return db.prepare(`SELECT count(*) AS total FROM audit_events e WHERE ${sql}`).bind(...binds);
}

/** One page (1-based) of the filtered trail, newest first, and how many events match. */
export async function findAuditPage(
  db: D1Database,
  filter: AuditFilter,
  page: number,
  perPage: number,
): Promise<{ events: AuditEventRow[]; total: number }> {
  const { sql, binds } = whereOf(filter);
  const [rows, count] = await db.batch<AuditEventRow | { total: number }>([
    db
      .prepare(`${SELECT_EVENT} WHERE ${sql} ${NEWEST_FIRST} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`)
      .bind(...binds),
    countOf(db, filter, sql, binds),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { events: (rows?.results ?? []) as AuditEventRow[], total };
}

/** How many rows each read of the CSV takes. */
const EXPORT_BATCH = 500;

/**
 * Every event of the filter, newest first, a batch at a time: each batch starts after the last row
 * of the one before (keyset), so the CSV of a long trail is written as it is read.
 */
export async function* auditEventBatches(
  db: D1Database,
  filter: AuditFilter,
): AsyncGenerator<AuditEventRow[]> {
  const { sql, binds } = whereOf(filter);
  let after: { createdAt: number; id: number } | null = null;
  for (;;) {
    const n = binds.length;
    const keyset: string = after
      ? ` AND (e.created_at < ?${n + 1} OR (e.created_at = ?${n + 1} AND e.id < ?${n + 2}))`
      : '';
    const { results }: D1Result<AuditEventRow> = await db
      .prepare(`${SELECT_EVENT} WHERE ${sql}${keyset} ${NEWEST_FIRST} LIMIT ${EXPORT_BATCH}`)
      .bind(...binds, ...(after ? [after.createdAt, after.id] : []))
      .all<AuditEventRow>();
    if (results.length > 0) yield results;
    const last = results.at(-1);
    if (results.length < EXPORT_BATCH || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
