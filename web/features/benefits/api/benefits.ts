import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { BENEFITS_QUERY_KEY, benefitPageQueryKey } from '#contract/benefit-query-keys';
import type { BenefitValues, Selection } from '#contract/benefits';
import { TOTAL_BENEFITS_SUMMARY_QUERY_KEY } from '#contract/total-benefits-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { MY_BENEFITS_TEXTS } from '../benefits-texts';

export { MY_BENEFITS_TEXTS };

/** GET /api/benefits: eligible benefits, the newest selection of each, the probation flag. */
export const BENEFITS_OVERVIEW_CALL = pageCall(portal.api.benefits, { query: {} }, [
  ...BENEFITS_QUERY_KEY,
  'overview',
]);

/** GET /api/benefits/:id: the product page. A missing benefit answers 404 (no retry). */
export function benefitPageCall(benefitId: number) {
  return pageCall(
    portal.api.benefits[':benefitId'],
    { param: { benefitId: String(benefitId) } },
    benefitPageQueryKey(benefitId),
  );
}

export function benefitPageQueryOptions(benefitId: number) {
  return pageCallQuery(benefitPageCall(benefitId));
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
  return read(
    portal.api.benefits[':benefitId'].cost.$post(
      { param: { benefitId: String(benefitId) }, json: values },
      { init: { signal } },
    ),
  );
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
        ? read(
            portal.api.benefits[':benefitId'].selection.$post(
              { param: { benefitId: String(benefitId) }, json: values },
              { init: { signal: controller.signal } },
            ),
          )
        : read(
            portal.api.selections[':selectionId'].$patch(
              { param: { selectionId: String(selection.id) }, json: values },
              { init: { signal: controller.signal } },
            ),
          );
    },
    onSuccess: refresh,
  });
}

/** POST /api/selections/:id/opt-out (spec section 4: sets status 'opted-out'). */
export function useOptOut() {
  const refresh = useRefreshBenefits();
  return useMutation({
    mutationFn: (selectionId: number) =>
      read(
        portal.api.selections[':selectionId']['opt-out'].$post({
          param: { selectionId: String(selectionId) },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Withdraws a request awaiting approval (docs/decisions/017), then refreshes (spec 4). */
export function useWithdrawSelection() {
  const refresh = useRefreshBenefits();
  return useMutation({
    mutationFn: (selectionId: number) =>
      read(portal.api.selections[':selectionId'].$delete({ param: { selectionId: String(selectionId) } })),
    onSuccess: refresh,
  });
}

/**
 * The reset of spec section 7 (docs/decisions/046): drops a live selection's temporary selection,
 * back to the saved one, then refreshes (spec 4).
 */
export function useResetSelection() {
  const refresh = useRefreshBenefits();
  return useMutation({
    mutationFn: (selectionId: number) =>
      read(
        portal.api.selections[':selectionId'].reset.$post({ param: { selectionId: String(selectionId) } }),
      ),
    onSuccess: refresh,
  });
}

/** Accepting a benefit's terms flags a refresh (spec section 4). */
export function useAcceptBenefitTerms(benefitId: number) {
  const refresh = useRefreshBenefits();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termsId: number) =>
      read(
        portal.api.benefits[':benefitId'].terms[':termsId'].accept.$post({
          param: { benefitId: String(benefitId), termsId: String(termsId) },
        }),
      ),
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
    queryFn: ({ signal }) =>
      read(portal.api.statements[':groupCode'].$get({ param: { groupCode } }, { init: { signal } })),
    enabled,
  });
}
