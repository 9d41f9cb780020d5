import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalDecisionRequest,
  ApprovalDecisionResult,
  PendingBenefits,
  PendingSelections,
} from '#contract/dashboard-admin';
import type { PageDataCall } from '#contract/page-data';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';

export const APPROVALS_KEY = ['dashboard', 'approvals'] as const;

export const PENDING_BENEFITS_CALL: PageDataCall = {
  apiPath: '/api/employer/approvals',
  queryKey: APPROVALS_KEY,
};

export function pendingSelectionsCall(benefitId: number): PageDataCall {
  return { apiPath: `/api/employer/approvals/${benefitId}`, queryKey: [...APPROVALS_KEY, benefitId] };
}

/** GET /api/employer/approvals: the benefits with selections awaiting approval. */
export function usePendingBenefits() {
  return useQuery(pageCallQuery<PendingBenefits>(PENDING_BENEFITS_CALL));
}

/** GET /api/employer/approvals/:benefitId: that benefit's selections awaiting approval. */
export function usePendingSelections(benefitId: number) {
  return useQuery({
    ...pageCallQuery<PendingSelections>(pendingSelectionsCall(benefitId)),
    enabled: Number.isInteger(benefitId) && benefitId > 0,
  });
}

/** POST /api/employer/approvals/decisions; afterwards every approvals list is read again. */
export function useDecideSelections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApprovalDecisionRequest) =>
      api<ApprovalDecisionResult>('/api/employer/approvals/decisions', { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
