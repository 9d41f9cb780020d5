import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type {
  EligibilityDifference,
  EmployeeDataUpload,
  UploadRowError,
} from '#contract/employee-data-uploads';
import { formatDecimal } from '#web/lib/en-gb-format.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { Dialog } from '#web/ui/dialog.tsx';

const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const headingClass = css({
  fontSize: 'xl',
  fontWeight: '700',
  fontFamily: 'heading',
  _focus: { outline: 'none' },
});
const listClass = css({ margin: 0, paddingInlineStart: '4' });

type FieldValue = string | boolean | null;

/** The validation report: each bad row with its row number, column and reason; nothing applied. */
export function UploadReport({
  upload,
  headingRef,
}: {
  upload: EmployeeDataUpload;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const { errorCount } = upload;
  const shown = upload.errors.length;
  const rowErrorColumns: DataTableColumn<UploadRowError>[] = [
    { id: 'row', header: t`Row`, cell: (error) => error.row, align: 'end' },
    { id: 'column', header: t`Column`, cell: (error) => error.column },
    { id: 'problem', header: t`Problem`, cell: (error) => error.message },
  ];
  return (
    <section className={sectionClass} aria-labelledby="upload-report-heading">
      <h2 id="upload-report-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        <Trans>The file was not applied: please correct these rows and upload it again</Trans>
      </h2>
      <Alert variant="error">
        <p>
          <Plural value={errorCount} one="# problem was found." other="# problems were found." />
        </p>
        {shown < errorCount ? (
          <p>
            <Trans>
              Showing the first {shown} of {errorCount} problems.
            </Trans>
          </p>
        ) : null}
      </Alert>
      <DataTable
        caption={t`Problems found in the file`}
        columns={rowErrorColumns}
        rows={upload.errors}
        rowId={(error) => `${error.row}:${error.column}:${error.message}`}
        emptyText=""
      />
    </section>
  );
}

type DifferenceRow = EligibilityDifference['employees'][number];

/**
 * What a checked file would do before anything changes: with eligibility impact on, the employees
 * whose benefits would change (paged); otherwise the count alone. Apply is the first confirmation.
 */
export function UploadReview({
  upload,
  difference,
  differenceLoading,
  differenceError,
  page,
  onPageChange,
  applying,
  applyError,
  onApply,
  onCancel,
  headingRef,
}: {
  upload: EmployeeDataUpload;
  difference: EligibilityDifference | undefined;
  differenceLoading: boolean;
  differenceError: string | null;
  page: number;
  onPageChange: (page: number) => void;
  applying: boolean;
  applyError: string | null;
  onApply: () => void;
  onCancel: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const { changedEmployees: changed, employeeCount: total, eligibilityChanges: eligibility } = upload;
  /** A field's value as a person reads it: yes / no for a flag, 'empty' for a cleared field. */
  const shownValue = (value: FieldValue): string => {
    if (value === true) return t`yes`;
    if (value === false) return t`no`;
    return value === null || value === '' ? t`empty` : value;
  };
  const differenceColumns: DataTableColumn<DifferenceRow>[] = [
    {
      id: 'employee',
      header: t`Employee`,
      cell: (row) => (
        <>
          {row.name}
          <br />
          {row.email}
        </>
      ),
    },
    {
      id: 'changes',
      header: t`Changes`,
      cell: (row) => (
        <ul className={listClass}>
          {row.changes.map((change) => (
            <li key={change.field}>
              {change.field}: {shownValue(change.from)} → {shownValue(change.to)}
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'gained', header: t`Benefits gained`, cell: (row) => row.benefitsGained.join(', ') },
    { id: 'lost', header: t`Benefits lost`, cell: (row) => row.benefitsLost.join(', ') },
  ];
  return (
    <section className={sectionClass} aria-labelledby="upload-review-heading">
      <h2 id="upload-review-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {upload.eligibilityImpact ? <Trans>Eligibility changes</Trans> : <Trans>Ready to apply</Trans>}
      </h2>
      {applyError ? <Alert variant="error">{applyError}</Alert> : null}
      <p>
        {changed === 0 ? (
          <Trans>This file changes nothing: every row matches the employee data already held.</Trans>
        ) : upload.eligibilityImpact ? (
          <Trans>
            This file changes {changed} of {total} employees. {eligibility} of them would see their benefits
            change. Nothing has been changed yet.
          </Trans>
        ) : (
          <Trans>
            This file changes {changed} of {total} employees. Nothing has been changed yet.
          </Trans>
        )}
      </p>
      {upload.eligibilityImpact ? (
        differenceError ? (
          <Alert variant="error">{differenceError}</Alert>
        ) : (
          <DataTable
            caption={t`Employees whose benefits would change`}
            columns={differenceColumns}
            rows={difference?.employees ?? []}
            rowId={(row) => String(row.id)}
            emptyText={t`No employee’s benefits would change.`}
            loading={differenceLoading && !difference}
            paging={
              difference && difference.lastPage > 1
                ? { page, pageCount: difference.lastPage, onPageChange }
                : undefined
            }
          />
        )
      ) : null}
      <div className={actionsClass}>
        <Button onClick={onApply} disabled={applying || differenceError !== null}>
          {applying ? <Trans>Processing...</Trans> : <Trans>Apply changes</Trans>}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={applying}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}

/** The second confirmation of a change to more than 10 % of the client's employees. */
export function LargeChangeDialog({
  upload,
  open,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  upload: EmployeeDataUpload | null;
  open: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      closeLabel={null}
      closeOnEscape={!pending}
      closeOnOverlayClick={!pending}
      title={t`This upload changes more than 10% of your employees`}
    >
      <div className={sectionClass}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {upload ? <LargeChangeBody upload={upload} /> : null}
        <div className={actionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? <Trans>Processing...</Trans> : <Trans>Yes, apply to all of them</Trans>}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function LargeChangeBody({ upload }: { upload: EmployeeDataUpload }) {
  const { changedEmployees: changed, employeeCount: total } = upload;
  const percent = formatDecimal(upload.changedPercent, 1);
  return (
    <p>
      <Trans>
        It changes {changed} of {total} employees ({percent}%). Are you sure you want to apply it?
      </Trans>
    </p>
  );
}
