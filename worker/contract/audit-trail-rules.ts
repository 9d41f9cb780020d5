/**
 * The employer's audit trail (issue 32, docs/decisions/057): its actions, page and filters, zod-free
 * so the SPA can import them. Its words are in audit-trail-texts.ts.
 */

/** Every action on the trail, in the order the action filter lists them. */
export const AUDIT_ACTIONS = [
  'selection-approved',
  'selection-rejected',
  'two-factor-enforcement-changed',
  'employee-data-applied',
  'welcome-email-resent',
  'act-as-started',
  'act-as-change',
  'act-as-export',
  'selection-cost-recalculated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);

/** The longest person search the trail accepts (as the client's other lists). */
export const AUDIT_PERSON_MAX = 100;

/** The file name of the CSV download. */
export const AUDIT_TRAIL_FILE_NAME = 'audit-trail.csv';
