// The platform settings page's texts, apart from the two-factor table's rules so that the app's
// pages' list, which titles the page with them, carries no rule (issue 43).

/**
 * The platform settings page. The spec names the page and its calls but not its words; these are
 * ours (docs/decisions/024).
 */
export const PLATFORM_SETTINGS_TEXTS = {
  title: 'Platform settings',
  tableCaption: 'Employee two-factor authentication',
  searchLabel: 'Search employees',
  searchButton: 'Search',
  filterLabel: 'Two-factor authentication',
  filterAll: 'All employees',
  empty: 'No employees found',
  loadError: 'There was an error requesting the employee two-factor data',
  download: 'Download report (CSV)',
  /** Decision 034: the section is headed by what its switch does; its state line says for whom. */
  enforcementHeading: 'Enforce two-factor authentication',
  enforcementLabel: 'Enforce two-factor authentication for all employees',
  enforcedOn: 'Two-factor authentication is enforced: employees set it up when they next log in.',
  enforcedOff: 'Two-factor authentication is optional for employees.',
  confirmOn: 'Are you sure you would like to enforce two-factor authentication for all employees?',
  confirmOff: 'Are you sure you would like to make two-factor authentication optional?',
  confirm: 'Confirm',
  cancel: 'Cancel',
  processing: 'Processing...',
  columns: { name: 'Name', email: 'Email', registered: 'Registered', twoFactor: 'Two-factor' },
  yes: 'Yes',
  no: 'No',
} as const;
