import type { SsoLoginRequest } from '#contract/sso';
import { portal, read } from '#web/lib/portal-client.ts';

/** POST /api/auth/sso: a one-use sign-on (or masquerade) token signs in. */
export async function signInWithToken(request: SsoLoginRequest) {
  const { session } = await read(portal.api.auth.sso.$post({ json: request }));
  return session;
}
