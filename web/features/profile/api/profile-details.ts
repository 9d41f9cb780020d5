import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageDataCall } from '#contract/page-data';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ContactDetailsUpdate,
  ProfileDetails,
} from '#contract/profile';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';

export const PROFILE_DETAILS_QUERY_KEY = ['profile', 'details'] as const;

export const PROFILE_DETAILS_CALL: PageDataCall = {
  apiPath: '/api/profile/details',
  queryKey: PROFILE_DETAILS_QUERY_KEY,
};

/** GET /api/profile/details: names, e-mail and contact details. */
export function profileDetailsQueryOptions() {
  return pageCallQuery<ProfileDetails>(PROFILE_DETAILS_CALL);
}

export function useProfileDetails() {
  return useQuery(profileDetailsQueryOptions());
}

/** PATCH /api/profile/details: the saved details replace the cached ones. */
export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ContactDetailsUpdate) =>
      api<ProfileDetails>('/api/profile/details', { method: 'PATCH', body: details }),
    onSuccess: (details) => queryClient.setQueryData(PROFILE_DETAILS_QUERY_KEY, details),
  });
}

/** POST /api/profile/password: the session ends; the answer says where to log in again. */
export function changePassword(request: ChangePasswordRequest) {
  return api<ChangePasswordResponse>('/api/profile/password', { method: 'POST', body: request });
}
