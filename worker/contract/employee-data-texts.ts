// The employee data page's texts (ours: docs/decisions/026-employee-data.md), apart from its rules so
// that the app's pages' list, which titles the page with them, carries no rule (issue 43).

import { groupDigits } from './group-digits';

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
