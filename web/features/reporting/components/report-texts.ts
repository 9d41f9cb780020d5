import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportType } from '#contract/reporting-rules';

/**
 * Each kind of report's words on the reporting page and in its panel, read in the page's language
 * where they are shown. The spec's texts (section 8) are copied verbatim; the rest are ours
 * (docs/decisions/028).
 */
export const REPORT_TYPE_TEXTS: Record<
  ReportType,
  {
    title: MessageDescriptor;
    description: MessageDescriptor;
    open: MessageDescriptor;
    error: MessageDescriptor;
  }
> = {
  payroll: {
    title: msg`Payroll reports`,
    description: msg`Each month's employee deductions and employer contributions, per benefit.`,
    open: msg`View payroll reports`,
    /** Spec section 8. */
    error: msg`There was an error requesting your payroll report`,
  },
  provider: {
    title: msg`Provider reports`,
    description: msg`Each provider's members, who they cover and the premium due, month by month.`,
    open: msg`View provider reports`,
    /** Spec section 8. */
    error: msg`There was an error requesting your provider report`,
  },
  lifeevent: {
    title: msg`Life event reports`,
    description: msg`The life events your employees reported each month.`,
    open: msg`View life event reports`,
    /** The spec names the payroll and provider texts only; this one follows them. */
    error: msg`There was an error requesting your life event report`,
  },
};

/** Spec section 8: the empty state. */
export const NO_REPORTS = msg`It looks like you have no reports available`;
