import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayRangeFormSchema } from '#contract/day-range';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SEARCH_MAX,
  EMPLOYEE_SORT_FIELDS,
  type EmployeeFilter,
  type EmployeeSortField,
  SORT_DIRECTIONS,
  type SortDirection,
} from '#contract/employee-data-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

export const EMPLOYEE_DATA_KEY = ['employer', 'employees'] as const;

/** The joined-date range's rule, the Worker's (a range it would refuse is no range). */
const JOINED_RANGE = dayRangeFormSchema('joinedFrom', 'joinedTo');

/** The list's state, as the page's URL keeps it (spec section 3, Employee list state). */
export type EmployeeListState = {
  page: number;
  search: string;
  filter: EmployeeFilter | null;
  sort: EmployeeSortField;
  direction: SortDirection;
  /** The joined-between range (YYYY-MM-DD, inclusive): both days or neither. */
  joinedFrom: string | null;
  joinedTo: string | null;
};

export const DEFAULT_SORT = { sort: 'name', direction: 'asc' } as const;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    (values as readonly (string | null)[]).includes(value);
export const isFilter = oneOf<EmployeeFilter>(EMPLOYEE_FILTERS);
export const isSortField = oneOf<EmployeeSortField>(EMPLOYEE_SORT_FIELDS);
const isDirection = oneOf<SortDirection>(SORT_DIRECTIONS);

/** The list's state from the URL, so reload and Back keep page, search, filter, sort and range. */
export function employeeListStateOf(params: URLSearchParams): EmployeeListState {
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  const sort = params.get('sort');
  const direction = params.get('direction');
  // A range the Worker would refuse (one day, not a day, the wrong way round) is no range.
  const joinedFrom = params.get('joinedFrom') ?? '';
  const joinedTo = params.get('joinedTo') ?? '';
  const range = joinedFrom !== '' && JOINED_RANGE.safeParse({ joinedFrom, joinedTo }).success;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('search') ?? '').slice(0, EMPLOYEE_SEARCH_MAX),
    filter: isFilter(filter) ? filter : null,
    sort: isSortField(sort) ? sort : DEFAULT_SORT.sort,
    direction: isDirection(direction) ? direction : DEFAULT_SORT.direction,
    joinedFrom: range ? joinedFrom : null,
    joinedTo: range ? joinedTo : null,
  };
}

/**
 * The query of the list and of its report: the report has every page and exactly the rows the
 * search, filter and range leave (issue 31).
 */
function employeeQuery(state: EmployeeListState, withPage = true) {
  const sorted = state.sort !== DEFAULT_SORT.sort || state.direction !== DEFAULT_SORT.direction;
  return {
    ...(withPage ? { page: String(state.page) } : {}),
    ...(state.search !== '' ? { search: state.search } : {}),
    ...(state.filter ? { filter: state.filter } : {}),
    ...(sorted ? { sort: state.sort, direction: state.direction } : {}),
    ...(state.joinedFrom && state.joinedTo ? { joinedFrom: state.joinedFrom, joinedTo: state.joinedTo } : {}),
  };
}

/** The query string of the list and of its report, as the page's URL keeps it. */
export function employeeQueryString(state: EmployeeListState, withPage = true): string {
  return new URLSearchParams(employeeQuery(state, withPage)).toString();
}

/** The report's link: every page of the list, as a CSV file. */
export function employeeReportHref(state: EmployeeListState): string {
  return portal.api.employer.employees.report.$path({ query: employeeQuery(state, false) });
}

export function employeeListCall(state: EmployeeListState) {
  return pageCall(portal.api.employer.employees, { query: employeeQuery(state) }, [
    ...EMPLOYEE_DATA_KEY,
    'list',
    employeeQueryString(state),
  ]);
}

/** GET /api/employer/employees: one page; the previous page stays shown while the next loads. */
export function useEmployeeList(state: EmployeeListState) {
  return useQuery({
    ...pageCallQuery(employeeListCall(state)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/employer/employees/:id: the view-employee-data panel's record. */
export function useEmployeeRecord(employeeId: number | null) {
  return useQuery({
    queryKey: [...EMPLOYEE_DATA_KEY, 'record', employeeId],
    queryFn: ({ signal }) =>
      read(
        portal.api.employer.employees[':employeeId'].$get(
          { param: { employeeId: String(employeeId) } },
          { init: { signal } },
        ),
      ),
    enabled: employeeId !== null,
  });
}

/** POST .../:id/welcome-email; the record (its last welcome e-mail) is read again. */
export function useResendWelcomeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) =>
      read(
        portal.api.employer.employees[':employeeId']['welcome-email'].$post({
          param: { employeeId: String(employeeId) },
        }),
      ),
    onSuccess: (_sent, employeeId) =>
      queryClient.invalidateQueries({ queryKey: [...EMPLOYEE_DATA_KEY, 'record', employeeId] }),
  });
}

/** POST .../welcome-emails: every employee not registered yet. */
export function useResendAllWelcomeEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => read(portal.api.employer.employees['welcome-emails'].$post({ json: {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...EMPLOYEE_DATA_KEY, 'record'] }),
  });
}

/**
 * POST .../:id/magic-link with the administrator's password, their reason and whether the session
 * may change anything (decision 053): the URL that signs in as them.
 */
export function useMagicLink() {
  return useMutation({
    mutationFn: ({
      employeeId,
      password,
      reason,
      readOnly,
    }: {
      employeeId: number;
      password: string;
      reason: string;
      readOnly: boolean;
    }) =>
      read(
        portal.api.employer.employees[':employeeId']['magic-link'].$post({
          param: { employeeId: String(employeeId) },
          json: { password, reason, readOnly },
        }),
      ),
  });
}
