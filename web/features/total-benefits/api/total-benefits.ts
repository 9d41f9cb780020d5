import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TotalBenefitsData, TotalBenefitsSummary } from '../../../../worker/contract/total-benefits';
import type { TotalBenefitsMode } from '../../../../worker/contract/total-benefits-rules';
import { api } from '../../../lib/api-client';
import { TOTAL_BENEFITS_QUERY_KEY, TOTAL_BENEFITS_SUMMARY_QUERY_KEY } from '../../../lib/query-keys';

/** A missing year lets the Worker choose the current one. */
function yearParam(year: number | null): string {
  return year === null ? '' : `year=${year}`;
}

/**
 * GET /api/total-benefits/summary. Not retried here: the Worker already retries it once (spec 7),
 * and a browser retry on top would ask the upstream four times.
 */
export function totalBenefitsSummaryQueryOptions(year: number | null) {
  const query = yearParam(year);
  return queryOptions({
    queryKey: [...TOTAL_BENEFITS_SUMMARY_QUERY_KEY, year],
    queryFn: ({ signal }) =>
      api<TotalBenefitsSummary>(`/api/total-benefits/summary${query ? `?${query}` : ''}`, { signal }),
    retry: false,
  });
}

export function useTotalBenefitsSummary(year: number | null) {
  return useQuery(totalBenefitsSummaryQueryOptions(year));
}

/** GET /api/total-benefits: the value of each benefit, and of each month in monthly mode. */
export function useTotalBenefitsData(year: number | null, mode: TotalBenefitsMode) {
  const query = [yearParam(year), `mode=${mode}`].filter(Boolean).join('&');
  return useQuery(
    queryOptions({
      queryKey: [...TOTAL_BENEFITS_QUERY_KEY, 'data', year, mode],
      queryFn: ({ signal }) => api<TotalBenefitsData>(`/api/total-benefits?${query}`, { signal }),
    }),
  );
}
