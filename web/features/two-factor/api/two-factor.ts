import { queryOptions, useMutation } from '@tanstack/react-query';
import { sessionResponseSchema } from '../../../../worker/contract/auth';
import {
  pendingTwoFactorSetupSchema,
  type TwoFactorSetupStep,
  twoFactorSetupResponseSchema,
} from '../../../../worker/contract/two-factor';
import { api } from '../../../lib/api-client';

/**
 * The signing-in side of two-factor (docs/decisions/010): the e-mail and password wait in the
 * Worker's pending-login cookie, so these calls carry only the code.
 */

/** POST /api/two-factor/login: the code from the authenticator app signs in. */
export async function submitLoginCode(code: string) {
  const { session } = await api('/api/two-factor/login', {
    method: 'POST',
    body: { code },
    schema: sessionResponseSchema,
  });
  return session;
}

export function useSubmitLoginCode() {
  return useMutation({ mutationFn: submitLoginCode });
}

/** POST /api/two-factor/cancel: forgets the pending login (Back and Close). A failure changes nothing. */
export async function cancelPendingLogin(): Promise<void> {
  try {
    await api('/api/two-factor/cancel', { method: 'POST' });
  } catch {
    // The pending login expires by itself after 10 minutes.
  }
}

/** GET /api/two-factor/setup: the QR code and secret of a sign-in that must set up two-factor. */
export function pendingSetupQueryOptions() {
  return queryOptions({
    queryKey: ['two-factor', 'pending-setup'],
    queryFn: ({ signal }) => api('/api/two-factor/setup', { schema: pendingTwoFactorSetupSchema, signal }),
    // Each visit asks again: the pending login may have been replaced or cancelled meanwhile.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** POST /api/two-factor/setup: 'temporary' checks a first code, 'complete' switches on and signs in. */
export function submitSetupCode(request: { code: string; step: TwoFactorSetupStep }) {
  return api('/api/two-factor/setup', {
    method: 'POST',
    body: request,
    schema: twoFactorSetupResponseSchema,
  });
}

export function useSubmitSetupCode() {
  return useMutation({ mutationFn: submitSetupCode });
}
