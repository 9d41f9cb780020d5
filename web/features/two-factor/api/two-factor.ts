import type { SessionResponse } from '#contract/auth';
import type { PendingTwoFactorSetup, TwoFactorSetupResponse, TwoFactorSetupStep } from '#contract/two-factor';
import { api } from '#web/lib/api-client.ts';

/**
 * The signing-in side of two-factor (docs/decisions/010): the e-mail and password wait in the
 * Worker's pending-login cookie, so these calls carry only the code.
 */

/** POST /api/two-factor/login: the code from the authenticator app signs in. */
export async function submitLoginCode(code: string) {
  const { session } = await api<SessionResponse>('/api/two-factor/login', { method: 'POST', body: { code } });
  return session;
}

/** POST /api/two-factor/cancel: forgets the pending login (Back and Close). A failure changes nothing. */
export async function cancelPendingLogin(): Promise<void> {
  try {
    await api('/api/two-factor/cancel', { method: 'POST' });
  } catch {
    // The pending login expires by itself after 10 minutes.
  }
}

/**
 * GET /api/two-factor/setup: the QR code and secret of a sign-in that must set up two-factor.
 * Each visit asks again: the pending login may have been replaced or cancelled meanwhile.
 */
export function fetchPendingSetup(signal?: AbortSignal) {
  return api<PendingTwoFactorSetup>('/api/two-factor/setup', { signal });
}

/** POST /api/two-factor/setup: 'temporary' checks a first code, 'complete' switches on and signs in. */
export function submitSetupCode(request: { code: string; step: TwoFactorSetupStep }) {
  return api<TwoFactorSetupResponse>('/api/two-factor/setup', { method: 'POST', body: request });
}
