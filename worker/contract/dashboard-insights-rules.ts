// The dashboard insights' texts and labels the SPA needs, without zod (docs/decisions/025).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec section 8, verbatim: messages, read in the page's language where they are shown (decision 085). */
export const TAKE_UP_TEXTS = {
  loadError: msg`There was an error requesting the benefit takeup data`,
  empty: msg`No benefit takeup data found`,
} as const;

/** The selection statuses take-up counts, in the order the tables show them, with their labels. */
export const TAKE_UP_STATUSES = [
  { key: 'live', label: msg`Live` },
  { key: 'awaitingApproval', label: msg`Awaiting approval` },
  { key: 'optedOut', label: msg`Opted out` },
  { key: 'rejected', label: msg`Rejected` },
] as const;

export type TakeUpStatusKey = (typeof TAKE_UP_STATUSES)[number]['key'];

/** The label of an upstream selection status ('opted-out'), or the status itself if unknown. */
export function selectionStatusLabel(status: string): MessageDescriptor | string {
  const key = status.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return TAKE_UP_STATUSES.find((entry) => entry.key === key)?.label ?? status;
}
