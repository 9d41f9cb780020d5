import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type TotalBenefitsMode,
  totalBenefitsDataQueryKey,
  totalBenefitsModeFrom,
  totalBenefitsPageQueryKey,
  totalBenefitsSummaryQueryKey,
  totalBenefitsYearFrom,
} from '#contract/total-benefits-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { portal } from '#web/lib/portal-client.ts';

/** A missing year lets the Worker choose the current one. */
const yearQuery = (year: number | null) => (year === null ? {} : { year: String(year) });

export function totalBenefitsSummaryCall(year: number | null) {
  return pageCall(
    portal.api['total-benefits'].summary,
    { query: yearQuery(year) },
    totalBenefitsSummaryQueryKey(year),
  );
}

export function totalBenefitsDataCall(year: number | null, mode: TotalBenefitsMode) {
  return pageCall(
    portal.api['total-benefits'],
    { query: { ...yearQuery(year), mode } },
    totalBenefitsDataQueryKey(year, mode),
  );
}

/** The mtb page call (docs/decisions/041): the selections behind the year's figures. */
export function totalBenefitsPageCall(year: number | null) {
  return pageCall(
    portal.api['total-benefits'].page,
    { query: yearQuery(year) },
    totalBenefitsPageQueryKey(year),
  );
}

/**
 * GET /api/total-benefits/summary. Not retried here: the Worker already retries it once (spec 7),
 * and a browser retry on top would ask the upstream four times.
 */
export function totalBenefitsSummaryQueryOptions(year: number | null) {
  return queryOptions({
    ...pageCallQuery(totalBenefitsSummaryCall(year)),
    retry: false,
  });
}

export function useTotalBenefitsSummary(year: number | null) {
  return useQuery(totalBenefitsSummaryQueryOptions(year));
}

/** GET /api/total-benefits: the value of each benefit, and of each month in monthly mode. */
export function useTotalBenefitsData(year: number | null, mode: TotalBenefitsMode) {
  return useQuery(pageCallQuery(totalBenefitsDataCall(year, mode)));
}

/** GET /api/total-benefits/page: each selection that priced a month of the year. */
export function useTotalBenefitsPage(year: number | null) {
  return useQuery(pageCallQuery(totalBenefitsPageCall(year)));
}

/** The overview's calls, for the year and view its address names (the client's view by default). */
export function totalBenefitsPageCalls(defaultMode: TotalBenefitsMode): PageCallsFor {
  return ({ url }) => {
    const year = totalBenefitsYearFrom(url.searchParams);
    const mode = totalBenefitsModeFrom(url.searchParams, defaultMode);
    return [totalBenefitsSummaryCall(year), totalBenefitsDataCall(year, mode), totalBenefitsPageCall(year)];
  };
}
