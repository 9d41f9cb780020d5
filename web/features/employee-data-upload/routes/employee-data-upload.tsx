import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { employeeDataUploadFormSchema } from '#contract/employee-data-upload-requests';
import { APPLY_ERROR_CODES, employeeDataUploadKeys } from '#contract/employee-data-upload-rules';
import type { EmployeeDataUpload } from '#contract/employee-data-uploads';
import { PATHS } from '#contract/page-paths';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatLongDate } from '#web/lib/en-gb-format.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import {
  downloadTemplate,
  LAST_UPLOAD_CALL,
  uploadEmployeeData,
  useApplyUpload,
  useEligibilityDifference,
  useLastUpload,
  useUpload,
} from '../api/employee-data-upload';
import { LargeChangeDialog, UploadReport, UploadReview } from '../components/upload-results';

/** The employee list this page belongs to (built beside it: /app/employee-data/). */

const pageClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const formClass = css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '40rem' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
const progressClass = css({ width: '100%' });
const factClass = css({ color: 'fg.muted' });

const positive = (text: string | null) => (text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null);

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status !== 0 ? error.message : fallback;

/**
 * /app/employee-data/upload (spec 2.16 upload-data and its eligibility-impact variant; decisions
 * 027 and 083): the template, the last upload date, what an upload will do (the variant, from the
 * client's exception in the session), the file (a non-CSV or too large file is refused here,
 * before any upload), the upload's progress, then the validation report of each bad row, or what
 * the file would change (with eligibility impact on: whose benefits) until Apply is pressed, a
 * second confirmation over 10 % of the employees, and the success message. The upload's id and the
 * difference's page live in the URL, so a reload keeps the review; the chosen file stays chosen
 * through every error.
 */
