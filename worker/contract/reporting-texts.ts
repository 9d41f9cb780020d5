// The texts of reporting (/app/reporting) and voucher management (/app/ccv/manage), apart from their
// rules so that the app's pages' list, which titles the pages with them, carries no rule (issue 43).
// The spec's texts (section 8) are copied verbatim; the rest are ours (docs/decisions/028).

import { msg } from '@lingui/core/macro';
import type { ReportType } from './reporting-rules';

export const REPORTING_TEXTS = {
  title: msg`Reporting`,
  /** Spec section 8: the empty state. */
  empty: 'It looks like you have no reports available',
  yearLabel: 'Year',
  monthColumn: 'Month',
  reportColumn: 'Report',
  providerColumn: 'Provider',
  yearStatusColumn: 'Scheme year',
  closedYear: 'Closed',
  openYear: 'Open',
  download: 'Download',
  downloadSelected: 'Download selected',
  selectAll: 'Select all reports',
  downloading: 'Downloading',
  downloaded: 'Download complete',
  loading: 'Loading…',
  close: 'Close',
  types: {
    payroll: {
      title: 'Payroll reports',
      description: "Each month's employee deductions and employer contributions, per benefit.",
      open: 'View payroll reports',
      /** Spec section 8. */
      error: 'There was an error requesting your payroll report',
    },
    provider: {
      title: 'Provider reports',
      description: "Each provider's members, who they cover and the premium due, month by month.",
      open: 'View provider reports',
      /** Spec section 8. */
      error: 'There was an error requesting your provider report',
    },
    lifeevent: {
      title: 'Life event reports',
      description: 'The life events your employees reported each month.',
      open: 'View life event reports',
      /** The spec names the payroll and provider texts only; this one follows them. */
      error: 'There was an error requesting your life event report',
    },
  },
} as const satisfies { types: Record<ReportType, unknown> } & Record<string, unknown>;

export const VOUCHER_MANAGEMENT_TEXTS = {
  title: msg`Voucher management`,
  frameTitle: 'Employer card-value service: voucher management',
  intro: 'Manage your employees’ vouchers with the card-value service below.',
} as const;
