import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import type { ReportList } from '#contract/reporting';
import type { ReportType } from '#contract/reporting-rules';
import { REPORTING_TEXTS as TEXTS } from '#contract/reporting-texts';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import { DataSummary, DataSummaryLoading } from '#web/ui/data-summary.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { useReportList } from '../api/reports';
import { monthOf } from './report-panel';

const KIND: Record<ReportType, string> = {
  payroll: 'payroll',
  provider: 'provider',
  lifeevent: 'life event',
};

/** 'a, b and c' */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the three lists hold, in a sentence (docs/decisions/035): 'In 2026 you have 11 payroll, 33
 * provider and 11 life event reports, the newest for November 2026.' Each list is its type's
 * newest year, so types whose newest year differs are counted in a clause of their own. No reports
 * at all is the spec's empty state.
 */
export function reportingSummary(lists: readonly ReportList[]): string {
  const withReports = lists.filter((list) => list.year !== null && list.reports.length > 0);
  if (withReports.length === 0) return TEXTS.empty;
  const years = [...new Set(withReports.map((list) => list.year as number))].sort((a, b) => b - a);
  const clauses = years.map((year) => {
    const ofYear = withReports.filter((list) => list.year === year);
    const total = ofYear.reduce((sum, list) => sum + list.reports.length, 0);
    const counts = ofYear.map((list) => `${formatNumber(list.reports.length)} ${KIND[list.type]}`);
    return `in ${year} you have ${listed(counts)} ${total === 1 ? 'report' : 'reports'}`;
  });
  const newest = withReports
    .flatMap((list) => list.reports)
    .reduce((latest, report) =>
      report.year * 12 + report.month > latest.year * 12 + latest.month ? report : latest,
    );
  const text = `${clauses.join(', and ')}, the newest for ${monthOf(newest)}.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The reporting page's lead: each type's newest reports, read by the page's loader (the same
 * queries an opened panel reads, so it opens on its list at once). A type whose list failed is left
 * out; all three failing shows the error view with Try again.
 */
export function ReportingSummary() {
  const queries = [
    useReportList('payroll', null),
    useReportList('provider', null),
    useReportList('lifeevent', null),
  ];
  if (queries.some((query) => query.isPending)) return <DataSummaryLoading label={TEXTS.loading} />;
  const lists = queries.flatMap((query) => (query.data ? [query.data] : []));
  if (lists.length === 0) {
    return (
      <LoadError
        message={INSIGHTS_TEXTS.loadError}
        retry={() => Promise.all(queries.map((query) => query.refetch()))}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  }
  return <DataSummary>{reportingSummary(lists)}</DataSummary>;
}
