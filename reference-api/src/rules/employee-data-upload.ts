// Employee data uploads (docs/decisions/027): a CSV file of the template's columns, checked row by
// row against the client's employees. Pure: the route reads the file and the people, this decides.
import Papa from 'papaparse';
import { type EligibilityBenefit, type EligibilityPerson, isEligible } from './benefits-eligibility.ts';
import { csvText } from './csv.ts';
import {
  checkEmployeeDataCell,
  EMPLOYEE_DATA_CELL_MESSAGES,
  EMPLOYEE_DATA_COLUMNS,
  EMPLOYEE_DATA_MAX_REPORTED_ERRORS,
  EMPLOYEE_DATA_MAX_ROWS,
  type EmployeeDataColumn,
  type EmployeeDataField,
  type EmployeeDataValue,
} from './employee-data-columns.ts';

/** An employee record as an upload compares and changes it. */
export type EmployeeRecord = {
  id: number;
  email: string;
  voucherBalance: number;
} & Record<EmployeeDataField, EmployeeDataValue>;

/** One refused cell (or header, row 1): rows are numbered as a spreadsheet shows them. */
export type RowError = { row: number; column: string; message: string };

export type FieldChange = { field: EmployeeDataField; from: EmployeeDataValue; to: EmployeeDataValue };

/** One employee the file changes: the new values of the fields that differ. */
export type EmployeeChange = { employee: EmployeeRecord; changes: FieldChange[] };

export type CheckedUpload = {
  /** Data rows (the header not counted). */
  rowCount: number;
  /** Every problem found, in row order (the first EMPLOYEE_DATA_MAX_REPORTED_ERRORS of them). */
  errors: RowError[];
  errorCount: number;
  /** Only when there are no errors: the employees whose record the file changes. */
  changes: EmployeeChange[];
};

const FIELDS = EMPLOYEE_DATA_COLUMNS.filter((column): column is EmployeeDataField => column !== 'email');
const isColumn = (name: string): name is EmployeeDataColumn =>
  (EMPLOYEE_DATA_COLUMNS as readonly string[]).includes(name);

/** The template: the header line of the columns an upload may hold, in order. */
export function templateCsv(): string {
  return csvText([[...EMPLOYEE_DATA_COLUMNS]]);
}

