// The employee data page's texts (ours: docs/decisions/026-employee-data.md), apart from its rules so
// that the app's pages' list, which titles the page with them, carries no rule (issue 43). Messages,
// read in the page's language where they are shown (docs/decisions/085).

import { msg, plural } from '@lingui/core/macro';

export const EMPLOYEE_DATA_TEXTS = {
  title: msg`Employee data`,
  tileDescription: msg`Your employees, who has registered, and their welcome e-mails.`,
  tableCaption: msg`Employees`,
  /** The caption with the list's total, its digits grouped. */
  tableCaptionCounted: (total: string) => msg`Employees (${total})`,
  searchLabel: msg`Search employees`,
  searchHint: msg`The start of a first name, surname or e-mail address`,
  searchButton: msg`Search`,
  filterLabel: msg`Registration`,
  filterAll: msg`All employees`,
  filterOptions: { registered: msg`Registered`, 'not-registered': msg`Not registered` },
  joinedRange: msg`Joined between`,
  joinedFrom: msg`Joined from`,
  joinedTo: msg`Joined to`,
  joinedApply: msg`Apply dates`,
  joinedClear: msg`Clear dates`,
  totalEmployees: msg`Total employees`,
  totalRegistered: msg`Registered employees`,
  percentageRegistered: msg`Percentage registered`,
  /**
   * Decision 034: the key figures in a sentence: the registered and the not yet registered with
   * their digits grouped, the percentage formatted, the counts choosing the words.
   */
  registrationSummary: (
    registered: string,
    totalEmployees: number,
    totalRegisteredEmployees: number,
    percentage: string,
    notYet: string,
    notYetCount: number,
  ) =>
    msg`${registered} of your ${plural(totalEmployees, { one: '# employee', other: '# employees' })} ${plural(totalRegisteredEmployees, { one: 'has', other: 'have' })} registered (${percentage}); ${notYet} ${plural(notYetCount, { one: 'has', other: 'have' })} not yet.`,
  empty: msg`No employees found`,
  loading: msg`Loading employees...`,
  loadError: msg`There was an error requesting the employee data`,
  download: msg`Download report (CSV)`,
  upload: msg`Upload employee data`,
  columns: {
    name: msg`Name`,
    email: msg`Email`,
    registered: msg`Registered`,
    joined: msg`Joined`,
    actions: msg`Actions`,
  },
  yes: msg`Yes`,
  no: msg`No`,
  view: msg`View`,
  viewLabel: (name: string) => msg`View ${name}`,
  panelTitle: msg`Employee details`,
  panelLoadError: msg`There was an error requesting this employee`,
  details: {
    name: msg`Name`,
    email: msg`Email`,
    dateOfBirth: msg`Date of birth`,
    registered: msg`Registered`,
    joined: msg`Joined`,
    employmentStatus: msg`Employment status`,
    twoFactor: msg`Two-factor authentication`,
    welcomeEmail: msg`Last welcome e-mail`,
  },
  employmentStatusCurrent: msg`Current`,
  twoFactorOn: msg`Enabled`,
  twoFactorOff: msg`Not enabled`,
  welcomeNever: msg`None sent`,
  resend: msg`Resend welcome e-mail`,
  resendConfirm: (name: string, email: string) =>
    msg`Are you sure you would like to resend the welcome e-mail to ${name} (${email})?`,
  resendDone: (email: string) => msg`The welcome e-mail has been sent to ${email}.`,
  resendError: msg`There was an error resending the welcome e-mail, please try again later`,
  bulkResend: msg`Resend welcome e-mails`,
  bulkResendConfirm: (count: number) =>
    msg`Are you sure you would like to resend the welcome e-mail to all ${plural(count, {
      one: '# employee who has',
      other: '# employees who have',
    })} not registered yet?`,
  bulkResendNone: msg`Every employee has registered: there is nobody to send a welcome e-mail to.`,
  bulkResendDone: (count: number) =>
    msg`Welcome e-mails have been sent to ${plural(count, { one: '# employee', other: '# employees' })}.`,
  actAs: msg`Act as this employee`,
  actAsIntro: (name: string) =>
    msg`You will see the portal as ${name} sees it. Enter your password to continue.`,
  password: msg`Your password`,
  continue: msg`Continue`,
  confirm: msg`Confirm`,
  cancel: msg`Cancel`,
  processing: msg`Processing...`,
  close: msg`Close`,
} as const;
