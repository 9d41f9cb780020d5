// Employee data uploads (spec 2.16 upload-data and its eligibility-impact variant; section 7 data
// loads): the template's columns, the limits and every check of a row, shared by the SPA (checks a
// file before uploading it) and the Worker (enforces size and type while streaming). The upstream is
// the authority (validates each row, applies the file) by its own rules; the reference API's are
// compared with these by worker/upstream/upstream-rules-agreement.unit.test.ts. Zod-free, so the SPA
// may import it. docs/decisions/027-employee-data-uploads.md.

import { groupDigits } from './group-digits';
import { type CONTACT_FIELD_MAX_LENGTH, contactFieldProblem, normalisePostcode } from './profile-rules';

/** 10 MB: the largest data file accepted (a 50,000-row file of the template's columns is ~6 MB). */
export const EMPLOYEE_DATA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Room above the file for the multipart boundary and part headers. */
export const EMPLOYEE_DATA_FORM_OVERHEAD_BYTES = 16 * 1024;
export const EMPLOYEE_DATA_BODY_MAX_BYTES =
  EMPLOYEE_DATA_UPLOAD_MAX_BYTES + EMPLOYEE_DATA_FORM_OVERHEAD_BYTES;
/** The multipart field holding the file. */
export const EMPLOYEE_DATA_FILE_FIELD = 'file';
/** The largest number of data rows one file may hold. */
export const EMPLOYEE_DATA_MAX_ROWS = 50_000;

/** At most this many row errors are kept and shown; the count says how many there were in all. */
export const EMPLOYEE_DATA_MAX_REPORTED_ERRORS = 500;
/** A change of more than this share of the client's employees needs a second confirmation. */
export const LARGE_CHANGE_SHARE = 0.1;
/** Rows of the eligibility difference per page (spec 9's list page size). */
export const ELIGIBILITY_DIFFERENCE_PER_PAGE = 10;

/** What browsers and spreadsheets label a .csv file with (Excel on Windows says vnd.ms-excel). */
export const CSV_MEDIA_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'text/plain',
] as const;

/**
 * The template's columns, in order: an employee record's fields (users table). `email` names the
 * employee (it is never changed by an upload); a column left out of a file is left as it is; an
 * empty cell of an optional column clears that field.
 */
export const EMPLOYEE_DATA_COLUMNS = [
  'email',
  'first_name',
  'surname',
  'date_of_birth',
  'employment_status',
  'on_probation',
  'phone',
  'address_line_1',
  'address_line_2',
  'town',
  'postcode',
] as const;
export type EmployeeDataColumn = (typeof EMPLOYEE_DATA_COLUMNS)[number];
/** The columns an upload may change (all but the key). */
export type EmployeeDataField = Exclude<EmployeeDataColumn, 'email'>;

export const EMPLOYMENT_STATUSES = ['active', 'left', 'inactive'] as const;
const NAME_MAX_LENGTH = 50;

export const EMPLOYEE_DATA_CELL_TEXTS = {
  unknownColumn: 'This column is not in the template',
  duplicateColumn: 'This column appears more than once',
  emailColumnMissing: 'The email column is required',
  noRows: 'The file has no employee rows',
  // Grouped by hand: `toLocaleString` here ran ICU's first en-GB number format (some 15 ms, 60 on a
  // phone) while every page's entry was evaluated, when this module was in the route tree's graph.
  tooManyRows: `The file has more than ${groupDigits(EMPLOYEE_DATA_MAX_ROWS)} rows`,
  notText: 'The file is not a readable CSV text file',
  wrongCellCount: 'This row does not have one cell for each column',
  emailMissing: 'The email is required',
  unknownEmployee: 'No employee of yours has this email',
  duplicateEmail: 'This employee appears in an earlier row too',
  required: 'This field is required',
  tooLong: 'This is too long',
  invalidCharacters: 'This contains characters that are not allowed',
  dateOfBirth: 'Please enter a date of birth as YYYY-MM-DD, in the past',
  employmentStatus: 'Please enter active, left or inactive, or leave it empty',
  onProbation: 'Please enter yes or no',
} as const;

