import { Hono } from 'hono';
import {
  APPLY_ERROR_CODES,
  EMPLOYEE_DATA_BODY_MAX_BYTES,
  EMPLOYEE_DATA_FILE_FIELD,
  isCsvFile,
} from '#contract/employee-data-upload-rules';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-upload-texts';
import {
  applyUploadRequestSchema,
  differenceQuerySchema,
  eligibilityDifferenceSchema,
  employeeDataUploadSchema,
  lastUploadSchema,
  uploadIdParamSchema,
} from '#contract/employee-data-uploads';
import { answers } from '../../http/answers';
import { apiError } from '../../http/api-errors';
import { declaredLength, limitBytes } from '../../http/byte-limit';
import { CSV_CONTENT_TYPE, fileDownload } from '../../http/file-download';
import { boundaryOf, readFirstPart } from '../../http/multipart-first-part';
import { multipartFormType } from '../../http/multipart-type';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import {
  upstreamDifferenceSchema,
  upstreamLastUploadSchema,
  upstreamUploadSchema,
} from '../../upstream/employee-data-upload-responses';
import { readUpstream, upstreamMessage } from '../../upstream/upstream-json';

/** Every route of the upload is this one action of the permission matrix (decision 023). */
const mayUpload = requireDashboardAction('employeeDataUpload');
const TEMPLATE_FILE_NAME = 'employee-data-template.csv';

const tooLarge = () => apiError(EMPLOYEE_DATA_TEXTS.tooLarge, 'too_large');
const wrongType = () => apiError(EMPLOYEE_DATA_TEXTS.wrongType, 'unsupported_media_type');

// The upstream's 409 codes of an apply, as the portal's own.
const APPLY_CODES: Record<string, string> = {
  large_change_unconfirmed: APPLY_ERROR_CODES.largeChangeUnconfirmed,
  stale: APPLY_ERROR_CODES.stale,
  applied: APPLY_ERROR_CODES.alreadyApplied,
  invalid: APPLY_ERROR_CODES.invalid,
};

/**
 * Employee data uploads (spec 2.16 upload-data and its eligibility-impact variant; section 7 data
 * loads; docs/decisions/027): the template streamed as a download, the last upload's date, the
 * upload (refused by size and type while it streams, before the upstream sees a byte), an upload's
 * state and eligibility difference, and its confirmation. Every route is the employeeDataUpload
 * action of the permission matrix; the upstream checks again.
 */
