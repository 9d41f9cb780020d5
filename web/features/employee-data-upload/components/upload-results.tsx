import { css } from 'styled-system/css';
import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-upload-texts';
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

/** A field's value as a person reads it: yes / no for a flag, 'empty' for a cleared field. */
export function shownValue(value: FieldValue): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return value === null || value === '' ? 'empty' : value;
}

const rowErrorColumns: DataTableColumn<UploadRowError>[] = [
  { id: 'row', header: TEXTS.rowColumn, cell: (error) => error.row, align: 'end' },
  { id: 'column', header: TEXTS.columnColumn, cell: (error) => error.column },
  { id: 'problem', header: TEXTS.problemColumn, cell: (error) => error.message },
];

/** The validation report: each bad row with its row number, column and reason; nothing applied. */
export function UploadReport({
  upload,
  headingRef,
}: {
  upload: EmployeeDataUpload;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <section className={sectionClass} aria-labelledby="upload-report-heading">
      <h2 id="upload-report-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {TEXTS.invalidHeading}
      </h2>
      <Alert variant="error">
        <p>{TEXTS.invalidSummary(upload.errorCount)}</p>
        {upload.errors.length < upload.errorCount ? (
          <p>{TEXTS.moreErrors(upload.errors.length, upload.errorCount)}</p>
        ) : null}
      </Alert>
      <DataTable
        caption={TEXTS.reportCaption}
        columns={rowErrorColumns}
        rows={upload.errors}
        rowId={(error) => `${error.row}:${error.column}:${error.message}`}
        emptyText=""
      />
    </section>
  );
}

type DifferenceRow = EligibilityDifference['employees'][number];

const differenceColumns: DataTableColumn<DifferenceRow>[] = [
  {
    id: 'employee',
    header: TEXTS.employeeColumn,
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
    header: TEXTS.changesColumn,
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
  { id: 'gained', header: TEXTS.gainedColumn, cell: (row) => row.benefitsGained.join(', ') },
  { id: 'lost', header: TEXTS.lostColumn, cell: (row) => row.benefitsLost.join(', ') },
];

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
  return (
    <section className={sectionClass} aria-labelledby="upload-review-heading">
      <h2 id="upload-review-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {upload.eligibilityImpact ? TEXTS.differenceHeading : TEXTS.summaryHeading}
      </h2>
      {applyError ? <Alert variant="error">{applyError}</Alert> : null}
      <p>
        {upload.changedEmployees === 0
          ? TEXTS.noChanges
          : upload.eligibilityImpact
            ? TEXTS.differenceIntro(upload.changedEmployees, upload.employeeCount, upload.eligibilityChanges)
            : TEXTS.summary(upload.changedEmployees, upload.employeeCount)}
      </p>
      {upload.eligibilityImpact ? (
        differenceError ? (
          <Alert variant="error">{differenceError}</Alert>
        ) : (
          <DataTable
            caption={TEXTS.differenceCaption}
            columns={differenceColumns}
            rows={difference?.employees ?? []}
            rowId={(row) => String(row.id)}
            emptyText={TEXTS.noDifference}
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
          {applying ? TEXTS.processing : TEXTS.confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={applying}>
          {TEXTS.cancel}
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
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      closeLabel={null}
      closeOnEscape={!pending}
      closeOnOverlayClick={!pending}
      title={TEXTS.largeTitle}
    >
      <div className={sectionClass}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {upload ? (
          <p>
            {TEXTS.largeBody(
              upload.changedEmployees,
              upload.employeeCount,
              formatDecimal(upload.changedPercent, 1),
            )}
          </p>
        ) : null}
        <div className={actionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {TEXTS.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? TEXTS.processing : TEXTS.largeConfirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
