import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import type { ReportList } from '#contract/reporting';
import type { ReportType } from '#contract/reporting-rules';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import { DataSummary, DataSummaryLoading } from '#web/ui/data-summary.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { useReportList } from '../api/reports';
import { monthOf } from './report-panel';
import { NO_REPORTS } from './report-texts';

/** How many reports of a kind: '11 payroll' (the count already formatted). */
const KIND_COUNT: Record<ReportType, (count: string) => MessageDescriptor> = {
  payroll: (count) => msg`${count} payroll`,
  provider: (count) => msg`${count} provider`,
  lifeevent: (count) => msg`${count} life event`,
};

/** 'a, b and c' */
function listed(i18n: I18n, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const head = items.slice(0, -1).reduce((previous, item) => i18n._(msg`${previous}, ${item}`));
  const last = items.at(-1) ?? '';
  return i18n._(msg`${head} and ${last}`);
}

/**
 * What the three lists hold, in a sentence (docs/decisions/035): 'In 2026 you have 11 payroll, 33
 * provider and 11 life event reports, the newest for November 2026.' Each list is its type's
 * newest year, so types whose newest year differs are counted in a clause of their own. No reports
 * at all is the spec's empty state.
 */
export function reportingSummary(i18n: I18n, lists: readonly ReportList[]): string {
  const withReports = lists.filter((list) => list.year !== null && list.reports.length > 0);
  if (withReports.length === 0) return i18n._(NO_REPORTS);
  const years = [...new Set(withReports.map((list) => list.year as number))].sort((a, b) => b - a);
  const clauses = years.map((year) => {
    const ofYear = withReports.filter((list) => list.year === year);
    const total = ofYear.reduce((sum, list) => sum + list.reports.length, 0);
    const counts = listed(
      i18n,
      ofYear.map((list) => i18n._(KIND_COUNT[list.type](formatNumber(list.reports.length)))),
    );
    return i18n._(
      msg`${plural(total, { one: `in ${year} you have ${counts} report`, other: `in ${year} you have ${counts} reports` })}`,
    );
  });
  const newest = withReports
    .flatMap((list) => list.reports)
    .reduce((latest, report) =>
      report.year * 12 + report.month > latest.year * 12 + latest.month ? report : latest,
    );
  const joined = clauses.reduce((previous, clause) => i18n._(msg`${previous}, and ${clause}`));
  const month = monthOf(newest);
  const text = i18n._(msg`${joined}, the newest for ${month}.`);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The reporting page's lead: each type's newest reports, read by the page's loader (the same
 * queries an opened panel reads, so it opens on its list at once). A type whose list failed is left
 * out; all three failing shows the error view with Try again.
 */
export function ReportingSummary() {
  const { t, i18n } = useLingui();
  const queries = [
    useReportList('payroll', null),
    useReportList('provider', null),
    useReportList('lifeevent', null),
  ];
  if (queries.some((query) => query.isPending)) return <DataSummaryLoading label={t`Loading…`} />;
  const lists = queries.flatMap((query) => (query.data ? [query.data] : []));
  if (lists.length === 0) {
    return (
      <LoadError
        message={t(INSIGHTS_TEXTS.loadErrorMessage)}
        retry={() => Promise.all(queries.map((query) => query.refetch()))}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  }
  return <DataSummary>{reportingSummary(i18n, lists)}</DataSummary>;
}
