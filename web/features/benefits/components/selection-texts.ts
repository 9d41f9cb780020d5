import type { FieldStatus } from '#contract/benefits';

/**
 * The product page's texts for a selection: what it is (spec 3, Selection; decision 074), the
 * benefit's own costs and whom it covers before one is chosen (decision 084). The spec gives none of
 * them, so they are ours.
 */
export const SELECTION_TEXTS = {
  coverHeading: 'Your cover',
  peopleCovered: 'Who it covers',
  planDetails: 'Your plan',
  value: 'Value',
  partnerValue: 'Partner cover amount (£)',
  starts: 'Starts',
  ends: 'Ends',
  costHeading: 'Monthly cost',
  yourMonthlyCost: 'Your monthly cost',
  employerMonthlyCost: 'Your employer pays',
  totalMonthlyCost: 'Total monthly cost',
  /** Before a family benefit is chosen: who choosing it covers (decision 084). */
  newSelectionCovers: (names: readonly string[]) =>
    `Choosing it covers you and your family on file: ${names.join(', ')}.`,
} as const;

/** How far a value is in force, said after it; a change's day comes with the change. */
export const FIELD_STATUS_TEXTS = {
  'in-force': () => 'In force',
  changing: (day: string | null) => (day ? `Changes on ${day}` : 'Changing'),
  'awaiting-approval': () => 'Waiting for approval',
  ended: () => 'No longer in force',
} as const satisfies Record<FieldStatus, (day: string | null) => string>;
