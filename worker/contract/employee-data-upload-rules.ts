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

export const EMPLOYEE_DATA_TEXTS = {
  title: 'Upload employee data',
  breadcrumbParent: 'Employee data',
  intro:
    'Download the template, fill in one row per employee (the email column says who) and upload it as a CSV file. Columns you leave out are not changed; an empty cell clears that detail.',
  // What the page promises before an upload, by the client's data-load eligibility impact
  // (spec 2.16's eligibility-impact variant; docs/decisions/083). Ours.
  reviewFirst:
    'After the upload you will see whose benefits the file would change. Nothing is changed until you apply it.',
  appliedOnUpload:
    'A file without problems is applied as soon as it is uploaded, unless it changes more than 10% of your employees: then you are asked first.',
  template: 'Download the template (CSV)',
  templateError: 'There was an error requesting the upload template',
  lastUpload: 'Last upload',
  neverUploaded: 'No employee data has been uploaded yet',
  lastUploadError: 'The date of the last upload could not be loaded',
  file: 'Employee data file',
  fileHint: 'A CSV file, 10 MB or smaller',
  chooseFile: 'Please choose a CSV file to upload',
  wrongType: 'The file must be a CSV file (.csv)',
  tooLarge: 'The file must be 10 MB or smaller',
  emptyFile: 'The file is empty',
  notAForm: 'The file must be sent as a form upload',
  upload: 'Upload',
  uploading: 'Upload progress',
  processing: 'Processing...',
  failed: 'There was an error uploading the file, please try again later',
  invalidHeading: 'The file was not applied: please correct these rows and upload it again',
  invalidSummary: (count: number) => `${count} ${count === 1 ? 'problem was' : 'problems were'} found.`,
  moreErrors: (shown: number, total: number) => `Showing the first ${shown} of ${total} problems.`,
  rowColumn: 'Row',
  columnColumn: 'Column',
  problemColumn: 'Problem',
  reportCaption: 'Problems found in the file',
  differenceHeading: 'Eligibility changes',
  differenceIntro: (changed: number, total: number, eligibility: number) =>
    `This file changes ${changed} of ${total} employees. ${eligibility} of them would see their benefits change. Nothing has been changed yet.`,
  differenceCaption: 'Employees whose benefits would change',
  noDifference: 'No employee’s benefits would change.',
  employeeColumn: 'Employee',
  changesColumn: 'Changes',
  gainedColumn: 'Benefits gained',
  lostColumn: 'Benefits lost',
  differenceError: 'There was an error requesting the eligibility changes',
  summaryHeading: 'Ready to apply',
  summary: (changed: number, total: number) =>
    `This file changes ${changed} of ${total} employees. Nothing has been changed yet.`,
  noChanges: 'This file changes nothing: every row matches the employee data already held.',
  confirm: 'Apply changes',
  cancel: 'Cancel',
  chooseAnother: 'Upload a different file',
  largeTitle: 'This upload changes more than 10% of your employees',
  largeBody: (changed: number, total: number, percent: string) =>
    `It changes ${changed} of ${total} employees (${percent}%). Are you sure you want to apply it?`,
  largeConfirm: 'Yes, apply to all of them',
  largeRequired: 'This upload changes more than 10% of the employees and must be confirmed twice',
  stale: 'The employee data has changed since this file was checked. Please upload it again.',
  alreadyApplied: 'This upload has already been applied',
  applyFailed: 'There was an error applying the changes, please try again',
  success: (changed: number) =>
    `The employee data has been updated: ${changed} ${changed === 1 ? 'employee' : 'employees'} changed.`,
  successNothing: 'The file was applied: nothing needed to change.',
  uploadAnother: 'Upload another file',
} as const;

export const EMPLOYEE_DATA_CELL_TEXTS = {
  unknownColumn: 'This column is not in the template',
  duplicateColumn: 'This column appears more than once',
  emailColumnMissing: 'The email column is required',
  noRows: 'The file has no employee rows',
  // Grouped by hand: `toLocaleString` here ran ICU's first en-GB number format (some 15 ms, 60 on a
  // phone) while every page's entry was evaluated, as this module is in the route tree's graph.
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
