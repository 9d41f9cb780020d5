// A selection's status and what the portal offers for it (docs/decisions/016, Selection).

export const SELECTION_STATUSES = ['live', 'awaiting-approval', 'opted-out', 'rejected'] as const;
export type SelectionStatus = (typeof SELECTION_STATUSES)[number];

const LABELS: Readonly<Record<SelectionStatus, string>> = {
  live: 'Live',
  'awaiting-approval': 'Awaiting approval',
  'opted-out': 'Opted out',
  rejected: 'Rejected',
};

export function statusLabel(status: SelectionStatus): string {
  return LABELS[status];
}

/** A live or awaiting selection is the person's current one: it is changed, never added to. */
export function isActive(status: SelectionStatus): boolean {
  return status === 'live' || status === 'awaiting-approval';
}

/** A new selection waits for the employer when the benefit needs approval. */
export function newSelectionStatus(requiresApproval: boolean): SelectionStatus {
  return requiresApproval ? 'awaiting-approval' : 'live';
}

export type SelectionCta = { type: 'manage' | 'reapply'; label: string };

/** An active selection is managed (PATCH); an ended one is applied for again (a new POST). */
export function selectionCta(status: SelectionStatus): SelectionCta {
  return isActive(status) ? { type: 'manage', label: 'Manage' } : { type: 'reapply', label: 'Reapply' };
}
