import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { findClientBenefits } from '../../data/benefit-repository.ts';
import { findAdminCandidate } from '../../data/client-admin-repository.ts';
import { hasActiveClientException } from '../../data/client-exception-repository.ts';
import {
  applyUpload,
  findEmployeeRecords,
  findLastUploadDate,
  findUpload,
  insertUpload,
  type UploadRecord,
} from '../../data/employee-data-upload-repository.ts';
import { type AuthedEnv, requireBearer } from '../../http/bearer-auth.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { legacyError } from '../../http/legacy-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import {
  type AdminCallKind,
  CLIENT_ADMIN_FORBIDDEN,
  mayAdministerClient,
} from '../../rules/client-admin-access.ts';
import { CLIENT_EXCEPTION_CODES } from '../../rules/client-exceptions.ts';
import {
  changedPercent,
  ELIGIBILITY_DIFFERENCE_PER_PAGE,
  EMPLOYEE_DATA_BODY_MAX_BYTES,
  EMPLOYEE_DATA_FILE_FIELD,
  EMPLOYEE_DATA_MESSAGES,
  EMPLOYEE_DATA_UPLOAD_MAX_BYTES,
  isCsvFile,
  isLargeChange,
} from '../../rules/employee-data-columns.ts';
import {
  type CheckedUpload,
  changesDigest,
  checkEmployeeData,
  csvFileText,
  eligibilityDifferences,
  type FieldChange,
  templateCsv,
} from '../../rules/employee-data-upload.ts';

/** An upload as the v1 host sends it (docs/decisions/027). */
export type EmployeeDataUploadBody = {
  id: number;
  status: 'invalid' | 'ready' | 'applied';
  file_name: string;
  file_size: number;
  uploaded_at: string;
  applied_at: string | null;
  row_count: number;
  error_count: number;
  errors: { row: number; column: string; message: string }[];
  changed_employees: number;
  employee_count: number;
  changed_percent: number;
  large_change: boolean;
  eligibility_impact: boolean;
  eligibility_changes: number;
};

export type EligibilityDifferenceBody = {
  data: {
    employee_id: number;
    first_name: string;
    surname: string;
    email: string;
    changes: { field: string; from: string | boolean | null; to: string | boolean | null }[];
    benefits_gained: string[];
    benefits_lost: string[];
  }[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

const applySchema = z.object({ status: z.literal('applied'), confirm_large_change: z.boolean().optional() });
const pageSchema = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .default('1'),
});

const refuse = (status: 403 | 404 | 409 | 413 | 415 | 422, message: string, code?: string) =>
  Response.json(code ? { ...legacyError(message), code } : legacyError(message), { status });
const forbidden = () => refuse(403, CLIENT_ADMIN_FORBIDDEN);

async function mayAdminister(
  db: D1Database,
  session: AuthedEnv['Variables']['session'],
  clientId: number,
  kind: AdminCallKind,
): Promise<boolean> {
  const person = await findAdminCandidate(db, session.userId);
  return person !== null && mayAdministerClient(person, session.masquerade, clientId, kind);
}

// The path's client when the caller may act on it this way; null answers 403 (an unknown client is
// refused alike, so another client's id reveals nothing).
async function administeredClient(
  db: D1Database,
  session: AuthedEnv['Variables']['session'],
  rawId: string,
  kind: AdminCallKind,
): Promise<number | null> {
  const clientId = parsePathId(rawId);
  return clientId !== null && (await mayAdminister(db, session, clientId, kind)) ? clientId : null;
}

// The upload the path names, when its client is the caller's to act on; null answers 403 (another
// client's upload and no upload at all look the same).
async function administeredUpload(
  db: D1Database,
  session: AuthedEnv['Variables']['session'],
  rawId: string,
  kind: AdminCallKind,
): Promise<UploadRecord | null> {
  const uploadId = parsePathId(rawId);
  const upload = uploadId === null ? null : await findUpload(db, uploadId);
  return upload && (await mayAdminister(db, session, upload.clientId, kind)) ? upload : null;
}

/** The client reviews whose benefits would change before applying: its exception says so (decision 083). */
const eligibilityImpactOn = (db: D1Database, clientId: number) =>
  hasActiveClientException(db, clientId, CLIENT_EXCEPTION_CODES.dataLoadEligibilityImpact);

