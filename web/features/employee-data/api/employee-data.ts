import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmployeeList,
  EmployeeRecord,
  WelcomeEmailSent,
  WelcomeEmailsSent,
} from '../../../../worker/contract/employee-data';
import type {
  EmployeeFilter,
  EmployeeSortField,
  SortDirection,
} from '../../../../worker/contract/employee-data-rules';
import { api } from '../../../lib/api-client';

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

/** GET /api/employer/employees: one page; the previous page stays shown while the next loads. */
export function useEmployeeList(state: EmployeeListState) {
  return useQuery({
    queryKey: [...EMPLOYEE_DATA_KEY, 'list', employeeQueryString(state)],
    queryFn: ({ signal }) =>
      api<EmployeeList>(`/api/employer/employees?${employeeQueryString(state)}`, { signal }),
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
