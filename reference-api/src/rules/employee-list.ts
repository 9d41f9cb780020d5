// The employee data list's rules (spec sections 3, 4, 7 and 9; docs/decisions/026): its query, its
// page size, its sort orders and the percentage registered.

/** Spec section 9: the employee list shows 10 people a page. */
export const EMPLOYEES_PER_PAGE = 10;
export const EMPLOYEE_SEARCH_MAX = 100;

/** sort_by: name (surname, first name), e-mail, or registration (then name). */
export const EMPLOYEE_SORT_FIELDS = ['name', 'email', 'registered'] as const;
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
/** Spec section 9: sort directions asc and desc. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** filter[person_activated]: 1 registered, 0 not yet. */
export type ActivatedFilter = boolean | null;

/** range: the days (inclusive, YYYY-MM-DD) the person joined the client between. */
export type JoinedRange = { from: string; to: string };

export type EmployeeListQuery = {
  clientId: number;
  /** Matched at the start of the first name, surname, "first name surname" or e-mail, any case. */
  search: string;
  activated: ActivatedFilter;
  sortBy: EmployeeSortField;
  direction: SortDirection;
  range: JoinedRange | null;
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `range=YYYY-MM-DD,YYYY-MM-DD` (from, to; inclusive); undefined when it is no such range. */
export function parseJoinedRange(raw: string): JoinedRange | null | undefined {
  if (raw === '') return null;
  const [from, to, ...rest] = raw.split(',');
  if (!from || !to || rest.length > 0 || !DAY.test(from) || !DAY.test(to) || from > to) return undefined;
  return { from, to };
}

/** The share of the client's people who have registered, in percent to one decimal place. */
export function percentageRegistered(registered: number, employees: number): number {
  return employees === 0 ? 0 : Math.round((registered / employees) * 1000) / 10;
}

/**
 * The first string after every string that starts with `prefix` (in SQLite's BINARY and NOCASE
 * orders alike): a prefix search becomes the index range `prefix <= value < upper`.
 */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** The last page (at least 1) of `total` rows. */
export function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / EMPLOYEES_PER_PAGE));
}
