import { useQuery } from '@tanstack/react-query';
import { BENEFITS_QUERY_KEY } from '#contract/benefit-query-keys';
import { type BenefitFilterState, benefitFilterQueryString, isFiltered } from '#contract/benefit-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';
import { BENEFITS_OVERVIEW_CALL } from './benefits';

/** GET /api/benefits/filters: the categories and tax treatments My benefits offers (decision 044). */
export const BENEFIT_FILTERS_CALL = pageCall(portal.api.benefits.filters, {}, [
  ...BENEFITS_QUERY_KEY,
  'filters',
]);

export function useBenefitFilters() {
  return useQuery(pageCallQuery(BENEFIT_FILTERS_CALL));
}

/**
 * GET /api/benefits narrowed by the filters the page's URL names; with none, the very call (and
 * cache entry) the unfiltered overview uses.
 */
export function benefitsOverviewCall(state: BenefitFilterState) {
  if (!isFiltered(state)) return BENEFITS_OVERVIEW_CALL;
  return pageCall(
    portal.api.benefits,
    {
      query: {
        ...(state.category ? { category: state.category } : {}),
        ...(state.taxFlag ? { taxFlag: state.taxFlag } : {}),
      },
    },
    [...BENEFITS_QUERY_KEY, 'overview', benefitFilterQueryString(state)],
  );
}

export function useFilteredBenefitsOverview(state: BenefitFilterState) {
  return useQuery(pageCallQuery(benefitsOverviewCall(state)));
}
