import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageDataCall } from '#contract/page-data';
import type { TotalBenefitsData, TotalBenefitsSummary } from '#contract/total-benefits';
import {
  type TotalBenefitsMode,
  totalBenefitsDataPath,
  totalBenefitsDataQueryKey,
  totalBenefitsSummaryPath,
  totalBenefitsSummaryQueryKey,
} from '#contract/total-benefits-rules';
import { pageCallQuery } from '#web/lib/page-call.ts';

export function totalBenefitsSummaryCall(year: number | null): PageDataCall {
  return { apiPath: totalBenefitsSummaryPath(year), queryKey: totalBenefitsSummaryQueryKey(year) };
}

export function totalBenefitsDataCall(year: number | null, mode: TotalBenefitsMode): PageDataCall {
  return { apiPath: totalBenefitsDataPath(year, mode), queryKey: totalBenefitsDataQueryKey(year, mode) };
}

/**
 * GET /api/total-benefits/summary. Not retried here: the Worker already retries it once (spec 7),
 * and a browser retry on top would ask the upstream four times.
 */
export function totalBenefitsSummaryQueryOptions(year: number | null) {
  return queryOptions({
    ...pageCallQuery<TotalBenefitsSummary>(totalBenefitsSummaryCall(year)),
    retry: false,
  });
}

export function useTotalBenefitsSummary(year: number | null) {
  return useQuery(totalBenefitsSummaryQueryOptions(year));
}

/** GET /api/total-benefits: the value of each benefit, and of each month in monthly mode. */
export function useTotalBenefitsData(year: number | null, mode: TotalBenefitsMode) {
  return useQuery(pageCallQuery<TotalBenefitsData>(totalBenefitsDataCall(year, mode)));
}
