// The audit trail's words (issue 32, docs/decisions/057), apart from its rules so that the app's
// pages' list, which titles the page with them, carries no rule (issue 43). Every text here is ours.

import { msg } from '@lingui/core/macro';
import type { AuditAction } from './audit-trail-rules';

export const AUDIT_TRAIL_TEXTS = {
  title: msg`Audit trail`,
  tileDescription:
    'Who did what in your portal: approvals, two-factor, uploads, welcome e-mails and act-as sessions.',
  tableCaption: 'Audit trail events',
  actionLabel: 'Action',
  actionAll: 'All actions',
  personLabel: 'Person',
  personHint: 'A name or e-mail address of who did it or whom it was about',
  personButton: 'Search',
  rangeLegend: 'Between',
  rangeFrom: 'From',
  rangeTo: 'To',
  rangeApply: 'Apply dates',
  rangeClear: 'Clear dates',
  download: 'Download CSV',
  /** The page's answer first (decision 034): how many events, and that the CSV holds them all. */
  summary: (events: string, one: boolean, filtered: boolean) =>
    `${events} ${filtered ? (one ? 'matches these filters' : 'match these filters') : one ? 'is on the trail' : 'are on the trail'}, newest first. Download CSV gives every one of them, not only this page.`,
  empty: 'No events found',
  loading: 'Loading the audit trail…',
  loadError: 'The audit trail could not be loaded',
  columns: { when: 'When (UTC)', action: 'Action', by: 'By', about: 'About', details: 'Details' },
  support: 'support',
  nobody: '—',
  actions: {
    'selection-approved': 'Selection approved',
    'selection-rejected': 'Selection rejected',
    'two-factor-enforcement-changed': 'Two-factor enforcement changed',
    'employee-data-applied': 'Employee data upload applied',
    'welcome-email-resent': 'Welcome e-mail resent',
    'act-as-started': 'Act-as session started',
    'act-as-change': 'Change in an act-as session',
    'act-as-export': 'Data exported in an act-as session',
    'selection-cost-recalculated': 'Selection cost recalculated',
  } satisfies Record<AuditAction, string>,
} as const;
