import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyMember } from '#contract/family';
import type { FamilyMemberDraftValues } from '#contract/family-rules';
import type { PageDataCall } from '#contract/page-data';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';
import { useRefreshEligibility } from '#web/lib/refresh-eligibility.ts';

export const FAMILY_QUERY_KEY = ['profile', 'family'] as const;

export const FAMILY_CALL: PageDataCall = { apiPath: '/api/family', queryKey: FAMILY_QUERY_KEY };

/** GET /api/family: the active family members (spec section 3). */
export function useFamilyMembers() {
  return useQuery(pageCallQuery<FamilyMember[]>(FAMILY_CALL));
}

type Save = { draft: FamilyMemberDraftValues; familyMemberId: number | null };

/**
 * Adds (POST) or edits (PATCH) a member; removing is a deactivation. Each change marks benefits and
 * selections for a refresh (spec section 4, Lists).
 */
export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  const refreshEligibility = useRefreshEligibility();
  return useMutation({
    mutationFn: ({ draft, familyMemberId }: Save) =>
      familyMemberId === null
        ? api<FamilyMember>('/api/family', { method: 'POST', body: draft })
        : api<FamilyMember>(`/api/family/${familyMemberId}`, { method: 'PATCH', body: draft }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY }),
        refreshEligibility(),
      ]);
    },
  });
}

export function useDeactivateFamilyMember() {
  const queryClient = useQueryClient();
  const refreshEligibility = useRefreshEligibility();
  return useMutation({
    mutationFn: (familyMemberId: number) =>
      api<FamilyMember>(`/api/family/${familyMemberId}/deactivate`, { method: 'POST' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY }),
        refreshEligibility(),
      ]);
    },
  });
}
