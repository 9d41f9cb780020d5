import { describe, expect, it } from 'vitest';
import {
  isActive,
  newSelectionStatus,
  SELECTION_STATUSES,
  selectionCta,
  statusLabel,
} from './benefits-selection-status.ts';

describe('selection status', () => {
  it('labels every status as the portal shows it', () => {
    expect(SELECTION_STATUSES.map(statusLabel)).toEqual([
      'Live',
      'Awaiting approval',
      'Opted out',
      'Rejected',
    ]);
  });

  it('offers manage for a live or awaiting selection and reapply for an ended one', () => {
    expect(SELECTION_STATUSES.map((status) => selectionCta(status).type)).toEqual([
      'manage',
      'manage',
      'reapply',
      'reapply',
    ]);
    expect(selectionCta('opted-out')).toEqual({ type: 'reapply', label: 'Reapply' });
    expect(SELECTION_STATUSES.filter(isActive)).toEqual(['live', 'awaiting-approval']);
  });

  it('makes a new selection wait for approval only when the benefit needs it', () => {
    expect(newSelectionStatus(true)).toBe('awaiting-approval');
    expect(newSelectionStatus(false)).toBe('live');
  });
});
