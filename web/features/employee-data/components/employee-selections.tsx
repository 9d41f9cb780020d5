import { createContext, use, useEffect, useId, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { mayTakeDashboardAction } from '#contract/dashboard-permissions';
import { mayRecalculateCost, EMPLOYEE_SELECTION_TEXTS as TEXTS } from '#contract/employee-selection-rules';
import type { EmployeeSelection, RecalculatedCost } from '#contract/employee-selections';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/money.ts';
import { useSession } from '#web/lib/session.ts';
import { Alert, alertStyles } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { useEmployeeSelections, useRecalculateCost } from '../api/employee-selections';
import { actionsClass, confirmClass } from './panel-styles';

export interface EmployeeSelectionsProps {
  employeeId: number;
  /** The employee's name, as the panel shows it. */
  name: string;
}

/** What the polite status says once a cost is recalculated: the new cost, and the old one if it changed. */
export function recalculatedText({ selection, previousMonthlyCost }: RecalculatedCost): string {
  const after = formatMoney(selection.monthlyCost);
  const before = formatMoney(previousMonthlyCost);
  return before === after
    ? TEXTS.unchanged(selection.benefitName, after)
    : TEXTS.changed(selection.benefitName, before, after);
}

/**
 * The employee panel's selections and costs (docs/decisions/080): the current selection of each
 * benefit with what the employee and the employer pay a month, and, for an administrator in their
 * own session, a selection's cost recalculated by the benefit's current rules after a confirmation
 * (it changes what the employee pays, and the audit trail records it).
 */
export function EmployeeSelections({ employeeId, name }: EmployeeSelectionsProps) {
  const session = useSession();
  const mayRecalculate = session !== null && mayTakeDashboardAction(session, 'selectionCostRecalculation');
  const list = useEmployeeSelections(employeeId);
  const recalculate = useRecalculateCost(employeeId);
  const [confirming, setConfirming] = useState<EmployeeSelection | null>(null);
  const headingId = useId();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  // A second press before the button is disabled (a double click) sends nothing more.
  const sending = useRef(false);
  // Where focus goes once the page shows what was asked: the confirmation as it opens, the row's
  // button when it closes (the buttons are enabled again by then).
  const [focusTarget, setFocusTarget] = useState<'confirmation' | number | null>(null);
  useEffect(() => {
    if (focusTarget === null || recalculate.isPending) return;
    const target =
      focusTarget === 'confirmation' ? confirmHeading.current : rowButtons.current.get(focusTarget);
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, recalculate.isPending]);

  const ask = (selection: EmployeeSelection) => {
    recalculate.reset();
    setConfirming(selection);
    setFocusTarget('confirmation');
  };

  const cancel = (selection: EmployeeSelection) => {
    setConfirming(null);
    recalculate.reset();
    setFocusTarget(selection.id);
  };

  const send = (selection: EmployeeSelection) => {
    if (sending.current) return;
    sending.current = true;
    recalculate.mutate(selection.id, {
      onSuccess: () => {
        setConfirming(null);
        setFocusTarget(selection.id);
      },
      onError: () => setFocusTarget('confirmation'),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const columns = useMemo(() => selectionColumns(mayRecalculate), [mayRecalculate]);
  const rowActions: RowActions = {
    confirmingId: confirming?.id ?? null,
    pending: recalculate.isPending,
    ask,
    register: (selectionId, button) => {
      if (button) rowButtons.current.set(selectionId, button);
      else rowButtons.current.delete(selectionId);
    },
  };

  const failure = recalculate.error instanceof ApiRequestError ? recalculate.error.message : TEXTS.error;

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h3 id={headingId} className={headingClass}>
        {TEXTS.heading}
      </h3>
      <p>{TEXTS.intro}</p>
      {list.isError ? (
        <Alert variant="error">{TEXTS.loadError}</Alert>
      ) : (
        <RowActionsContext value={rowActions}>
          <DataTable
            caption={TEXTS.tableCaption}
            captionHidden
            columns={columns}
            rows={list.data?.selections ?? []}
            rowId={(row) => String(row.id)}
            emptyText={TEXTS.empty}
            loading={list.isPending}
            loadingText={TEXTS.loading}
          />
        </RowActionsContext>
      )}
      {/* There before the message, so screen readers announce the message when it comes. */}
      <div role="status">
        {recalculate.isSuccess ? (
          <p className={alertStyles({ variant: 'success' })}>{recalculatedText(recalculate.data)}</p>
        ) : null}
      </div>
      {confirming ? (
        <section aria-labelledby={`${headingId}-confirm`} className={confirmClass}>
          <h4 id={`${headingId}-confirm`} ref={confirmHeading} tabIndex={-1} className={confirmHeadingClass}>
            {TEXTS.confirmHeading(confirming.benefitName)}
          </h4>
          <p>{TEXTS.confirm(name, confirming.benefitName, formatMoney(confirming.monthlyCost))}</p>
          {recalculate.isError ? <Alert variant="error">{failure}</Alert> : null}
          <div className={actionsClass}>
            <Button variant="secondary" onClick={() => cancel(confirming)} disabled={recalculate.isPending}>
              {TEXTS.cancel}
            </Button>
            <Button
              disabled={recalculate.isPending}
              aria-busy={recalculate.isPending || undefined}
              onClick={() => send(confirming)}
            >
              {recalculate.isPending ? TEXTS.processing : TEXTS.confirmButton}
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}

/** What a row's button needs of the section: given through context, so the columns stay the same. */
type RowActions = {
  confirmingId: number | null;
  pending: boolean;
  ask: (selection: EmployeeSelection) => void;
  register: (selectionId: number, button: HTMLButtonElement | null) => void;
};

const RowActionsContext = createContext<RowActions | null>(null);

// The same columns from render to render: a cell's content is a component to the table, and a new
// one would be mounted afresh, losing the focus given back to a row's button.
function selectionColumns(mayRecalculate: boolean): DataTableColumn<EmployeeSelection>[] {
  const columns: DataTableColumn<EmployeeSelection>[] = [
    { id: 'benefit', header: TEXTS.columns.benefit, cell: (row) => row.benefitName },
    { id: 'status', header: TEXTS.columns.status, cell: (row) => row.statusLabel },
    {
      id: 'monthlyCost',
      header: TEXTS.columns.monthlyCost,
      cell: (row) => formatMoney(row.monthlyCost),
      align: 'end',
    },
    {
      id: 'employerMonthlyCost',
      header: TEXTS.columns.employerMonthlyCost,
      cell: (row) => formatMoney(row.employerMonthlyCost),
      align: 'end',
    },
  ];
  if (!mayRecalculate) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: TEXTS.columns.actions,
      cell: (row) => (mayRecalculateCost(row.status) ? <RecalculateButton selection={row} /> : null),
    },
  ];
}

function RecalculateButton({ selection }: { selection: EmployeeSelection }) {
  const actions = use(RowActionsContext);
  if (!actions) return null;
  return (
    <Button
      variant="secondary"
      ref={(button) => actions.register(selection.id, button)}
      aria-label={TEXTS.recalculateLabel(selection.benefitName)}
      aria-expanded={actions.confirmingId === selection.id}
      disabled={actions.pending}
      onClick={() => actions.ask(selection)}
    >
      {TEXTS.recalculate}
    </Button>
  );
}

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const headingClass = css({ fontSize: 'lg', fontWeight: '700', color: 'fg' });
const confirmHeadingClass = css({
  fontSize: 'md',
  fontWeight: '700',
  color: 'fg',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
