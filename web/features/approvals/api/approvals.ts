import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecisionRequest } from '#contract/approvals';
import { APPROVALS_QUERY_KEY, pendingSelectionsQueryKey } from '#contract/dashboard-query-keys';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

export const APPROVALS_KEY = APPROVALS_QUERY_KEY;

export function pendingSelectionsCall(benefitId: number) {
  return pageCall(
    portal.api.employer.approvals[':benefitId'],
    { param: { benefitId: String(benefitId) } },
    pendingSelectionsQueryKey(benefitId),
  );
}

/** GET /api/employer/approvals/:benefitId: that benefit's selections awaiting approval. */
export function usePendingSelections(benefitId: number) {
  return useQuery({
    ...pageCallQuery(pendingSelectionsCall(benefitId)),
    enabled: Number.isInteger(benefitId) && benefitId > 0,
  });
}

/** POST /api/employer/approvals/decisions; afterwards every approvals list is read again. */
export function useDecideSelections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApprovalDecisionRequest) =>
      read(portal.api.employer.approvals.decisions.$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
