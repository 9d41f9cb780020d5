// What a selection's product page sums up about it (spec 3, Selection; docs/decisions/074): the
// monthly cost section's figures and how far each of its values is in force.
import type { SelectionRecord } from '../data/selection-repository.ts';
import { type Cost, isToBeConfirmed } from './benefits-cost.ts';

/** The spec's costsSummaryForMonthlyCostSection: the costs in force, and what the cover costs in all. */
export type MonthlyCostSummary = {
  employee: Cost;
  employer: Cost;
  /** Both shares, when both are known; otherwise to be confirmed (null). */
  total: number | null;
};

export function monthlyCostSummary(selection: Pick<SelectionRecord, 'monthlyCost' | 'employerMonthlyCost'>) {
  const { monthlyCost: employee, employerMonthlyCost: employer } = selection;
  const known = (cost: Cost): cost is number => typeof cost === 'number' && !isToBeConfirmed(cost);
  const total = known(employee) && known(employer) ? Math.round((employee + employer) * 100) / 100 : null;
  return { employee, employer, total } satisfies MonthlyCostSummary;
}

/**
 * How far a value of the selection is in force: it is, or a saved change replaces it on the change's
 * day (docs/decisions/046), or the employer has still to approve it, or the selection has ended
 * (opted out or rejected).
 */
export const FIELD_STATUSES = ['in-force', 'changing', 'awaiting-approval', 'ended'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];

/** The values a selection's field status covers: its own, its partner's and its monthly cost. */
export type FieldStatusName = 'value' | 'partner_value' | 'monthly_cost';

type StatusFacts = Pick<SelectionRecord, 'status' | 'value' | 'partnerValue' | 'monthlyCost' | 'temporary'>;

/**
 * The spec's fieldStatus: the status of each value the selection holds (its value and partner value
 * when it has them) and of its monthly cost, which every selection has.
 */
export function fieldStatuses(selection: StatusFacts): Partial<Record<FieldStatusName, FieldStatus>> {
  const fields: [FieldStatusName, unknown, unknown][] = [
    ['value', selection.value, selection.temporary?.value],
    ['partner_value', selection.partnerValue, selection.temporary?.partnerValue],
    ['monthly_cost', selection.monthlyCost, selection.temporary?.monthlyCost],
  ];
  const statuses: Partial<Record<FieldStatusName, FieldStatus>> = {};
  for (const [name, saved, asked] of fields) {
    if (name !== 'monthly_cost' && saved === null && (asked ?? null) === null) continue;
    statuses[name] = statusOf(selection, selection.temporary !== null && asked !== saved);
  }
  return statuses;
}

function statusOf(selection: StatusFacts, changing: boolean): FieldStatus {
  switch (selection.status) {
    case 'live':
      return changing ? 'changing' : 'in-force';
    case 'awaiting-approval':
      return 'awaiting-approval';
    default:
      return 'ended';
  }
}
