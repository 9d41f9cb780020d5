// An employee's selections with their stored costs, as their client's administrator reads and prices
// them (spec section 7: selections/client/{id}/employees/{id} and /selections/costs; docs/decisions/080).
// Every query is scoped to the client twice: the employee is one of its people and the benefit one of
// its benefits, so an id of another client's employee or selection finds nothing.
import type { Cost, SelectionCostBenefit } from '../rules/benefits-cost.ts';
import type { SelectionStatus } from '../rules/benefits-selection-status.ts';
import { type CostRecalculation, selectionCostEvent } from './audit-event-repository.ts';
import type { Row } from './schema.ts';
import { IS_NEWEST } from './selection-repository.ts';

export type PricedSelectionRecord = {
  id: number;
  benefitId: number;
  benefitName: string;
  status: SelectionStatus;
  value: number | null;
  partnerValue: number | null;
  monthlyCost: Cost;
  employerMonthlyCost: Cost;
  startDate: string | null;
  endDate: string | null;
  /** What the benefit's current rules price it by. */
  benefit: SelectionCostBenefit;
};

type PricedRow = Pick<
  Row<'selections'>,
  | 'id'
  | 'benefit_id'
  | 'status'
  | 'value'
  | 'partner_value'
  | 'monthly_cost'
  | 'employer_monthly_cost'
  | 'start_date'
  | 'end_date'
> &
  Pick<Row<'benefits'>, 'beam_supported' | 'cost_rate_per_thousand' | 'free_cover_cap'> & {
    benefit_name: Row<'benefits'>['name'];
    benefit_monthly_cost: Row<'benefits'>['monthly_cost'];
    benefit_employer_monthly_cost: Row<'benefits'>['employer_monthly_cost'];
  };

// ?1 the client, ?2 the employee.
const SELECT_PRICED = `
SELECT s.id, s.benefit_id, s.status, s.value, s.partner_value, s.monthly_cost, s.employer_monthly_cost,
  s.start_date, s.end_date, b.beam_supported, b.cost_rate_per_thousand, b.free_cover_cap,
  b.name AS benefit_name, b.monthly_cost AS benefit_monthly_cost,
  b.employer_monthly_cost AS benefit_employer_monthly_cost
FROM selections s
JOIN benefits b ON b.id = s.benefit_id AND b.client_id = ?1
JOIN users u ON u.id = s.user_id AND u.client_id = ?1
WHERE s.user_id = ?2`;

/** Whether the person is one of the client's people. */
export async function isEmployeeOf(db: D1Database, clientId: number, employeeId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM users WHERE id = ?2 AND client_id = ?1')
    .bind(clientId, employeeId)
    .first<{ found: number }>();
  return row !== null;
}

/** The employee's current selection of each benefit (the newest), in catalogue order. */
export async function findEmployeeSelections(
  db: D1Database,
  clientId: number,
  employeeId: number,
): Promise<PricedSelectionRecord[]> {
  const { results } = await db
    .prepare(`${SELECT_PRICED} AND ${IS_NEWEST} ORDER BY b.position, b.id`)
    .bind(clientId, employeeId)
    .all<PricedRow>();
  return results.map(toPriced);
}

/** One selection of the client's employee, or null. */
export async function findEmployeeSelection(
  db: D1Database,
  clientId: number,
  employeeId: number,
  selectionId: number,
): Promise<PricedSelectionRecord | null> {
  const row = await db
    .prepare(`${SELECT_PRICED} AND s.id = ?3`)
    .bind(clientId, employeeId, selectionId)
    .first<PricedRow>();
  return row ? toPriced(row) : null;
}

/**
 * Stores the selection's recalculated costs while it is live or awaiting approval, with its audit
 * event in the same batch (both or neither); false when it no longer was.
 */
export async function storeRecalculatedCost(db: D1Database, change: CostRecalculation): Promise<boolean> {
  const [, update] = await db.batch([
    selectionCostEvent(db, change),
    db
      .prepare(
        `UPDATE selections SET monthly_cost = ?4, employer_monthly_cost = ?5
         WHERE id = ?3 AND user_id = ?2 AND status IN ('live', 'awaiting-approval')
           AND benefit_id IN (SELECT id FROM benefits WHERE client_id = ?1)`,
      )
      .bind(
        change.clientId,
        change.employeeId,
        change.selectionId,
        change.monthlyCost,
        change.employerMonthlyCost,
      ),
  ]);
  return update?.meta.changes === 1;
}

function toPriced(row: PricedRow): PricedSelectionRecord {
  return {
    id: row.id,
    benefitId: row.benefit_id,
    benefitName: row.benefit_name,
    status: row.status,
    value: row.value,
    partnerValue: row.partner_value,
    monthlyCost: row.monthly_cost,
    employerMonthlyCost: row.employer_monthly_cost,
    startDate: row.start_date,
    endDate: row.end_date,
    benefit: {
      beamSupported: row.beam_supported === 1,
      costRatePerThousand: row.cost_rate_per_thousand,
      freeCoverCap: row.free_cover_cap,
      monthlyCost: row.benefit_monthly_cost,
      employerMonthlyCost: row.benefit_employer_monthly_cost,
    },
  };
}
