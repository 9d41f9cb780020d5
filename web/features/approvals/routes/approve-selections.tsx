import { Link } from 'react-router';
import { cx } from 'styled-system/css';
import { APPROVAL_TEXTS } from '#contract/approval-rules';
import { hrefOf, PATHS } from '#contract/page-paths';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { PENDING_BENEFITS_CALL, usePendingBenefits } from '#web/lib/pending-approvals.ts';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { dashboardPageClass, tableLinkClass } from '#web/ui/dashboard-styles.ts';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { awaitingApprovalClause, sentenceOf } from '#web/ui/summary-clauses.ts';

type PendingBenefit = { benefitId: number; benefitName: string; count: number };

/** /app/dashboard/approve-selections: each benefit with selections awaiting approval (spec 2.2). */
export function Component() {
  const query = usePendingBenefits();
  const columns: DataTableColumn<PendingBenefit>[] = [
    {
      id: 'benefit',
      header: 'Benefit',
      cell: (row) => (
        <Link to={hrefOf(PATHS.approvalsBenefit, { benefitId: row.benefitId })} className={tableLinkClass}>
          {row.benefitName}
        </Link>
      ),
    },
    { id: 'count', header: APPROVAL_TEXTS.title, cell: (row) => row.count, align: 'end' },
  ];
  return (
    <div className={cx(pageFrameClass, dashboardPageClass)}>
      <DashboardBreadcrumb current={APPROVAL_TEXTS.breadcrumb} />
      <PageHeading>{APPROVAL_TEXTS.breadcrumb}</PageHeading>
      {query.isError ? (
        <LoadError message={APPROVAL_TEXTS.loadError} {...queryRetry(query)} />
      ) : (
        <>
          {/* Decision 034: how many selections wait, above the table (none: the table's own text). */}
          {query.data && query.data.benefits.length > 0 ? (
            <DataSummary>{sentenceOf([awaitingApprovalClause(query.data.benefits)])}</DataSummary>
          ) : null}
          <DataTable
            caption="Benefits with selections awaiting approval"
            captionHidden
            columns={columns}
            rows={query.data?.benefits ?? []}
            rowId={(row) => String(row.benefitId)}
            emptyText={APPROVAL_TEXTS.empty}
            loading={query.isPending}
          />
        </>
      )}
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [PENDING_BENEFITS_CALL];
