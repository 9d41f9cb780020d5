import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalDecisionRequest,
  ApprovalDecisionResult,
  PendingBenefits,
  PendingSelections,
} from '../../../../worker/contract/dashboard-admin';
import { api } from '../../../lib/api-client';

export const APPROVALS_KEY = ['dashboard', 'approvals'] as const;

/** GET /api/employer/approvals: the benefits with selections awaiting approval. */
export function usePendingBenefits() {
  return useQuery({
    queryKey: APPROVALS_KEY,
    queryFn: ({ signal }) => api<PendingBenefits>('/api/employer/approvals', { signal }),
  });
}

/** GET /api/employer/approvals/:benefitId: that benefit's selections awaiting approval. */
export function usePendingSelections(benefitId: number) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, benefitId],
    queryFn: ({ signal }) => api<PendingSelections>(`/api/employer/approvals/${benefitId}`, { signal }),
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