export const employeeDataUploadRoutes = new Hono<EmployerEnv>()

  .get('/template', mayUpload, async (c) => {
    const clientId = c.var.employer.client.id;
    const response = await callAsUser(c, 'v1', `/client/${clientId}/data-load-template`, {
      headers: { accept: 'text/csv' },
    });
    return fileDownload(response, {
      contentType: CSV_CONTENT_TYPE,
      fileName: TEMPLATE_FILE_NAME,
      errorMessage: EMPLOYEE_DATA_TEXTS.templateError,
    });
  })

  .get('/last-upload', answers(lastUploadSchema), mayUpload, async (c) => {
    const clientId = c.var.employer.client.id;
    const response = await callAsUser(c, 'v1', `/client/${clientId}/date-last-upload`);
    return c.json(
      await readUpstream(response, upstreamLastUploadSchema, EMPLOYEE_DATA_TEXTS.lastUploadError),
    );
  })

  .post('/', answers(employeeDataUploadSchema), mayUpload, async (c) => {
    const clientId = c.var.employer.client.id;
    const contentType = multipartFormType(c.req.header('content-type'));
    const boundary = contentType ? boundaryOf(contentType) : null;
    if (!contentType || !boundary) {
      return c.json(apiError(EMPLOYEE_DATA_TEXTS.notAForm, 'unsupported_media_type'), 415);
    }
    // A declared length over the limit is refused before a byte of the body is read.
    const length = declaredLength(c.req.header('content-length'));
    if (length !== null && length > EMPLOYEE_DATA_BODY_MAX_BYTES) return c.json(tooLarge(), 413);
    const raw = c.req.raw.body;
    if (!raw) return c.json(apiError(EMPLOYEE_DATA_TEXTS.chooseFile, 'validation_failed'), 422);

    // The count decides (the declared length may lie or be absent), from the first byte on.
    const overLimit = new AbortController();
    const counted = limitBytes(raw, EMPLOYEE_DATA_BODY_MAX_BYTES, () => overLimit.abort());
    // The file part's own headers are read first: a wrong file never reaches the upstream.
    const first = await readFirstPart(counted, boundary);
    if (!first.ok) {
      return overLimit.signal.aborted
        ? c.json(tooLarge(), 413)
        : c.json(apiError(EMPLOYEE_DATA_TEXTS.notAForm, 'unsupported_media_type'), 415);
    }
    const { part } = first;
    if (part.name !== EMPLOYEE_DATA_FILE_FIELD || part.fileName === null) {
      await first.body.cancel();
      return c.json(apiError(EMPLOYEE_DATA_TEXTS.chooseFile, 'validation_failed'), 422);
    }
    if (!isCsvFile(part.fileName, part.contentType)) {
      await first.body.cancel();
      return c.json(wrongType(), 415);
    }
    const response = await callAsUser(
      c,
      'v1',
      `/client/${clientId}/data-loads`,
      {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: first.body,
        signal: AbortSignal.any([c.req.raw.signal, overLimit.signal]),
      },
      { sendOnce: true },
    ).catch((error: unknown) => {
      if (overLimit.signal.aborted) return null;
      throw error;
    });
    if (!response || overLimit.signal.aborted) return c.json(tooLarge(), 413);
    if (response.status === 413) return c.json(tooLarge(), 413);
    if (response.status === 415) return c.json(wrongType(), 415);
    return c.json(await readUpstream(response, upstreamUploadSchema, EMPLOYEE_DATA_TEXTS.failed), 201);
  })

  .get(
    '/:uploadId',
    answers(employeeDataUploadSchema),
    mayUpload,
    validate('param', uploadIdParamSchema),
    async (c) => {
      const { uploadId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/employee-data-uploads/${uploadId}`);
      return c.json(await readUpstream(response, upstreamUploadSchema));
    },
  )

  .get(
    '/:uploadId/eligibility-difference',
    answers(eligibilityDifferenceSchema),
    mayUpload,
    validate('param', uploadIdParamSchema),
    validate('query', differenceQuerySchema),
    async (c) => {
      const { uploadId } = c.req.valid('param');
      const { page } = c.req.valid('query');
      const query = new URLSearchParams({ page: String(page) });
      const response = await callAsUser(
        c,
        'v1',
        `/employee-data-uploads/${uploadId}/eligibility-difference?${query}`,
      );
      if (response.status === 409) {
        const body: unknown = await response.json().catch(() => null);
        return c.json(
          apiError(upstreamMessage(body) ?? EMPLOYEE_DATA_TEXTS.stale, APPLY_ERROR_CODES.stale),
          409,
        );
      }
      return c.json(
        await readUpstream(response, upstreamDifferenceSchema, EMPLOYEE_DATA_TEXTS.differenceError),
      );
    },
  )

  .post(
    '/:uploadId/apply',
    answers(employeeDataUploadSchema),
    mayUpload,
    validate('param', uploadIdParamSchema),
    validate('json', applyUploadRequestSchema),
    async (c) => {
      const { uploadId } = c.req.valid('param');
      const { confirmLargeChange } = c.req.valid('json');
      const response = await callAsUser(c, 'v1', `/employee-data-uploads/${uploadId}`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'applied', confirm_large_change: confirmLargeChange }),
      });
      if (response.status === 409) {
        const body: unknown = await response.json().catch(() => null);
        const upstreamCode = (body as { code?: unknown } | null)?.code;
        const code = typeof upstreamCode === 'string' ? APPLY_CODES[upstreamCode] : undefined;
        return c.json(
          apiError(upstreamMessage(body) ?? EMPLOYEE_DATA_TEXTS.applyFailed, code ?? APPLY_ERROR_CODES.stale),
          409,
        );
      }
      return c.json(await readUpstream(response, upstreamUploadSchema, EMPLOYEE_DATA_TEXTS.applyFailed));
    },
  );
