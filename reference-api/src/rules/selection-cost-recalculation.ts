// An administrator's recalculation of an employee's selection cost (spec section 7: /selections/costs,
// "create or update selection cost calculation for a client and employee"; docs/decisions/080): the
// selection is priced again by its benefit's current rules, as a new selection of it would be.
import { type Cost, type SelectionCostBenefit, selectionCosts } from './benefits-cost.ts';
import { isActive, type SelectionStatus } from './benefits-selection-status.ts';

export const RECALCULATION_TEXTS = {
  invalidBody: 'client_id, employee_id and selection_id must be ids',
  employeeNotFound: 'Employee not found',
  selectionNotFound: 'Selection not found',
  notActive: 'Only a live selection or one awaiting approval can be recalculated',
} as const;

export type PricedSelection = {
  status: SelectionStatus;
  value: number | null;
  partnerValue: number | null;
};

export type Recalculation =
  | { ok: true; monthlyCost: Cost; employerMonthlyCost: Cost }
  | { ok: false; message: string };

/**
 * The selection's monthly costs by the benefit's current rules: a calculated benefit prices the
 * cover chosen at today's rate, any other costs its current price. An ended or refused selection
 * costs nothing more, so it is not priced again.
 */
export function recalculateSelectionCost(
  benefit: SelectionCostBenefit,
  selection: PricedSelection,
): Recalculation {
  if (!isActive(selection.status)) return { ok: false, message: RECALCULATION_TEXTS.notActive };
  return { ok: true, ...selectionCosts(benefit, selection.value, selection.partnerValue) };
}
