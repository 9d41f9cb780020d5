import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '#contract/audit-trail-rules';

/**
 * Each action's name on the trail and in its filter, read in the page's language where it is
 * shown. The en-GB names are the CSV's (worker/contract/audit-trail-texts.ts, which the upstream
 * agreement test holds to the reference API's labels).
 */
export const AUDIT_ACTION_TEXTS: Record<AuditAction, MessageDescriptor> = {
  'selection-approved': msg`Selection approved`,
  'selection-rejected': msg`Selection rejected`,
  'two-factor-enforcement-changed': msg`Two-factor enforcement changed`,
  'employee-data-applied': msg`Employee data upload applied`,
  'welcome-email-resent': msg`Welcome e-mail resent`,
  'act-as-started': msg`Act-as session started`,
  'act-as-change': msg`Change in an act-as session`,
  'act-as-export': msg`Data exported in an act-as session`,
  'selection-cost-recalculated': msg`Selection cost recalculated`,
};
