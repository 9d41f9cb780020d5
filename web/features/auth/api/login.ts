import type { LoginResponse, LoginUrlResponse } from '#contract/auth';
import type { LoginRequest } from '#contract/login-requests';
import { portal, read } from '#web/lib/portal-client.ts';

/** Step 1: does this person sign in with a password or through their SSO provider? */
export function checkLoginUrl(email: string): Promise<LoginUrlResponse> {
  return read(portal.api.auth['login-url'].$post({ json: { email } }));
}

/** Step 2: the password login; a failure is an ApiRequestError (login_failed, account_locked…). */
export function logIn(request: LoginRequest): Promise<LoginResponse> {
  return read(portal.api.auth.login.$post({ json: request }));
}
