import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberForm } from '#contract/family-requests';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { useRefreshEligibility } from '#web/lib/refresh-eligibility.ts';

export const FAMILY_QUERY_KEY = ['profile', 'family'] as const;

export const FAMILY_CALL = pageCall(portal.api.family, {}, FAMILY_QUERY_KEY);

/** GET /api/family: the active family members (spec section 3). */
export function useFamilyMembers() {
  return useQuery(pageCallQuery(FAMILY_CALL));
}

type Save = { form: FamilyMemberForm; familyMemberId: number | null };

/**
 * Adds (POST) or edits (PATCH) a member; removing is a deactivation. Each change marks benefits and
 * selections for a refresh (spec section 4, Lists).
 */
export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  const refreshEligibility = useRefreshEligibility();
  return useMutation({
    mutationFn: ({ form, familyMemberId }: Save) =>
      familyMemberId === null
        ? read(portal.api.family.$post({ json: form }))
        : read(
            portal.api.family[':familyMemberId'].$patch({
              param: { familyMemberId: String(familyMemberId) },
              json: form,
            }),
          ),
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
      read(
        portal.api.family[':familyMemberId'].deactivate.$post({
          param: { familyMemberId: String(familyMemberId) },
        }),
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY }),
        refreshEligibility(),
      ]);
    },
  });
}
