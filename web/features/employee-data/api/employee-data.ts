import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmployeeList,
  EmployeeRecord,
  WelcomeEmailSent,
  WelcomeEmailsSent,
} from '#contract/employee-data';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SEARCH_MAX,
  EMPLOYEE_SORT_FIELDS,
  type EmployeeFilter,
  type EmployeeSortField,
  SORT_DIRECTIONS,
  type SortDirection,
} from '#contract/employee-data-rules';
import type { PageDataCall } from '#contract/page-data';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';

export const EMPLOYEE_DATA_KEY = ['employer', 'employees'] as const;

/** The list's state, as the page's URL keeps it (spec section 3, Employee list state). */
export type EmployeeListState = {
  page: number;
  search: string;
  filter: EmployeeFilter | null;
  sort: EmployeeSortField;
  direction: SortDirection;
};

export const DEFAULT_SORT = { sort: 'name', direction: 'asc' } as const;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    (values as readonly (string | null)[]).includes(value);
export const isFilter = oneOf<EmployeeFilter>(EMPLOYEE_FILTERS);
export const isSortField = oneOf<EmployeeSortField>(EMPLOYEE_SORT_FIELDS);
const isDirection = oneOf<SortDirection>(SORT_DIRECTIONS);

/** The list's state from the URL, so reload and Back keep page, search, filter and sort. */
export function employeeListStateOf(params: URLSearchParams): EmployeeListState {
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  const sort = params.get('sort');
  const direction = params.get('direction');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('search') ?? '').slice(0, EMPLOYEE_SEARCH_MAX),
    filter: isFilter(filter) ? filter : null,
    sort: isSortField(sort) ? sort : DEFAULT_SORT.sort,
    direction: isDirection(direction) ? direction : DEFAULT_SORT.direction,
  };
}

/** The query string of the list and of its report (the report has every page). */
export function employeeQueryString(state: EmployeeListState, withPage = true): string {
  const params = new URLSearchParams();
  if (withPage) params.set('page', String(state.page));
  if (state.search !== '') params.set('search', state.search);
  if (state.filter) params.set('filter', state.filter);
  if (state.sort !== DEFAULT_SORT.sort || state.direction !== DEFAULT_SORT.direction) {
    params.set('sort', state.sort);
    params.set('direction', state.direction);
  }
  return params.toString();
}

export function employeeListCall(state: EmployeeListState): PageDataCall {
  const query = employeeQueryString(state);
  return { apiPath: `/api/employer/employees?${query}`, queryKey: [...EMPLOYEE_DATA_KEY, 'list', query] };
}

/** GET /api/employer/employees: one page; the previous page stays shown while the next loads. */
export function useEmployeeList(state: EmployeeListState) {
  return useQuery({
    ...pageCallQuery<EmployeeList>(employeeListCall(state)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/employer/employees/:id: the view-employee-data panel's record. */
export function useEmployeeRecord(employeeId: number | null) {
  return useQuery({
    queryKey: [...EMPLOYEE_DATA_KEY, 'record', employeeId],
    queryFn: ({ signal }) => api<EmployeeRecord>(`/api/employer/employees/${employeeId}`, { signal }),
    enabled: employeeId !== null,
  });
}

/** POST .../:id/welcome-email; the record (its last welcome e-mail) is read again. */
export function useResendWelcomeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) =>
      api<WelcomeEmailSent>(`/api/employer/employees/${employeeId}/welcome-email`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (_sent, employeeId) =>
      queryClient.invalidateQueries({ queryKey: [...EMPLOYEE_DATA_KEY, 'record', employeeId] }),
  });
}

/** POST .../welcome-emails: every employee not registered yet. */
export function useResendAllWelcomeEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<WelcomeEmailsSent>('/api/employer/employees/welcome-emails', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...EMPLOYEE_DATA_KEY, 'record'] }),
  });
}

/** POST .../:id/magic-link with the administrator's password: the URL that signs in as them. */
export function useMagicLink() {
  return useMutation({
    mutationFn: ({ employeeId, password }: { employeeId: number; password: string }) =>
      api<{ url: string }>(`/api/employer/employees/${employeeId}/magic-link`, {
        method: 'POST',
        body: { password },
      }),
  });
}
