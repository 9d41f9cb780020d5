import type { TwoFactorSetupStep } from '#contract/two-factor-requests';
import { portal, read, withSignal } from '#web/lib/portal-client.ts';

/**
 * The signing-in side of two-factor (docs/decisions/010): the e-mail and password wait in the
 * Worker's pending-login cookie, so these calls carry only the code.
 */

/** POST /api/two-factor/login: the code from the authenticator app signs in. */
export async function submitLoginCode(code: string) {
  const { session } = await read(portal.api['two-factor'].login.$post({ json: { code } }));
  return session;
}

/** POST /api/two-factor/cancel: forgets the pending login (Back and Close). A failure changes nothing. */
export async function cancelPendingLogin(): Promise<void> {
  try {
    await read(portal.api['two-factor'].cancel.$post());
  } catch {
    // The pending login expires by itself after 10 minutes.
  }
}

/**
 * GET /api/two-factor/setup: the QR code and secret of a sign-in that must set up two-factor.
 * Each visit asks again: the pending login may have been replaced or cancelled meanwhile.
 */
export function fetchPendingSetup(signal?: AbortSignal) {
  return read(portal.api['two-factor'].setup.$get({}, withSignal(signal)));
}

/** POST /api/two-factor/setup: 'temporary' checks a first code, 'complete' switches on and signs in. */
export function submitSetupCode(request: { code: string; step: TwoFactorSetupStep }) {
  return read(portal.api['two-factor'].setup.$post({ json: request }));
}
