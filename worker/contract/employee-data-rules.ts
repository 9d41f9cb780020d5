/**
 * Values of the employee data page (spec sections 2.2, 2.16, 3, 4, 8 and 9), zod-free so the SPA can
 * import them. The spec names the page, its state and its calls but few of its words; the page's
 * texts, ours, are in employee-data-texts.ts (docs/decisions/026-employee-data.md).
 */

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
