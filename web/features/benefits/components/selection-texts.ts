import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldStatus } from '#contract/benefits';

/**
 * The product page's texts for a selection: what it is (spec 3, Selection; decision 074) and the
 * benefit's own costs before one is chosen. The spec gives none of them, so they are ours. Each is
 * a message, read in the page's language where it is shown.
 */
export const SELECTION_TEXTS = {
  coverHeading: msg`Your cover`,
  peopleCovered: msg`Who it covers`,
  planDetails: msg`Your plan`,
  value: msg`Value`,
  partnerValue: msg`Partner cover amount (£)`,
  starts: msg`Starts`,
  ends: msg`Ends`,
  costHeading: msg`Monthly cost`,
  yourMonthlyCost: msg`Your monthly cost`,
  employerMonthlyCost: msg`Your employer pays`,
  totalMonthlyCost: msg`Total monthly cost`,
} as const;

/** How far a value is in force, said after it; a change's day comes with the change. */
export const FIELD_STATUS_TEXTS = {
  'in-force': () => msg`In force`,
  changing: (day: string | null) => (day ? msg`Changes on ${day}` : msg`Changing`),
  'awaiting-approval': () => msg`Waiting for approval`,
  ended: () => msg`No longer in force`,
} as const satisfies Record<FieldStatus, (day: string | null) => MessageDescriptor>;