/** The file's text, or null when it is not UTF-8 text (a spreadsheet saved as .xlsx, an image). */
export function csvFileText(bytes: ArrayBuffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

function recordError(errors: RowError[], counter: { count: number }, error: RowError) {
  counter.count += 1;
  if (errors.length < EMPLOYEE_DATA_MAX_REPORTED_ERRORS) errors.push(error);
}

/**
 * Checks every row of the file against the client's employees (keyed by lower-case e-mail) and,
 * when nothing is wrong, lists the changes. `today` bounds dates of birth.
 */
export function checkEmployeeData(
  text: string,
  employees: ReadonlyMap<string, EmployeeRecord>,
  today: string,
): CheckedUpload {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  const errors: RowError[] = [];
  const counter = { count: 0 };
  const columns = header.map((name) => name.trim().toLowerCase());
  const seenColumns = new Set<string>();
  columns.forEach((name, index) => {
    const label = header[index]?.trim() || `column ${index + 1}`;
    if (!isColumn(name)) {
      recordError(errors, counter, {
        row: 1,
        column: label,
        message: EMPLOYEE_DATA_CELL_MESSAGES.unknownColumn,
      });
    } else if (seenColumns.has(name)) {
      recordError(errors, counter, {
        row: 1,
        column: label,
        message: EMPLOYEE_DATA_CELL_MESSAGES.duplicateColumn,
      });
    }
    seenColumns.add(name);
  });
  if (!seenColumns.has('email')) {
    recordError(errors, counter, {
      row: 1,
      column: 'email',
      message: EMPLOYEE_DATA_CELL_MESSAGES.emailColumnMissing,
    });
  }
  if (rows.length === 0) {
    recordError(errors, counter, { row: 2, column: '', message: EMPLOYEE_DATA_CELL_MESSAGES.noRows });
  }
  if (rows.length > EMPLOYEE_DATA_MAX_ROWS) {
    recordError(errors, counter, {
      row: EMPLOYEE_DATA_MAX_ROWS + 2,
      column: '',
      message: EMPLOYEE_DATA_CELL_MESSAGES.tooManyRows,
    });
  }
  if (counter.count > 0) return { rowCount: rows.length, errors, errorCount: counter.count, changes: [] };

  const emailIndex = columns.indexOf('email');
  const fieldIndexes = FIELDS.flatMap((field) => {
    const index = columns.indexOf(field);
    return index === -1 ? [] : [{ field, index }];
  });
  const seenEmails = new Set<string>();
  const changes: EmployeeChange[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length !== columns.length) {
      recordError(errors, counter, { row, column: '', message: EMPLOYEE_DATA_CELL_MESSAGES.wrongCellCount });
      return;
    }
    const email = (cells[emailIndex] ?? '').trim().toLowerCase();
    const employee = employees.get(email);
    if (email === '') {
      recordError(errors, counter, {
        row,
        column: 'email',
        message: EMPLOYEE_DATA_CELL_MESSAGES.emailMissing,
      });
    } else if (!employee) {
      recordError(errors, counter, {
        row,
        column: 'email',
        message: EMPLOYEE_DATA_CELL_MESSAGES.unknownEmployee,
      });
    } else if (seenEmails.has(email)) {
      recordError(errors, counter, {
        row,
        column: 'email',
        message: EMPLOYEE_DATA_CELL_MESSAGES.duplicateEmail,
      });
    }
    seenEmails.add(email);
    const rowChanges: FieldChange[] = [];
    for (const { field, index: cellIndex } of fieldIndexes) {
      const check = checkEmployeeDataCell(field, cells[cellIndex] ?? '', today);
      if (!check.ok) {
        recordError(errors, counter, { row, column: field, message: check.message });
      } else if (employee && employee[field] !== check.value) {
        rowChanges.push({ field, from: employee[field], to: check.value });
      }
    }
    if (employee && rowChanges.length > 0) changes.push({ employee, changes: rowChanges });
  });
  return counter.count > 0
    ? { rowCount: rows.length, errors, errorCount: counter.count, changes: [] }
    : { rowCount: rows.length, errors: [], errorCount: 0, changes };
}

/** A named benefit as eligibility reads it. */
export type NamedBenefit = EligibilityBenefit & { id: number; name: string };

export type EligibilityDifference = {
  employee: EmployeeRecord;
  changes: FieldChange[];
  gained: NamedBenefit[];
  lost: NamedBenefit[];
};

const eligibilityOf = (
  record: Pick<EmployeeRecord, 'employment_status' | 'on_probation' | 'voucherBalance'>,
) =>
  ({
    employmentStatus: typeof record.employment_status === 'string' ? record.employment_status : null,
    onProbation: record.on_probation === true,
    voucherBalance: record.voucherBalance,
  }) satisfies EligibilityPerson;

/** Each changed employee whose eligible benefits differ after the change, with what they gain and lose. */
export function eligibilityDifferences(
  changes: readonly EmployeeChange[],
  benefits: readonly NamedBenefit[],
): EligibilityDifference[] {
  return changes.flatMap(({ employee, changes: fieldChanges }) => {
    const after = { ...employee };
    for (const change of fieldChanges) after[change.field] = change.to;
    const before = eligibilityOf(employee);
    const now = eligibilityOf(after);
    const gained = benefits.filter((benefit) => !isEligible(before, benefit) && isEligible(now, benefit));
    const lost = benefits.filter((benefit) => isEligible(before, benefit) && !isEligible(now, benefit));
    return gained.length + lost.length > 0 ? [{ employee, changes: fieldChanges, gained, lost }] : [];
  });
}

/** A digest of the changes: applying checks the file would still make exactly these. */
export async function changesDigest(changes: readonly EmployeeChange[]): Promise<string> {
  const canonical = JSON.stringify(changes.map(({ employee, changes: c }) => [employee.id, c]));
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
