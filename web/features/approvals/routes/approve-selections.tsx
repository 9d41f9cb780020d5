import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cx } from 'styled-system/css';
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
  const { t } = useLingui();
  const query = usePendingBenefits();
  const heading = t`Approve Selections`;
  const columns: DataTableColumn<PendingBenefit>[] = [
    {
      id: 'benefit',
      header: t`Benefit`,
      cell: (row) => (
        <Link to={hrefOf(PATHS.approvalsBenefit, { benefitId: row.benefitId })} className={tableLinkClass}>
          {row.benefitName}
        </Link>
      ),
    },
    { id: 'count', header: t`Selections awaiting approval`, cell: (row) => row.count, align: 'end' },
  ];
  return (
    <div className={cx(pageFrameClass, dashboardPageClass)}>
      <DashboardBreadcrumb current={heading} />
      <PageHeading>{heading}</PageHeading>
      {query.isError ? (
        <LoadError message={t`There was an error requesting the approvals data`} {...queryRetry(query)} />
      ) : (
        <>
          {/* Decision 034: how many selections wait, above the table (none: the table's own text). */}
          {query.data && query.data.benefits.length > 0 ? (
            <DataSummary>{sentenceOf([awaitingApprovalClause(query.data.benefits)])}</DataSummary>
          ) : null}
          <DataTable
            caption={t`Benefits with selections awaiting approval`}
            captionHidden
            columns={columns}
            rows={query.data?.benefits ?? []}
            rowId={(row) => String(row.benefitId)}
            emptyText={t`No approval data found`}
            loading={query.isPending}
          />
        </>
      )}
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [PENDING_BENEFITS_CALL];
