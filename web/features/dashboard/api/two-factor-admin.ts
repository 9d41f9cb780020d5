import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnforcement, TwoFactorList } from '../../../../worker/contract/dashboard-admin';
import type { TwoFactorFilter } from '../../../../worker/contract/dashboard-admin-rules';
import { api } from '../../../lib/api-client';

export const TWO_FACTOR_ADMIN_KEY = ['dashboard', 'two-factor'] as const;

/** The table's state, as the page's URL keeps it. */
export type TwoFactorListState = { page: number; search: string; filter: TwoFactorFilter | null };

/** The query string of the list and of its report: the same rows either way. */
export function twoFactorQueryString({ page, search, filter }: TwoFactorListState, withPage = true): string {
  const params = new URLSearchParams();
  if (withPage) params.set('page', String(page));
  if (search !== '') params.set('search', search);
  if (filter) params.set('filter', filter);
  return params.toString();
}

/** GET /api/employer/two-factor: one page; the previous page stays shown while the next loads. */
export function useTwoFactorList(state: TwoFactorListState) {
  return useQuery({
    queryKey: [...TWO_FACTOR_ADMIN_KEY, state.page, state.search, state.filter],
    queryFn: ({ signal }) =>
      api<TwoFactorList>(`/api/employer/two-factor?${twoFactorQueryString(state)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/employer/two-factor/enforcement; the list (which carries the flag) is read again. */
export function useSetEnforcement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enforced: boolean) =>
      api<TwoFactorEnforcement>('/api/employer/two-factor/enforcement', {
        method: 'PUT',
        body: { enforced },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_ADMIN_KEY }),
  });
}
