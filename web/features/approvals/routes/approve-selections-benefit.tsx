import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { cx } from 'styled-system/css';
import type { ApprovalDecision } from '#contract/approval-rules';
import type { ApprovalRow } from '#contract/approvals';
import { dashboardStartOf, mayTakeDashboardAction } from '#contract/dashboard-permissions';
import { PATHS } from '#contract/page-paths';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatCalendarDate, formatNumber } from '#web/lib/en-gb-format.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { callsForBenefitId } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { Button } from '#web/ui/button.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { actionsRowClass, dashboardPageClass } from '#web/ui/dashboard-styles.ts';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { pendingSelectionsCall, useDecideSelections, usePendingSelections } from '../api/approvals';
import { ConfirmDecisionDialog, NothingTickedDialog } from '../components/approval-dialogs';

const formatOrderValue = (value: number | null) => (value === null ? '' : formatNumber(value, 2));

/**
 * /app/dashboard/approve-selections/:benefitId (spec 2.2, 2.17 and 4): the benefit's selections
 * awaiting approval, ticked and then approved or rejected after a confirmation. The decision is
 * sent once however often the action is pressed; afterwards the page returns to the dashboard (an
 * approver, who has none, to the approvals: docs/decisions/075).
 */
export function Component() {
  const { t } = useLingui();
  const benefitId = Number(useParams().benefitId);
  const session = useSession();
  const mayDecide = session !== null && mayTakeDashboardAction(session, 'approvalsDecide');
  const navigate = useNavigate();
  const query = usePendingSelections(benefitId);
  const decide = useDecideSelections();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [nothingTicked, setNothingTicked] = useState<ApprovalDecision | null>(null);
  const [confirming, setConfirming] = useState<ApprovalDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set synchronously on the first press, before React re-renders the disabled button.
  const sending = useRef(false);

  const data = query.data;
  const benefitName = data?.benefitName;
  const title =
    benefitName !== undefined
      ? t`${benefitName} Selections awaiting approval`
      : t`Selections awaiting approval`;
  const loadError = t`There was an error requesting the approvals data`;

  const ask = (decision: ApprovalDecision) => {
    setError(null);
    if (selected.size === 0) setNothingTicked(decision);
    else setConfirming(decision);
  };

  const confirm = () => {
    if (!confirming || sending.current) return;
    sending.current = true;
    decide.mutate(
      { selectionIds: [...selected].map(Number), approval: confirming === 'approve' },
      {
        onSuccess: () => navigate((session && dashboardStartOf(session)) ?? PATHS.dashboard),
        onError: (cause) => {
          sending.current = false;
          setError(cause instanceof ApiRequestError ? cause.message : loadError);
        },
      },
    );
  };

  const employees = new Map(data?.selections.map((row) => [String(row.selectionId), row.employeeName]));
  const columns: DataTableColumn<ApprovalRow>[] = [
    { id: 'employee', header: t`Employee`, cell: (row) => row.employeeName },
    {
      id: 'orderValue',
      header: data?.orderValueLabel ?? t`Order value`,
      cell: (row) => formatOrderValue(row.orderValue),
      align: 'end',
    },
    ...(data?.columns ?? []).map(
      (column): DataTableColumn<ApprovalRow> => ({
        id: `field:${column}`,
        header: column,
        // The upstream's values are text; one that is a calendar day reads as a date (decision 074).
        cell: (row) => formatCalendarDate(row.fields[column] ?? '', 'short'),
      }),
    ),
  ];

  return (
    <div className={cx(pageFrameClass, dashboardPageClass)}>
      <DashboardBreadcrumb current={t`Approve Selections`} />
      <PageHeading>{title}</PageHeading>
      {query.isError ? (
        <LoadError message={loadError} {...queryRetry(query)} />
      ) : (
        <>
          <DataTable
            caption={title}
            captionHidden
            columns={columns}
            rows={data?.selections ?? []}
            rowId={(row) => String(row.selectionId)}
            emptyText={t`No approval data found`}
            loading={query.isPending}
            selection={
              mayDecide
                ? {
                    selected,
                    onChange: setSelected,
                    selectAllLabel: t`Select all selections`,
                    rowLabel: (id) => {
                      const employee = employees.get(id) ?? id;
                      return t`Select ${employee}`;
                    },
                    disabled: decide.isPending,
                  }
                : undefined
            }
          />
          {mayDecide && data && data.selections.length > 0 ? (
            <div className={actionsRowClass}>
              <Button onClick={() => ask('approve')} disabled={decide.isPending}>
                <Trans>Approve</Trans>
              </Button>
              <Button variant="secondary" onClick={() => ask('reject')} disabled={decide.isPending}>
                <Trans>Reject</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
      <NothingTickedDialog decision={nothingTicked} onClose={() => setNothingTicked(null)} />
      <ConfirmDecisionDialog
        decision={confirming}
        pending={decide.isPending || decide.isSuccess}
        error={error}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = callsForBenefitId(pendingSelectionsCall);
