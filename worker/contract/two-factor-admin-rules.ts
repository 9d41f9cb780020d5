/**
 * Values and texts of the two-factor table on the platform settings page (spec section 7), zod-free
 * so the SPA can import them.
 */

/** The two-factor filter (`filter[person_mfa_secret]` upstream): on or not, or everyone. */
export const TWO_FACTOR_FILTERS = ['enabled', 'disabled'] as const;
export type TwoFactorFilter = (typeof TWO_FACTOR_FILTERS)[number];

/** The longest search the list accepts. */
export const TWO_FACTOR_SEARCH_MAX = 100;

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
