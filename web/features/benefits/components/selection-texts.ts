import type { FieldStatus } from '#contract/benefits';

/**
 * The product page's texts for a selection: what it is (spec 3, Selection; decision 074) and the
 * benefit's own costs before one is chosen. The spec gives none of them, so they are ours.
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
} as const;

/** How far a value is in force, said after it; a change's day comes with the change. */
export const FIELD_STATUS_TEXTS = {
  'in-force': () => 'In force',
  changing: (day: string | null) => (day ? `Changes on ${day}` : 'Changing'),
  'awaiting-approval': () => 'Waiting for approval',
  ended: () => 'No longer in force',
} as const satisfies Record<FieldStatus, (day: string | null) => string>;
