// The dashboard insights' texts and labels the SPA needs, without zod (docs/decisions/025).

/** Spec section 8, verbatim. */
export const TAKE_UP_TEXTS = {
  loadError: 'There was an error requesting the benefit takeup data',
  empty: 'No benefit takeup data found',
} as const;

/** The selection statuses take-up counts, in the order the tables show them, with their labels. */
export const TAKE_UP_STATUSES = [
  { key: 'live', label: 'Live' },
  { key: 'awaitingApproval', label: 'Awaiting approval' },
  { key: 'optedOut', label: 'Opted out' },
  { key: 'rejected', label: 'Rejected' },
] as const;

export type TakeUpStatusKey = (typeof TAKE_UP_STATUSES)[number]['key'];

/** The label of an upstream selection status ('opted-out'), or the status itself if unknown. */
export function selectionStatusLabel(status: string): string {
  const key = status.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return TAKE_UP_STATUSES.find((entry) => entry.key === key)?.label ?? status;
}
