import { msg } from '@lingui/core/macro';

/**
 * Texts of the approvals (spec sections 2.17, 4 and 8), zod-free so the SPA can import them. The
 * spec's texts are copied verbatim.
 */

export const APPROVAL_TEXTS = {
  title: msg`Selections awaiting approval`,
  /** The browser title of one benefit's approvals. */
  benefitTitle: (benefitName: string) => msg`${benefitName} Selections awaiting approval`,
  breadcrumb: msg`Approve Selections`,
  empty: 'No approval data found',
  loadError: 'There was an error requesting the approvals data',
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
  close: 'Close',
  processing: 'Processing...',
  nothingTicked: {
    approve: 'No selections to approve, please review your choice',
    reject: 'No selections to reject, please review your choice',
  },
  confirm: {
    approve: 'Are you sure you would like to approve these selections?',
    reject: 'Are you sure you would like to reject these selections?',
  },
} as const;

export type ApprovalDecision = keyof typeof APPROVAL_TEXTS.confirm;
