/**
 * Values and texts of the employee data page (spec sections 2.2, 2.16, 3, 4, 8 and 9), zod-free so
 * the SPA can import them. The spec names the page, its state and its calls but few of its words;
 * the texts below are ours (docs/decisions/026-employee-data.md).
 */

import { groupDigits } from './group-digits';

/** The registration filter (`filter[person_activated]` upstream: 1 and 0), or everyone. */
export const EMPLOYEE_FILTERS = ['registered', 'not-registered'] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];

/** The columns the list sorts by (`sort_by` upstream). */
export const EMPLOYEE_SORT_FIELDS = ['name', 'email', 'registered'] as const;
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];

/** Spec section 9: sort directions asc and desc. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The longest search the list accepts. */
export const EMPLOYEE_SEARCH_MAX = 100;

/** A day of the joined-date range, as the URL, the Worker and the upstream's `range` write it. */
export const JOINED_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Why a joined-date range (from, to) cannot be applied: the Worker's and the form's words (the rule:
 * contract/day-range.ts).
 */
export const JOINED_RANGE_TEXTS = {
  notADay: 'Enter a date as YYYY-MM-DD',
  bothDays: 'Enter both dates of the range',
  endsBeforeStart: 'The range must not end before it starts',
} as const;

/** Spec section 9: the percentage registered is shown to one decimal place. */
export function formatPercentage(value: number): string {
  return `${value.toFixed(1)}%`;
}

export const EMPLOYEE_DATA_TEXTS = {
  title: 'Employee data',
  tileDescription: 'Your employees, who has registered, and their welcome e-mails.',
  tableCaption: 'Employees',
  searchLabel: 'Search employees',
  searchHint: 'The start of a first name, surname or e-mail address',
  searchButton: 'Search',
  filterLabel: 'Registration',
  filterAll: 'All employees',
  filterOptions: { registered: 'Registered', 'not-registered': 'Not registered' },
  joinedRange: 'Joined between',
  joinedFrom: 'Joined from',
  joinedTo: 'Joined to',
  joinedApply: 'Apply dates',
  joinedClear: 'Clear dates',
  totalEmployees: 'Total employees',
  totalRegistered: 'Registered employees',
  percentageRegistered: 'Percentage registered',
  empty: 'No employees found',
  loading: 'Loading employees...',
  loadError: 'There was an error requesting the employee data',
  download: 'Download report (CSV)',
  upload: 'Upload employee data',
  columns: { name: 'Name', email: 'Email', registered: 'Registered', joined: 'Joined', actions: 'Actions' },
  yes: 'Yes',
  no: 'No',
  view: 'View',
  viewLabel: (name: string) => `View ${name}`,
  panelTitle: 'Employee details',
  panelLoadError: 'There was an error requesting this employee',
  details: {
    name: 'Name',
    email: 'Email',
    dateOfBirth: 'Date of birth',
    registered: 'Registered',
    joined: 'Joined',
    employmentStatus: 'Employment status',
    twoFactor: 'Two-factor authentication',
    welcomeEmail: 'Last welcome e-mail',
  },
  employmentStatusCurrent: 'Current',
  twoFactorOn: 'Enabled',
  twoFactorOff: 'Not enabled',
  welcomeNever: 'None sent',
  resend: 'Resend welcome e-mail',
  resendConfirm: (name: string, email: string) =>
    `Are you sure you would like to resend the welcome e-mail to ${name} (${email})?`,
  resendDone: (email: string) => `The welcome e-mail has been sent to ${email}.`,
  resendError: 'There was an error resending the welcome e-mail, please try again later',
  bulkResend: 'Resend welcome e-mails',
  bulkResendConfirm: (count: number) =>
    `Are you sure you would like to resend the welcome e-mail to all ${groupDigits(count)} ${
      count === 1 ? 'employee who has' : 'employees who have'
    } not registered yet?`,
  bulkResendNone: 'Every employee has registered: there is nobody to send a welcome e-mail to.',
  bulkResendDone: (count: number) =>
    `Welcome e-mails have been sent to ${groupDigits(count)} ${count === 1 ? 'employee' : 'employees'}.`,
  actAs: 'Act as this employee',
  actAsIntro: (name: string) =>
    `You will see the portal as ${name} sees it. Enter your password to continue.`,
  password: 'Your password',
  continue: 'Continue',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  processing: 'Processing...',
} as const;
