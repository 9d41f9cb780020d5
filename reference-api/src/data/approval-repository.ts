// Selections awaiting the employer's approval and the decisions on them (migration 0006: status,
// decided_by, decided_at). Every query is scoped to one client's benefits, so another client's
// selection ids name nothing here.

import { selectionDecisionEvents } from './audit-event-repository.ts';
import { type Row, type Selected, selection } from './schema.ts';
import { updateOf } from './statements.ts';

export type PendingBenefit = { benefitId: number; benefitName: string; count: number };

export async function findPendingBenefits(db: D1Database, clientId: number): Promise<PendingBenefit[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id AS benefit_id, b.name AS benefit_name, count(*) AS n
       FROM selections s JOIN benefits b ON b.id = s.benefit_id
       WHERE b.client_id = ?1 AND s.status = 'awaiting-approval'
       GROUP BY b.id ORDER BY b.position`,
    )
    .bind(clientId)
    .all<{ benefit_id: number; benefit_name: string; n: number }>();
  return results.map((row) => ({ benefitId: row.benefit_id, benefitName: row.benefit_name, count: row.n }));
}

export type PendingBenefitDetail = { id: number; name: string; valueLabel: string | null };

const BENEFIT = selection('benefits', ['id', 'name', 'value_label']);
const PENDING = selection('selections', ['id', 'value', 'start_date', 'created_at'], 's');

export async function findClientBenefit(
  db: D1Database,
  clientId: number,
  benefitId: number,
): Promise<PendingBenefitDetail | null> {
  const row = await db
    .prepare(`SELECT ${BENEFIT.sql} FROM benefits WHERE id = ?1 AND client_id = ?2`)
    .bind(benefitId, clientId)
    .first<Selected<typeof BENEFIT>>();
  return row ? { id: row.id, name: row.name, valueLabel: row.value_label } : null;
}

export type PendingSelection = {
  selectionId: number;
  employeeName: string;
  email: string;
  value: number | null;
  startDate: string | null;
  createdAt: string;
};

/** A benefit's selections awaiting approval, oldest request first. */
export async function findPendingSelections(db: D1Database, benefitId: number): Promise<PendingSelection[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PENDING.sql}, u.first_name || ' ' || u.surname AS employee_name, u.email
       FROM selections s JOIN users u ON u.id = s.user_id
       WHERE s.benefit_id = ?1 AND s.status = 'awaiting-approval'
       ORDER BY s.created_at, s.id`,
    )
    .bind(benefitId)
    .all<Selected<typeof PENDING> & { employee_name: string } & Pick<Row<'users'>, 'email'>>();
  return results.map((row) => ({
    selectionId: row.id,
    employeeName: row.employee_name,
    email: row.email,
    value: row.value,
    startDate: row.start_date,
    createdAt: row.created_at,
  }));
}

export type Decision = {
  clientId: number;
  selectionIds: readonly number[];
  approve: boolean;
  decidedBy: number;
  decidedAt: string;
};

/**
 * Approves (live) or rejects every named selection, or none: one UPDATE that changes rows only when
 * each id is a selection of the client still awaiting approval, so a second submit, a stale page or
 * another client's id changes nothing. Returns whether the decision was taken.
 */
export async function decideSelections(db: D1Database, decision: Decision): Promise<boolean> {
  const ids = [...new Set(decision.selectionIds)];
  const placeholders = ids.map((_, index) => `?${index + 2}`).join(', ');
  const pending = `id IN (${placeholders}) AND status = 'awaiting-approval'
    AND benefit_id IN (SELECT id FROM benefits WHERE client_id = ?1)`;
  // The trail's events first: they read the selections while they still await approval.
  const [, result] = await db.batch([
    selectionDecisionEvents(db, {
      clientId: decision.clientId,
      selectionIds: ids,
      approve: decision.approve,
      actorUserId: decision.decidedBy,
      createdAt: Date.parse(decision.decidedAt),
    }),
    updateOf(db, 'selections', {
      set: {
        status: decision.approve ? 'live' : 'rejected',
        decided_by: decision.decidedBy,
        decided_at: decision.decidedAt,
      },
      where: `${pending} AND (SELECT count(*) FROM selections WHERE ${pending}) = ${ids.length}`,
      params: [decision.clientId, ...ids],
    }),
  ]);
  return result?.meta.changes === ids.length;
}
