// The employee data upload page's texts (docs/decisions/027-employee-data-uploads.md), apart from
// the upload's rules so that the app's pages' list, which titles the page with them, carries no rule
// (issue 43).

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
