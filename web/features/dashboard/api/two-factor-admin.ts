import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TWO_FACTOR_FILTERS,
  TWO_FACTOR_SEARCH_MAX,
  type TwoFactorFilter,
} from '#contract/two-factor-admin-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

export const TWO_FACTOR_ADMIN_KEY = ['dashboard', 'two-factor'] as const;

/** The table's state, as the page's URL keeps it. */
export type TwoFactorListState = { page: number; search: string; filter: TwoFactorFilter | null };

export const isTwoFactorFilter = (value: string | null): value is TwoFactorFilter =>
  (TWO_FACTOR_FILTERS as readonly (string | null)[]).includes(value);

/** The table's state from the URL, so reload and Back keep page, search and filter. */
export function twoFactorListStateOf(params: URLSearchParams): TwoFactorListState {
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('search') ?? '').slice(0, TWO_FACTOR_SEARCH_MAX),
    filter: isTwoFactorFilter(filter) ? filter : null,
  };
}

/** The query of the list and of its report: the same rows either way. */
function twoFactorQuery({ page, search, filter }: TwoFactorListState, withPage = true) {
  return {
    ...(withPage ? { page: String(page) } : {}),
    ...(search !== '' ? { search } : {}),
    ...(filter ? { filter } : {}),
  };
}

/** The query string of the list, as the page's URL keeps it. */
export function twoFactorQueryString(state: TwoFactorListState, withPage = true): string {
  return new URLSearchParams(twoFactorQuery(state, withPage)).toString();
}

/** The report's link: every row of the list, as a CSV file (streamed: no answer type). */
export function twoFactorReportHref(state: TwoFactorListState): string {
  return portal.api.employer['two-factor'].report.$path({ query: twoFactorQuery(state, false) });
}

export function twoFactorListCall(state: TwoFactorListState) {
  return pageCall(portal.api.employer['two-factor'], { query: twoFactorQuery(state) }, [
    ...TWO_FACTOR_ADMIN_KEY,
    state.page,
    state.search,
    state.filter,
  ]);
}

/** GET /api/employer/two-factor: one page; the previous page stays shown while the next loads. */
export function useTwoFactorList(state: TwoFactorListState) {
  return useQuery({
    ...pageCallQuery(twoFactorListCall(state)),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/employer/two-factor/enforcement; the list (which carries the flag) is read again. */
export function useSetEnforcement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enforced: boolean) =>
      read(portal.api.employer['two-factor'].enforcement.$put({ json: { enforced } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_ADMIN_KEY }),
  });
}
