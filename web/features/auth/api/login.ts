import type { LoginRequest, LoginResponse, LoginUrlResponse } from '#contract/auth';
import { api } from '#web/lib/api-client.ts';

/** Step 1: does this person sign in with a password or through their SSO provider? */
export function checkLoginUrl(email: string): Promise<LoginUrlResponse> {
  return api<LoginUrlResponse>('/api/auth/login-url', { method: 'POST', body: { email } });
}

/** Step 2: the password login; a failure is an ApiRequestError (login_failed, account_locked…). */
export function logIn(request: LoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>('/api/auth/login', { method: 'POST', body: request });
}