function toBody(upload: UploadRecord, eligibilityImpact: boolean): EmployeeDataUploadBody {
  return {
    id: upload.id,
    status: upload.status,
    file_name: upload.fileName,
    file_size: upload.fileSize,
    uploaded_at: upload.uploadedAt,
    applied_at: upload.appliedAt,
    row_count: upload.rowCount,
    error_count: upload.errorCount,
    errors: upload.errors,
    changed_employees: upload.changedEmployees,
    employee_count: upload.employeeCount,
    changed_percent: changedPercent(upload.changedEmployees, upload.employeeCount),
    large_change: isLargeChange(upload.changedEmployees, upload.employeeCount),
    eligibility_impact: eligibilityImpact,
    eligibility_changes: upload.eligibilityChanges,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The file's name without any path a browser may have left in it, cut to a sane length. */
const fileNameOf = (file: File) =>
  (file.name.split(/[\\/]/).pop()?.trim() || 'employee-data.csv').slice(0, 255);

/** The stored file checked again against the client's employees as they are now. */
async function recheck(env: AuthedEnv['Bindings'], upload: UploadRecord) {
  const object = await env.RECEIPTS.get(upload.fileKey);
  const text = object ? csvFileText(await object.arrayBuffer()) : null;
  if (text === null) return null;
  const employees = await findEmployeeRecords(env.DB, upload.clientId);
  return checkEmployeeData(text, employees, today());
}

async function differencesOf(db: D1Database, clientId: number, checked: CheckedUpload) {
  const benefits = await findClientBenefits(db, clientId);
  return eligibilityDifferences(
    checked.changes,
    benefits.map((benefit) => ({
      id: benefit.id,
      name: benefit.name,
      groupCode: benefit.groupCode,
      openDuringProbation: benefit.openDuringProbation,
    })),
  );
}

const changeBody = (change: FieldChange) => ({ field: change.field, from: change.from, to: change.to });

/**
 * Employee data uploads on the v1 host (spec section 7, Client administration): the template, the
 * date of the last upload, the upload itself (checked row by row, kept in the bucket, applied only
 * by its confirmation), an upload's state, its eligibility difference, and the confirmation.
 */
export const employeeDataUploadRoutes = new Hono<AuthedEnv>()
  .get('/client/:id/data-load-template', requireBearer, async (c) => {
    const clientId = await administeredClient(c.env.DB, c.var.session, c.req.param('id'), 'view');
    if (clientId === null) return forbidden();
    return c.body(templateCsv(), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="employee-data-template.csv"',
    });
  })
  .get('/client/:id/date-last-upload', requireBearer, async (c) => {
    const clientId = await administeredClient(c.env.DB, c.var.session, c.req.param('id'), 'view');
    if (clientId === null) return forbidden();
    return c.json({ date_last_upload: await findLastUploadDate(c.env.DB, clientId) }, 200);
  })
  .post(
    '/client/:id/data-loads',
    requireBearer,
    // A body larger than any acceptable form is refused while it arrives, before it is parsed.
    bodyLimit({
      maxSize: EMPLOYEE_DATA_BODY_MAX_BYTES,
      onError: () => refuse(413, EMPLOYEE_DATA_MESSAGES.tooLarge),
    }),
    async (c) => {
      const { session } = c.var;
      const clientId = await administeredClient(c.env.DB, session, c.req.param('id'), 'change');
      if (clientId === null) return forbidden();
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'multipart/form-data') return refuse(415, EMPLOYEE_DATA_MESSAGES.notAForm);
      const form = await c.req.raw.formData().catch(() => null);
      const file = form?.get(EMPLOYEE_DATA_FILE_FIELD);
      if (!(file instanceof File)) return refuse(422, EMPLOYEE_DATA_MESSAGES.chooseFile);
      if (file.size > EMPLOYEE_DATA_UPLOAD_MAX_BYTES) return refuse(413, EMPLOYEE_DATA_MESSAGES.tooLarge);
      if (!isCsvFile(file.name, file.type)) return refuse(415, EMPLOYEE_DATA_MESSAGES.wrongType);
      if (file.size === 0) return refuse(422, EMPLOYEE_DATA_MESSAGES.emptyFile);
      const bytes = await file.arrayBuffer();
      const text = csvFileText(bytes);
      if (text === null) return refuse(415, EMPLOYEE_DATA_MESSAGES.wrongType);

      const employees = await findEmployeeRecords(c.env.DB, clientId);
      const checked = checkEmployeeData(text, employees, today());
      const differences = checked.errorCount === 0 ? await differencesOf(c.env.DB, clientId, checked) : [];
      // A fresh key per upload: the object is never overwritten, and the file is kept either way.
      const fileKey = `employee-data/${clientId}/${crypto.randomUUID()}.csv`;
      await c.env.RECEIPTS.put(fileKey, bytes, {
        httpMetadata: { contentType: 'text/csv' },
        customMetadata: { clientId: String(clientId), uploadedBy: String(session.userId) },
      });
      try {
        const upload = await insertUpload(c.env.DB, {
          clientId,
          uploadedBy: session.userId,
          uploadedAt: new Date().toISOString(),
          fileKey,
          fileName: fileNameOf(file),
          fileSize: file.size,
          status: checked.errorCount > 0 ? 'invalid' : 'ready',
          rowCount: checked.rowCount,
          errorCount: checked.errorCount,
          errors: checked.errors,
          changedEmployees: checked.changes.length,
          employeeCount: employees.size,
          eligibilityChanges: differences.length,
          changesDigest: checked.errorCount > 0 ? null : await changesDigest(checked.changes),
        });
        return c.json(toBody(upload, await eligibilityImpactOn(c.env.DB, clientId)), 201);
      } catch (error) {
        // No row, no object: a file nobody can reach is only a cost.
        await c.env.RECEIPTS.delete(fileKey);
        throw error;
      }
    },
  )
  .get('/employee-data-uploads/:id', requireBearer, async (c) => {
    const upload = await administeredUpload(c.env.DB, c.var.session, c.req.param('id'), 'view');
    if (!upload) return forbidden();
    return c.json(toBody(upload, await eligibilityImpactOn(c.env.DB, upload.clientId)), 200);
  })
  .get('/employee-data-uploads/:id/eligibility-difference', requireBearer, async (c) => {
    const upload = await administeredUpload(c.env.DB, c.var.session, c.req.param('id'), 'view');
    if (!upload) return forbidden();
    const query = pageSchema.safeParse(c.req.query());
    if (!query.success) return refuse(422, 'The page is not valid');
    if (upload.status !== 'ready') return refuse(409, EMPLOYEE_DATA_MESSAGES.alreadyApplied);
    const checked = await recheck(c.env, upload);
    if (
      !checked ||
      checked.errorCount > 0 ||
      (await changesDigest(checked.changes)) !== upload.changesDigest
    ) {
      return refuse(409, EMPLOYEE_DATA_MESSAGES.stale, 'stale');
    }
    const differences = await differencesOf(c.env.DB, upload.clientId, checked);
    const page = Number(query.data.page);
    const start = (page - 1) * ELIGIBILITY_DIFFERENCE_PER_PAGE;
    return c.json(
      {
        data: differences.slice(start, start + ELIGIBILITY_DIFFERENCE_PER_PAGE).map((difference) => ({
          employee_id: difference.employee.id,
          first_name: String(difference.employee.first_name),
          surname: String(difference.employee.surname),
          email: difference.employee.email,
          changes: difference.changes.map(changeBody),
          benefits_gained: difference.gained.map((benefit) => benefit.name),
          benefits_lost: difference.lost.map((benefit) => benefit.name),
        })),
        current_page: page,
        last_page: Math.max(1, Math.ceil(differences.length / ELIGIBILITY_DIFFERENCE_PER_PAGE)),
        per_page: ELIGIBILITY_DIFFERENCE_PER_PAGE,
        total: differences.length,
      } satisfies EligibilityDifferenceBody,
      200,
    );
  })
  .patch('/employee-data-uploads/:id', requireBearer, async (c) => {
    const { session } = c.var;
    const upload = await administeredUpload(c.env.DB, session, c.req.param('id'), 'change');
    if (!upload) return forbidden();
    const body = await readJsonBody(c, applySchema);
    if (!body) return refuse(422, 'status must be "applied"');
    if (upload.status === 'invalid') return refuse(409, EMPLOYEE_DATA_MESSAGES.invalidHeading, 'invalid');
    if (upload.status === 'applied') return refuse(409, EMPLOYEE_DATA_MESSAGES.alreadyApplied, 'applied');
    const checked = await recheck(c.env, upload);
    if (
      !checked ||
      checked.errorCount > 0 ||
      (await changesDigest(checked.changes)) !== upload.changesDigest
    ) {
      return refuse(409, EMPLOYEE_DATA_MESSAGES.stale, 'stale');
    }
    if (isLargeChange(checked.changes.length, upload.employeeCount) && body.confirm_large_change !== true) {
      return refuse(409, EMPLOYEE_DATA_MESSAGES.largeRequired, 'large_change_unconfirmed');
    }
    const applied = await applyUpload(
      c.env.DB,
      {
        id: upload.id,
        clientId: upload.clientId,
        appliedBy: session.userId,
        appliedAt: new Date().toISOString(),
      },
      checked.changes,
    );
    if (!applied) return refuse(409, EMPLOYEE_DATA_MESSAGES.alreadyApplied, 'applied');
    const now = await findUpload(c.env.DB, upload.id);
    return c.json(toBody(now ?? upload, await eligibilityImpactOn(c.env.DB, upload.clientId)), 200);
  });
