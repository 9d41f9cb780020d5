import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { BENEFITS_QUERY_KEY, benefitPageQueryKey } from '#contract/benefit-rules';
import type {
  BenefitCost,
  BenefitPage,
  BenefitsOverview,
  BenefitValues,
  Selection,
} from '#contract/benefits';
import type { PageDataCall } from '#contract/page-data';
import { TOTAL_BENEFITS_SUMMARY_QUERY_KEY } from '#contract/total-benefits-rules';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';

/** The my-benefits page's texts (spec 2.2); its heading is also its route's title (web/app/router.tsx). */
export const MY_BENEFITS_TEXTS = {
  heading: 'My benefits',
  yours: 'Your benefits',
  available: 'Available benefits',
  noneChosen: "You haven't chosen any benefits yet.",
  noneAvailable: 'There are no more benefits available to you right now.',
  logOut: 'Log out',
} as const;

/** GET /api/benefits: eligible benefits, the newest selection of each, the probation flag. */
export const BENEFITS_OVERVIEW_CALL: PageDataCall = {
  apiPath: '/api/benefits',
  queryKey: [...BENEFITS_QUERY_KEY, 'overview'],
};

export function benefitsOverviewQueryOptions() {
  return pageCallQuery<BenefitsOverview>(BENEFITS_OVERVIEW_CALL);
}

export function useBenefitsOverview() {
  return useQuery(benefitsOverviewQueryOptions());
}

/** GET /api/benefits/:id: the product page. A missing benefit answers 404 (no retry). */
export function benefitPageCall(benefitId: number): PageDataCall {
  return { apiPath: `/api/benefits/${benefitId}`, queryKey: benefitPageQueryKey(benefitId) };
}

export function benefitPageQueryOptions(benefitId: number) {
  return pageCallQuery<BenefitPage>(benefitPageCall(benefitId));
}

export function useBenefitPage(benefitId: number) {
  return useQuery(benefitPageQueryOptions(benefitId));
}

/**
 * A selection changed: benefits and selections need a refresh (spec section 4, Benefit selection:
 * refresh clears products and selections and reloads them).
 */
function useRefreshBenefits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BENEFITS_QUERY_KEY });
}

/** POST /api/benefits/:id/cost: the live cost; the caller passes the signal of the newest request. */
export function fetchBenefitCost(benefitId: number, values: BenefitValues, signal: AbortSignal) {
  return api<BenefitCost>(`/api/benefits/${benefitId}/cost`, { method: 'POST', body: values, signal });
}

/**
 * Setup and manage (spec section 4): a new selection by POST when there is none or its cta is
 * 'reapply', otherwise the existing one is changed by PATCH. A second submit while one is under
 * way aborts the first (the Worker aborts it upstream too), so only the last one counts.
 */
export function useSaveSelection(benefitId: number) {
  const refresh = useRefreshBenefits();
  const inFlight = useRef<AbortController | null>(null);
  return useMutation({
    mutationFn: ({ values, selection }: { values: BenefitValues; selection: Selection | null }) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const createNew = selection === null || selection.cta.type === 'reapply';
      return createNew
        ? api<Selection>(`/api/benefits/${benefitId}/selection`, {
            method: 'POST',
            body: values,
            signal: controller.signal,
          })
        : api<Selection>(`/api/selections/${selection.id}`, {
            method: 'PATCH',
            body: values,
            signal: controller.signal,
          });
    },
    onSuccess: refresh,
  });
}

/** POST /api/selections/:id/opt-out (spec section 4: sets status 'opted-out'). */
export function useOptOut() {
  const refresh = useRefreshBenefits();
  return useMutation({
    mutationFn: (selectionId: number) =>
      api<Selection>(`/api/selections/${selectionId}/opt-out`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** The reset of spec section 7: withdraws a request awaiting approval, then refreshes (spec 4). */
export function useResetSelection() {
  const refresh = useRefreshBenefits();
  return useMutation({
    mutationFn: (selectionId: number) =>
      api<{ selectionId: number }>(`/api/selections/${selectionId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Accepting a benefit's terms flags a refresh (spec section 4). */
export function useAcceptBenefitTerms(benefitId: number) {
  const refresh = useRefreshBenefits();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termsId: number) =>
      api<{ termsId: number; version: number }>(`/api/benefits/${benefitId}/terms/${termsId}/accept`, {
        method: 'POST',
      }),
    onSuccess: () => {
      // Spec section 4: accepting terms flags a refresh and clears the total-benefits summary.
      queryClient.removeQueries({ queryKey: TOTAL_BENEFITS_SUMMARY_QUERY_KEY });
      return refresh();
    },
  });
}

export interface StatementEntry {
  month: number;
  year: number;
  employee: number;
  employer: number;
}

/** GET /api/statements/:groupCode: the statement panel's months (spec 3, Statement entry). */
export function useStatements(groupCode: string, enabled: boolean) {
  return useQuery({
    queryKey: [...BENEFITS_QUERY_KEY, 'statements', groupCode],
    queryFn: ({ signal }) => api<StatementEntry[]>(`/api/statements/${groupCode}`, { signal }),
    enabled,
  });
}
