/**
 * Texts and rules of an employee's selections in the employee panel (docs/decisions/080), zod-free
 * so the SPA can import them. The spec names the calls (section 7) but none of these words: ours.
 */

import type { SelectionStatus } from './benefits';

/**
 * Only a live selection or one awaiting approval is priced again: an ended or refused one costs
 * nothing more (the reference API's rules/selection-cost-recalculation.ts refuses the others).
 */
export function mayRecalculateCost(status: SelectionStatus): boolean {
  return status === 'live' || status === 'awaiting-approval';
}

export const EMPLOYEE_SELECTION_TEXTS = {
  heading: 'Selections and costs',
  intro: 'The current selection of each benefit, with the monthly costs stored for it.',
  tableCaption: 'Selections and monthly costs',
  columns: {
    benefit: 'Benefit',
    status: 'Status',
    monthlyCost: 'Employee pays a month',
    employerMonthlyCost: 'Employer pays a month',
    actions: 'Actions',
  },
  empty: 'This employee has no selections',
  loading: 'Loading selections...',
  loadError: "There was an error requesting this employee's selections",
  recalculate: 'Recalculate cost',
  recalculateLabel: (benefit: string) => `Recalculate cost of ${benefit}`,
  confirmHeading: (benefit: string) => `Recalculate the cost of ${benefit}?`,
  confirm: (name: string, benefit: string, cost: string) =>
    `${name}'s ${benefit} will be priced again by the benefit's current rates, and what they pay each month (now ${cost}) may change. The recalculation is recorded in the audit trail.`,
  confirmButton: 'Recalculate',
  cancel: 'Cancel',
  processing: 'Processing...',
  changed: (benefit: string, before: string, after: string) =>
    `The cost of ${benefit} has been recalculated: the employee now pays ${after} a month (was ${before}).`,
  unchanged: (benefit: string, cost: string) =>
    `The cost of ${benefit} has been recalculated: it is still ${cost} a month.`,
  error: 'There was an error recalculating the cost, please try again later',
} as const;
