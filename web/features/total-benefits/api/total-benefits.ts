import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TotalBenefitsData, TotalBenefitsSummary } from '../../../../worker/contract/total-benefits';
import {
  type TotalBenefitsMode,
  totalBenefitsDataPath,
  totalBenefitsDataQueryKey,
  totalBenefitsSummaryPath,
  totalBenefitsSummaryQueryKey,
} from '../../../../worker/contract/total-benefits-rules';
import { api } from '../../../lib/api-client';

/**
 * GET /api/total-benefits/summary. Not retried here: the Worker already retries it once (spec 7),
 * and a browser retry on top would ask the upstream four times.
 */
export function totalBenefitsSummaryQueryOptions(year: number | null) {
  return queryOptions({
    queryKey: totalBenefitsSummaryQueryKey(year),
    queryFn: ({ signal }) => api<TotalBenefitsSummary>(totalBenefitsSummaryPath(year), { signal }),
    retry: false,
  });
}

export function useTotalBenefitsSummary(year: number | null) {
  return useQuery(totalBenefitsSummaryQueryOptions(year));
}

/** GET /api/total-benefits: the value of each benefit, and of each month in monthly mode. */
export function useTotalBenefitsData(year: number | null, mode: TotalBenefitsMode) {
  return useQuery(
    queryOptions({
      queryKey: totalBenefitsDataQueryKey(year, mode),
      queryFn: ({ signal }) => api<TotalBenefitsData>(totalBenefitsDataPath(year, mode), { signal }),
    }),
  );
}
