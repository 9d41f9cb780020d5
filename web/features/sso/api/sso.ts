import type { SsoLoginRequest } from '#contract/sign-on-requests';
import { computeDeviceToken } from '#web/lib/device-token.ts';
import { portal, read } from '#web/lib/portal-client.ts';

/**
 * POST /api/auth/sso: a one-use sign-on (or masquerade) token signs in. The device token goes with
 * it, as with a password, for the person's account activity.
 */
export async function signInWithToken(request: Omit<SsoLoginRequest, 'deviceToken'>) {
  const deviceToken = await computeDeviceToken();
  const { session } = await read(portal.api.auth.sso.$post({ json: { ...request, deviceToken } }));
  return session;
}
