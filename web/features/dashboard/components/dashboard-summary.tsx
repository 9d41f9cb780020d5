import { useLingui } from '@lingui/react/macro';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { usePendingBenefits } from '#web/lib/pending-approvals.ts';
import { DataSummary, DataSummaryLoading } from '#web/ui/data-summary.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { awaitingApprovalClause, registeredClause, sentenceOf } from '#web/ui/summary-clauses.ts';
import { useEmployeeInsights } from '../api/dashboard-insights';

/**
 * The landing's answer to "what needs me today" (docs/decisions/035): how many employees have
 * registered and how many selections wait for approval, in one sentence from the two calls its
 * loader started (employee insights, approvals: views every dashboard role may take). One call
 * failing leaves the other's clause; both failing shows the error view with Try again.
 */
export function DashboardSummary() {
  const { t } = useLingui();
  const insights = useEmployeeInsights();
  const approvals = usePendingBenefits();
  // Both or neither: half a sentence that then grows would move the tiles under it.
  if (insights.isPending || approvals.isPending)
    return <DataSummaryLoading label={t(INSIGHTS_TEXTS.loading)} />;
  const clauses = [
    insights.data ? registeredClause(insights.data.headcount) : null,
    approvals.data ? awaitingApprovalClause(approvals.data.benefits) : null,
  ].filter((clause): clause is string => clause !== null);
  if (clauses.length === 0) {
    return (
      <LoadError
        message={t(INSIGHTS_TEXTS.loadErrorMessage)}
        retry={() => Promise.all([insights.refetch(), approvals.refetch()])}
        retrying={insights.isFetching || approvals.isFetching}
      />
    );
  }
  return <DataSummary>{sentenceOf(clauses)}</DataSummary>;
}
