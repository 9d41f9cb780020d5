// People's selections of benefits (migration 0006). Every query is scoped to the person, so one
// person's selection id is unknown to everyone else.
import type { Cost } from '../rules/benefits-cost.ts';
import type { SelectionStatus } from '../rules/benefits-selection-status.ts';
import { selection as columnSelection, type Selected } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';

/**
 * A change of a live selection's values, saved but not in force until `from` (docs/decisions/046):
 * the spec's temporarySelection.
 */
export type TemporaryChange = {
  value: number | null;
  partnerValue: number | null;
  monthlyCost: Cost;
  employerMonthlyCost: Cost;
  /** The first day it applies, 'YYYY-MM-DD'. */
  from: string;
};

export type SelectionRecord = {
  id: number;
  userId: number;
  benefitId: number;
  status: SelectionStatus;
  value: number | null;
  partnerValue: number | null;
  monthlyCost: Cost;
  employerMonthlyCost: Cost;
  peopleCovered: string[];
  planDetails: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  temporary: TemporaryChange | null;
};

const SELECTION = columnSelection(
  'selections',
  [
    'id',
    'user_id',
    'benefit_id',
    'status',
    'value',
    'partner_value',
    'monthly_cost',
    'employer_monthly_cost',
    'people_covered',
    'plan_details',
    'start_date',
    'end_date',
    'created_at',
    'temporary_value',
    'temporary_partner_value',
    'temporary_monthly_cost',
    'temporary_employer_monthly_cost',
    'temporary_from',
  ],
  's',
);
type SelectionRow = Selected<typeof SELECTION>;
const SELECTION_COLUMNS = SELECTION.sql;
// RETURNING of an INSERT or UPDATE cannot name the table by an alias.
const RETURNED_COLUMNS = SELECTION.names.join(', ');

// The person's newest selection of the benefit in the outer query: the current one, the rest are
// its history.
export const IS_NEWEST = `s.id = (
  SELECT n.id FROM selections n WHERE n.user_id = s.user_id AND n.benefit_id = s.benefit_id
  ORDER BY n.created_at DESC, n.id DESC LIMIT 1)`;

/** The newest selection of each benefit the person has one for, in catalogue order. */
export async function findNewestSelections(db: D1Database, userId: number): Promise<SelectionRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SELECTION_COLUMNS} FROM selections s JOIN benefits b ON b.id = s.benefit_id
       WHERE s.user_id = ?1 AND ${IS_NEWEST}
       ORDER BY b.position, b.id`,
    )
    .bind(userId)
    .all<SelectionRow>();
  return results.map(toSelection);
}

export async function findNewestSelection(
  db: D1Database,
  userId: number,
  benefitId: number,
): Promise<SelectionRecord | null> {
  const row = await db
    .prepare(
      `SELECT ${SELECTION_COLUMNS} FROM selections s
       WHERE s.user_id = ?1 AND s.benefit_id = ?2
       ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    )
    .bind(userId, benefitId)
    .first<SelectionRow>();
  return row ? toSelection(row) : null;
}

/** A selection, only if it is the person's own. */
export async function findOwnSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
): Promise<SelectionRecord | null> {
  const row = await db
    .prepare(`SELECT ${SELECTION_COLUMNS} FROM selections s WHERE s.id = ?1 AND s.user_id = ?2`)
    .bind(selectionId, userId)
    .first<SelectionRow>();
  return row ? toSelection(row) : null;
}

export type NewSelection = Omit<SelectionRecord, 'id' | 'endDate' | 'temporary'> & {
  /** Medical question id to answer; null when none were asked. */
  answers: Readonly<Record<string, string>> | null;
};

/**
 * Inserts the selection; null when the person already has a live or awaiting one of the benefit (the
 * partial unique index decides, so two racing requests cannot both add one).
 */
export async function insertSelection(
  db: D1Database,
  selection: NewSelection,
): Promise<SelectionRecord | null> {
  const row = await insertInto(
    db,
    'selections',
    {
      user_id: selection.userId,
      benefit_id: selection.benefitId,
      status: selection.status,
      value: selection.value,
      partner_value: selection.partnerValue,
      monthly_cost: selection.monthlyCost,
      employer_monthly_cost: selection.employerMonthlyCost,
      people_covered: JSON.stringify(selection.peopleCovered),
      plan_details: selection.planDetails,
      answers: selection.answers === null ? null : JSON.stringify(selection.answers),
      start_date: selection.startDate,
      created_at: selection.createdAt,
    },
    `ON CONFLICT DO NOTHING RETURNING ${RETURNED_COLUMNS}`,
  ).first<SelectionRow>();
  return row ? toSelection(row) : null;
}

export type ValueChange = Pick<
  SelectionRecord,
  'value' | 'partnerValue' | 'monthlyCost' | 'employerMonthlyCost'
>;

