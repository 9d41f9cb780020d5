import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '#contract/password-requests';
import type { ContactDetailsUpdate } from '#contract/profile-requests';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

export const PROFILE_DETAILS_QUERY_KEY = ['profile', 'details'] as const;

export const PROFILE_DETAILS_CALL = pageCall(portal.api.profile.details, {}, PROFILE_DETAILS_QUERY_KEY);

/** GET /api/profile/details: names, e-mail and contact details. */
export function profileDetailsQueryOptions() {
  return pageCallQuery(PROFILE_DETAILS_CALL);
}

export function useProfileDetails() {
  return useQuery(profileDetailsQueryOptions());
}

/** PATCH /api/profile/details: the saved details replace the cached ones. */
export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ContactDetailsUpdate) => read(portal.api.profile.details.$patch({ json: details })),
    onSuccess: (details) => queryClient.setQueryData(PROFILE_DETAILS_QUERY_KEY, details),
  });
}

/** POST /api/profile/password: the session ends; the answer says where to log in again. */
export function changePassword(request: ChangePasswordRequest) {
  return read(portal.api.profile.password.$post({ json: request }));
}
