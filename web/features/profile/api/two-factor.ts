import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorStatus } from '#contract/two-factor';
import type { TwoFactorSetupStep } from '#contract/two-factor-requests';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

/** The signed-in side of two-factor: the profile page and its panels (spec 2.16). */
export const TWO_FACTOR_STATUS_QUERY_KEY = ['profile', 'two-factor'] as const;

export const TWO_FACTOR_STATUS_CALL = pageCall(
  portal.api.profile['two-factor'],
  {},
  TWO_FACTOR_STATUS_QUERY_KEY,
);

/** GET /api/profile/two-factor: on or off, and whether the client enforces it. */
export function twoFactorStatusQueryOptions() {
  return pageCallQuery(TWO_FACTOR_STATUS_CALL);
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** Stores the answer of a change at once, then checks it with the server. */
function useStatusUpdater() {
  const queryClient = useQueryClient();
  return (status: TwoFactorStatus) => {
    queryClient.setQueryData(TWO_FACTOR_STATUS_QUERY_KEY, status);
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY });
  };
}

/** POST /api/profile/two-factor/enrolment: a new secret (not active yet) for the QR panel. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => read(portal.api.profile['two-factor'].enrolment.$post()),
  });
}

/** POST /api/profile/two-factor/verify: 'temporary' checks a first code; 'complete' switches it on. */
export function useVerifyCode() {
  const updateStatus = useStatusUpdater();
  return useMutation({
    mutationFn: (request: { code: string; step: TwoFactorSetupStep }) =>
      read(portal.api.profile['two-factor'].verify.$post({ json: request })),
    onSuccess: (result) => {
      if (result.outcome === 'enabled') updateStatus(result.status);
    },
  });
}

/** POST /api/profile/two-factor/disable with the reason (required, spec 5). */
export function useDisableTwoFactor() {
  const updateStatus = useStatusUpdater();
  return useMutation({
    mutationFn: (reason: string) =>
      read(portal.api.profile['two-factor'].disable.$post({ json: { reason } })),
    onSuccess: updateStatus,
  });
}
