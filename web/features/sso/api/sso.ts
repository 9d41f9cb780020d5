import type { SessionResponse } from '#contract/auth';
import type { SsoLoginRequest } from '#contract/sso';
import { api } from '#web/lib/api-client.ts';

/** POST /api/auth/sso: a one-use sign-on (or masquerade) token signs in. */
export async function signInWithToken(request: SsoLoginRequest) {
  const { session } = await api<SessionResponse>('/api/auth/sso', { method: 'POST', body: request });
  return session;
}