export function Component() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const uploadId = positive(params.get('upload'));
  const page = positive(params.get('page')) ?? 1;

  const fileForm = usePortalForm(employeeDataUploadFormSchema, {
    // Checked when sent, and a file as soon as it is picked (below).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { file: null },
  });
  const fileError = fileForm.formState.errors.file?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [askLarge, setAskLarge] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The client's exception (docs/decisions/083), from the session, so the promise is in the first
  // paint. Once made it is kept: while it stands no file is applied before it is reviewed, even if
  // the upstream's answer says the exception has since gone.
  const reviewPromised = useSession()?.isDataLoadEligibilityImpactEnabled ?? false;
  const reviewsFirst = (target: EmployeeDataUpload) =>
    target.eligibilityImpact || target.largeChange || reviewPromised;
  const lastUpload = useLastUpload();
  const uploadQuery = useUpload(uploadId);
  const upload = uploadQuery.data ?? null;
  const reviewing = upload?.status === 'ready';
  const difference = useEligibilityDifference(uploadId, page, reviewing && upload.eligibilityImpact);
  const apply = useApplyUpload();

  const lastUploadText = (query: ReturnType<typeof useLastUpload>): string => {
    if (query.isError) return t`The date of the last upload could not be loaded`;
    if (!query.data) return '';
    const { lastUploadAt } = query.data;
    if (lastUploadAt === null) return t`No employee data has been uploaded yet`;
    const date = formatLongDate(new Date(lastUploadAt), 'utc');
    return t`Last upload: ${date}`;
  };
  const failedText = t`There was an error uploading the file, please try again later`;

  // The result of an upload is announced by moving focus to its heading.
  const resultKey = upload ? `${upload.id}:${upload.status}` : null;
  useEffect(() => {
    if (resultKey) resultHeading.current?.focus();
  }, [resultKey]);

  const showUpload = (next: EmployeeDataUpload | null, pageNumber = 1) => {
    setApplyError(null);
    setParams(
      next ? { upload: String(next.id), ...(pageNumber > 1 ? { page: String(pageNumber) } : {}) } : {},
    );
  };

  const applyNow = (target: EmployeeDataUpload, confirmLargeChange: boolean) => {
    setApplyError(null);
    apply.mutate(
      { uploadId: target.id, confirmLargeChange },
      {
        onSuccess: () => setAskLarge(false),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === APPLY_ERROR_CODES.largeChangeUnconfirmed) {
            setAskLarge(true);
            return;
          }
          setAskLarge(false);
          setApplyError(messageOf(error, t`There was an error applying the changes, please try again`));
        },
      },
    );
  };

  const send = fileForm.handleSubmit(async ({ file }) => {
    setProgress(0);
    try {
      const result = await uploadEmployeeData(file, setProgress);
      queryClient.setQueryData(employeeDataUploadKeys.upload(result.id), result);
      showUpload(result);
      // Without eligibility impact a clean file is applied at once, unless it needs the second ask.
      if (result.status === 'ready' && !reviewsFirst(result)) applyNow(result, false);
    } catch (error) {
      setFailure(messageOf(error, failedText));
    } finally {
      setProgress(null);
    }
  });

  const requestTemplate = async () => {
    setTemplateError(null);
    try {
      await downloadTemplate();
    } catch {
      setTemplateError(t`There was an error requesting the upload template`);
    }
  };

  const uploading = progress !== null;
  const applied = upload?.status === 'applied';
  const title = t`Upload employee data`;
  return (
    <div className={cx(pageFrameClass, pageClass)}>
      <DashboardBreadcrumb parent={{ label: t`Employee data`, to: PATHS.employeeData }} current={title} />
      <PageHeading>{title}</PageHeading>
      {applied ? (
        <section className={pageClass} aria-labelledby="upload-success-heading">
          <Alert variant="success">
            <h2 id="upload-success-heading" ref={resultHeading} tabIndex={-1}>
              <SuccessText changed={upload.changedEmployees} />
            </h2>
          </Alert>
          <div className={actionsClass}>
            <Button
              onClick={() => {
                fileForm.reset();
                showUpload(null);
              }}
            >
              <Trans>Upload another file</Trans>
            </Button>
          </div>
        </section>
      ) : (
        <>
          <p>
            <Trans>
              Download the template, fill in one row per employee (the email column says who) and upload it as
              a CSV file. Columns you leave out are not changed; an empty cell clears that detail.
            </Trans>
          </p>
          <p>
            {reviewPromised ? (
              <Trans>
                After the upload you will see whose benefits the file would change. Nothing is changed until
                you apply it.
              </Trans>
            ) : (
              <Trans>
                A file without problems is applied as soon as it is uploaded, unless it changes more than 10%
                of your employees: then you are asked first.
              </Trans>
            )}
          </p>
          <div className={actionsClass}>
            <Button variant="secondary" onClick={requestTemplate}>
              <Trans>Download the template (CSV)</Trans>
            </Button>
            <span className={factClass} aria-live="polite">
              {lastUploadText(lastUpload)}
            </span>
          </div>
          {templateError ? <Alert variant="error">{templateError}</Alert> : null}
          <form
            className={formClass}
            noValidate
            onSubmit={(event) => {
              setFailure(null);
              void send(event);
            }}
          >
            {failure ? <Alert variant="error">{failure}</Alert> : null}
            <ControlsAfterHydration>
              <TextField
                label={t`Employee data file`}
                hint={t`A CSV file, 10 MB or smaller`}
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                error={fileError}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  fileForm.setValue('file', chosen);
                  setFailure(null);
                  // Told at once: a wrong file is known before anything is sent.
                  if (chosen) void fileForm.trigger('file');
                  else fileForm.clearErrors('file');
                }}
              />
            </ControlsAfterHydration>
            {uploading ? (
              <progress
                className={progressClass}
                aria-label={t`Upload progress`}
                max={100}
                value={Math.round(progress * 100)}
              />
            ) : null}
            <div className={actionsClass}>
              <Button type="submit" disabled={uploading || apply.isPending}>
                {uploading || apply.isPending ? <Trans>Processing...</Trans> : <Trans>Upload</Trans>}
              </Button>
            </div>
          </form>
          {uploadQuery.isError ? (
            <Alert variant="error">{messageOf(uploadQuery.error, failedText)}</Alert>
          ) : null}
          {upload?.status === 'invalid' ? <UploadReport upload={upload} headingRef={resultHeading} /> : null}
          {reviewing && (reviewsFirst(upload) || applyError) ? (
            <UploadReview
              upload={upload}
              difference={difference.data}
              differenceLoading={difference.isPending}
              differenceError={
                difference.isError
                  ? messageOf(difference.error, t`There was an error requesting the eligibility changes`)
                  : null
              }
              page={page}
              onPageChange={(next) => showUpload(upload, next)}
              applying={apply.isPending && !askLarge}
              applyError={applyError}
              onApply={() => (upload.largeChange ? setAskLarge(true) : applyNow(upload, false))}
              onCancel={() => showUpload(null)}
              headingRef={resultHeading}
            />
          ) : null}
        </>
      )}
      <LargeChangeDialog
        upload={upload}
        open={askLarge && reviewing}
        pending={apply.isPending}
        error={askLarge ? applyError : null}
        onCancel={() => setAskLarge(false)}
        onConfirm={() => upload && applyNow(upload, true)}
      />
    </div>
  );
}

/** What an applied upload changed. */
function SuccessText({ changed }: { changed: number }) {
  if (changed === 0) return <Trans>The file was applied: nothing needed to change.</Trans>;
  return (
    <Plural
      value={changed}
      one="The employee data has been updated: # employee changed."
      other="The employee data has been updated: # employees changed."
    />
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [LAST_UPLOAD_CALL];
