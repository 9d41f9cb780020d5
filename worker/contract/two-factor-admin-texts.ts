// The platform settings page's texts, apart from the two-factor table's rules so that the app's
// pages' list, which titles the page with them, carries no rule (issue 43).

import { msg } from '@lingui/core/macro';

/**
 * The platform settings page. The spec names the page and its calls but not its words; these are
 * ours (docs/decisions/024). Messages, read in the page's language where they are shown
 * (docs/decisions/085).
 */
export const PLATFORM_SETTINGS_TEXTS = {
  title: msg`Platform settings`,
  tableCaption: msg`Employee two-factor authentication`,
  /** The caption with the list's total. */
  tableCaptionCounted: (total: number) => msg`Employee two-factor authentication (${total})`,
  searchLabel: msg`Search employees`,
  searchButton: msg`Search`,
  filterLabel: msg`Two-factor authentication`,
  filterAll: msg`All employees`,
  empty: msg`No employees found`,
  loadError: msg`There was an error requesting the employee two-factor data`,
  download: msg`Download report (CSV)`,
  /** Decision 034: the section is headed by what its switch does; its state line says for whom. */
  enforcementHeading: msg`Enforce two-factor authentication`,
  enforcementLabel: msg`Enforce two-factor authentication for all employees`,
  enforcedOn: msg`Two-factor authentication is enforced: employees set it up when they next log in.`,
  enforcedOff: msg`Two-factor authentication is optional for employees.`,
  confirmOn: msg`Are you sure you would like to enforce two-factor authentication for all employees?`,
  confirmOff: msg`Are you sure you would like to make two-factor authentication optional?`,
  confirm: msg`Confirm`,
  cancel: msg`Cancel`,
  processing: msg`Processing...`,
  columns: {
    name: msg`Name`,
    email: msg`Email`,
    registered: msg`Registered`,
    twoFactor: msg`Two-factor`,
  },
  yes: msg`Yes`,
  no: msg`No`,
  twoFactorOn: msg`Enabled`,
  twoFactorOff: msg`Not enabled`,
} as const;