/** Changes the values of the person's selection while it is live or awaiting; null otherwise. */
export async function changeSelectionValues(
  db: D1Database,
  userId: number,
  selectionId: number,
  change: ValueChange,
): Promise<SelectionRecord | null> {
  const row = await updateOf(db, 'selections', {
    set: {
      value: change.value,
      partner_value: change.partnerValue,
      monthly_cost: change.monthlyCost,
      employer_monthly_cost: change.employerMonthlyCost,
    },
    where: `id = ?1 AND user_id = ?2 AND status IN ('live', 'awaiting-approval')`,
    params: [selectionId, userId],
    clause: `RETURNING ${RETURNED_COLUMNS}`,
  }).first<SelectionRow>();
  return row ? toSelection(row) : null;
}

/**
 * Holds a change of the person's live selection as its temporary selection (replacing any earlier
 * one); null when the selection is not live.
 */
export async function holdTemporaryChange(
  db: D1Database,
  userId: number,
  selectionId: number,
  change: TemporaryChange,
): Promise<SelectionRecord | null> {
  const row = await db
    .prepare(
      `UPDATE selections SET temporary_value = ?3, temporary_partner_value = ?4, temporary_monthly_cost = ?5,
         temporary_employer_monthly_cost = ?6, temporary_from = ?7
       WHERE id = ?1 AND user_id = ?2 AND status = 'live'
       RETURNING ${RETURNED_COLUMNS}`,
    )
    .bind(
      selectionId,
      userId,
      change.value,
      change.partnerValue,
      change.monthlyCost,
      change.employerMonthlyCost,
      change.from,
    )
    .first<SelectionRow>();
  return row ? toSelection(row) : null;
}

/**
 * The reset of spec section 7 (docs/decisions/046): drops the temporary selection of the person's
 * selection, back to the saved one; null when it had none.
 */
export async function dropTemporaryChange(
  db: D1Database,
  userId: number,
  selectionId: number,
): Promise<SelectionRecord | null> {
  const row = await db
    .prepare(
      `UPDATE selections SET temporary_value = NULL, temporary_partner_value = NULL,
         temporary_monthly_cost = NULL, temporary_employer_monthly_cost = NULL, temporary_from = NULL
       WHERE id = ?1 AND user_id = ?2 AND temporary_from IS NOT NULL
       RETURNING ${RETURNED_COLUMNS}`,
    )
    .bind(selectionId, userId)
    .first<SelectionRow>();
  return row ? toSelection(row) : null;
}

/**
 * Puts the person's temporary selections whose day has come in force: their values and costs become
 * the saved ones (what the payroll run does upstream). Called before the person's selections are
 * read or changed, with today's date, so no reader sees a change that is due as still to come.
 */
export async function applyDueChanges(db: D1Database, userId: number, today: string): Promise<void> {
  await db
    .prepare(
      `UPDATE selections SET value = temporary_value, partner_value = temporary_partner_value,
         monthly_cost = temporary_monthly_cost, employer_monthly_cost = temporary_employer_monthly_cost,
         temporary_value = NULL, temporary_partner_value = NULL, temporary_monthly_cost = NULL,
         temporary_employer_monthly_cost = NULL, temporary_from = NULL
       WHERE user_id = ?1 AND status = 'live' AND temporary_from IS NOT NULL AND temporary_from <= ?2`,
    )
    .bind(userId, today)
    .run();
}

/**
 * Removes the person's selection if it is still awaiting approval (withdrawing a request before
 * anyone decided, so nothing of it stays; docs/decisions/017); false when it was not.
 */
export async function deleteAwaitingSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
): Promise<boolean> {
  const { meta } = await db
    .prepare(`DELETE FROM selections WHERE id = ?1 AND user_id = ?2 AND status = 'awaiting-approval'`)
    .bind(selectionId, userId)
    .run();
  return meta.changes === 1;
}

/** Opts the person out of their live or awaiting selection from endDate; null when it was neither. */
export async function optOutOfSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
  endDate: string,
): Promise<SelectionRecord | null> {
  const row = await updateOf(db, 'selections', {
    set: { status: 'opted-out', end_date: endDate },
    where: `id = ?1 AND user_id = ?2 AND status IN ('live', 'awaiting-approval')`,
    params: [selectionId, userId],
    clause: `RETURNING ${RETURNED_COLUMNS}`,
  }).first<SelectionRow>();
  return row ? toSelection(row) : null;
}

function toSelection(row: SelectionRow): SelectionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    benefitId: row.benefit_id,
    status: row.status,
    value: row.value,
    partnerValue: row.partner_value,
    monthlyCost: row.monthly_cost,
    employerMonthlyCost: row.employer_monthly_cost,
    peopleCovered: parseNames(row.people_covered),
    planDetails: row.plan_details,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    temporary:
      row.temporary_from === null
        ? null
        : {
            value: row.temporary_value,
            partnerValue: row.temporary_partner_value,
            monthlyCost: row.temporary_monthly_cost,
            employerMonthlyCost: row.temporary_employer_monthly_cost,
            from: row.temporary_from,
          },
  };
}

// The schema guarantees a JSON array; only its text entries are names.
function parseNames(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}