/** A field's stored value: text, a flag, or null (cleared). */
export type EmployeeDataValue = string | boolean | null;

export type CellCheck = { ok: true; value: EmployeeDataValue } | { ok: false; message: string };

const CONTROL_CHARACTER = /\p{Cc}/u;
const YEAR_MONTH_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CONTACT_FIELDS = {
  phone: 'phone',
  address_line_1: 'addressLine1',
  address_line_2: 'addressLine2',
  town: 'town',
  postcode: 'postcode',
} as const satisfies Partial<Record<EmployeeDataField, keyof typeof CONTACT_FIELD_MAX_LENGTH>>;

function isRealDate(value: string): boolean {
  if (!YEAR_MONTH_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * One cell of a changeable column, trimmed: its value as stored, or the reason it is refused.
 * `today` (YYYY-MM-DD) bounds a date of birth, so the rule never reads the clock itself.
 */
export function checkEmployeeDataCell(field: EmployeeDataField, raw: string, today: string): CellCheck {
  const value = raw.trim();
  if (CONTROL_CHARACTER.test(value))
    return { ok: false, message: EMPLOYEE_DATA_CELL_TEXTS.invalidCharacters };
  switch (field) {
    case 'first_name':
    case 'surname':
      if (value === '') return { ok: false, message: EMPLOYEE_DATA_CELL_TEXTS.required };
      if ([...value].length > NAME_MAX_LENGTH)
        return { ok: false, message: EMPLOYEE_DATA_CELL_TEXTS.tooLong };
      return { ok: true, value };
    case 'date_of_birth':
      return isRealDate(value) && value >= '1900-01-01' && value < today
        ? { ok: true, value }
        : { ok: false, message: EMPLOYEE_DATA_CELL_TEXTS.dateOfBirth };
    case 'employment_status': {
      if (value === '') return { ok: true, value: null };
      const status = value.toLowerCase();
      return (EMPLOYMENT_STATUSES as readonly string[]).includes(status)
        ? { ok: true, value: status }
        : { ok: false, message: EMPLOYEE_DATA_CELL_TEXTS.employmentStatus };
    }
    case 'on_probation': {
      const answer = value.toLowerCase();
      if (answer === 'yes') return { ok: true, value: true };
      if (answer === 'no') return { ok: true, value: false };
      return { ok: false, message: EMPLOYEE_DATA_CELL_TEXTS.onProbation };
    }
    default: {
      if (value === '') return { ok: true, value: null };
      const problem = contactFieldProblem(CONTACT_FIELDS[field], value);
      if (problem) return { ok: false, message: problem };
      return { ok: true, value: field === 'postcode' ? normalisePostcode(value) : value };
    }
  }
}

/** A .csv name with a media type a CSV file is given (or none, which some systems send). */
export function isCsvFile(name: string, type: string): boolean {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    /\.csv$/i.test(name.trim()) && (media === '' || (CSV_MEDIA_TYPES as readonly string[]).includes(media))
  );
}

/** More than 10 % of the client's employees change: the second confirmation is needed. */
export function isLargeChange(changedEmployees: number, employeeCount: number): boolean {
  return changedEmployees > employeeCount * LARGE_CHANGE_SHARE;
}

/** The changed share in percent, to one decimal place (spec 9's rounding of a percentage). */
export function changedPercent(changedEmployees: number, employeeCount: number): number {
  return employeeCount === 0 ? 0 : Math.round((changedEmployees / employeeCount) * 1000) / 10;
}

/** The query keys of the upload's screens. */
export const employeeDataUploadKeys = {
  lastUpload: ['employee-data-upload', 'last-upload'] as const,
  upload: (id: number) => ['employee-data-upload', 'upload', id] as const,
  difference: (id: number, page: number) => ['employee-data-upload', 'difference', id, page] as const,
};

/** The codes of an apply the upstream refused (409), so the SPA can tell them apart. */
export const APPLY_ERROR_CODES = {
  largeChangeUnconfirmed: 'large_change_unconfirmed',
  stale: 'upload_stale',
  alreadyApplied: 'upload_applied',
  invalid: 'upload_invalid',
} as const;
