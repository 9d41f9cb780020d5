import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeSelections } from '#contract/employee-selections';
import { portal, read } from '#web/lib/portal-client.ts';
import { EMPLOYEE_DATA_KEY } from './employee-data';

const selectionsKey = (employeeId: number | null) =>
  [...EMPLOYEE_DATA_KEY, 'selections', employeeId] as const;

/**
 * GET /api/employer/employees/:id/selections: the employee's selections and their costs. The panel
 * asks for them as it opens, beside the record (decision 059: loaded when opened, not before).
 */
export function useEmployeeSelections(employeeId: number | null) {
  return useQuery({
    queryKey: selectionsKey(employeeId),
    queryFn: ({ signal }) =>
      read(
        portal.api.employer.employees[':employeeId'].selections.$get(
          { param: { employeeId: String(employeeId) } },
          { init: { signal } },
        ),
      ),
    enabled: employeeId !== null,
  });
}

/**
 * POST .../:id/selections/:selectionId/cost: the selection priced again (docs/decisions/080); the
 * list shows the stored costs at once, as the answer gives them.
 */
export function useRecalculateCost(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectionId: number) =>
      read(
        portal.api.employer.employees[':employeeId'].selections[':selectionId'].cost.$post({
          param: { employeeId: String(employeeId), selectionId: String(selectionId) },
        }),
      ),
    onSuccess: ({ selection }) =>
      queryClient.setQueryData<EmployeeSelections>(selectionsKey(employeeId), (list) =>
        list
          ? { selections: list.selections.map((row) => (row.id === selection.id ? selection : row)) }
          : list,
      ),
  });
}
