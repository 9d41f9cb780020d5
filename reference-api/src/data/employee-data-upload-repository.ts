// What employee data uploads read and write (migrations 0001, 0010 and 0014): a client's employee
// records as an upload compares them, the uploads themselves, and the one transaction that applies one.
import { EMPLOYEE_DATA_COLUMNS, type EmployeeDataField } from '../rules/employee-data-columns.ts';
import type { EmployeeChange, EmployeeRecord, RowError } from '../rules/employee-data-upload.ts';
import { uploadAppliedEvent } from './audit-event-repository.ts';
import { type ColumnName, type Row, type Selected, selection } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';

// An employee's id, the template's columns (the fields an upload compares) and the balance.
const EMPLOYEE = selection('users', ['id', ...EMPLOYEE_DATA_COLUMNS, 'voucher_balance']);

/** Every employee of the client (administrators included), keyed by lower-case e-mail. */
export async function findEmployeeRecords(
  db: D1Database,
  clientId: number,
): Promise<Map<string, EmployeeRecord>> {
  const { results } = await db
    .prepare(`SELECT ${EMPLOYEE.sql} FROM users WHERE client_id = ?1`)
    .bind(clientId)
    .all<Selected<typeof EMPLOYEE>>();
  return new Map(
    results.map((row) => [
      row.email.toLowerCase(),
      {
        id: row.id,
        email: row.email,
        voucherBalance: row.voucher_balance,
        first_name: row.first_name,
        surname: row.surname,
        date_of_birth: row.date_of_birth,
        employment_status: row.employment_status,
        on_probation: row.on_probation === 1,
        phone: row.phone,
        address_line_1: row.address_line_1,
        address_line_2: row.address_line_2,
        town: row.town,
        postcode: row.postcode,
      },
    ]),
  );
}

export type UploadStatus = Row<'employee_data_uploads'>['status'];

export type UploadRecord = {
  id: number;
  clientId: number;
  uploadedAt: string;
  fileKey: string;
  fileName: string;
  fileSize: number;
  status: UploadStatus;
  rowCount: number;
  errorCount: number;
  errors: RowError[];
  changedEmployees: number;
  employeeCount: number;
  eligibilityChanges: number;
  changesDigest: string | null;
  appliedAt: string | null;
};

type UploadRow = Row<'employee_data_uploads'>;

const toUpload = (row: UploadRow): UploadRecord => ({
  id: row.id,
  clientId: row.client_id,
  uploadedAt: row.uploaded_at,
  fileKey: row.file_key,
  fileName: row.file_name,
  fileSize: row.file_size,
  status: row.status,
  rowCount: row.row_count,
  errorCount: row.error_count,
  errors: JSON.parse(row.errors) as RowError[],
  changedEmployees: row.changed_employees,
  employeeCount: row.employee_count,
  eligibilityChanges: row.eligibility_changes,
  changesDigest: row.changes_digest,
  appliedAt: row.applied_at,
});

export async function findUpload(db: D1Database, uploadId: number): Promise<UploadRecord | null> {
  const row = await db
    .prepare('SELECT * FROM employee_data_uploads WHERE id = ?1')
    .bind(uploadId)
    .first<UploadRow>();
  return row ? toUpload(row) : null;
}

export type NewUpload = Omit<UploadRecord, 'id' | 'appliedAt'> & { uploadedBy: number };

export async function insertUpload(db: D1Database, upload: NewUpload): Promise<UploadRecord> {
  const row = await insertInto(
    db,
    'employee_data_uploads',
    {
      client_id: upload.clientId,
      uploaded_by: upload.uploadedBy,
      uploaded_at: upload.uploadedAt,
      file_key: upload.fileKey,
      file_name: upload.fileName,
      file_size: upload.fileSize,
      status: upload.status,
      row_count: upload.rowCount,
      error_count: upload.errorCount,
      errors: JSON.stringify(upload.errors),
      changed_employees: upload.changedEmployees,
      employee_count: upload.employeeCount,
      eligibility_changes: upload.eligibilityChanges,
      changes_digest: upload.changesDigest,
    },
    'RETURNING *',
  ).first<UploadRow>();
  if (!row) throw new Error('employee_data_uploads: insert returned no row');
  return toUpload(row);
}

/** When the client's employee data was last changed by an upload; null when never. */
export async function findLastUploadDate(db: D1Database, clientId: number): Promise<string | null> {
  return db
    .prepare(
      `SELECT max(applied_at) AS last FROM employee_data_uploads WHERE client_id = ?1 AND status = 'applied'`,
    )
    .bind(clientId)
    .first<string | null>('last');
}

const STORED_VALUE = {
  on_probation: (value: unknown) => (value === true ? 1 : 0),
} as Partial<Record<EmployeeDataField, (value: unknown) => unknown>>;

/**
 * Applies the changes and marks the upload applied, in ONE D1 batch (one transaction): every
 * statement only acts while the upload is still 'ready', and the status changes last, so a second
 * or concurrent apply changes nothing. True when this call applied it.
 */
export async function applyUpload(
  db: D1Database,
  upload: { id: number; clientId: number; appliedBy: number; appliedAt: string },
  changes: readonly EmployeeChange[],
): Promise<boolean> {
  const stillReady = `EXISTS (SELECT 1 FROM employee_data_uploads WHERE id = ?1 AND status = 'ready')`;
  const updates = changes.map(({ employee, changes: fieldChanges }) => {
    // Column names come from the fixed list of fields, never from the file; each is a column of users.
    const assignments = fieldChanges.map((change, index) => {
      const column: ColumnName<'users'> = change.field;
      return `${column} = ?${index + 4}`;
    });
    const values = fieldChanges.map((change) =>
      (STORED_VALUE[change.field] ?? ((v: unknown) => v))(change.to),
    );
    return db
      .prepare(
        `UPDATE users SET ${assignments.join(', ')} WHERE id = ?2 AND client_id = ?3 AND ${stillReady}`,
      )
      .bind(upload.id, employee.id, upload.clientId, ...values);
  });
  const results = await db.batch([
    ...updates,
    updateOf(db, 'employee_data_uploads', {
      set: { status: 'applied', applied_by: upload.appliedBy, applied_at: upload.appliedAt },
      where: `id = ?1 AND status = 'ready'`,
      params: [upload.id],
    }),
    uploadAppliedEvent(db, upload),
  ]);
  return (results.at(-2)?.meta.changes ?? 0) === 1;
}
