import { useMutation } from '@tanstack/react-query';
import {
  type LoginRequest,
  type LoginResponse,
  type LoginUrlResponse,
  loginResponseSchema,
  loginUrlResponseSchema,
  redirectResponseSchema,
} from '../../../../worker/contract/auth';
import { api } from '../../../lib/api-client';

/** Step 1: does this person sign in with a password or through their SSO provider? */
export function checkLoginUrl(email: string): Promise<LoginUrlResponse> {
  return api('/api/auth/login-url', { method: 'POST', body: { email }, schema: loginUrlResponseSchema });
}

export function useCheckLoginUrl() {
  return useMutation({ mutationFn: checkLoginUrl });
}

/** Step 2: the password login; a failure is an ApiRequestError (login_failed, account_locked…). */
export function logIn(request: LoginRequest): Promise<LoginResponse> {
  return api('/api/auth/login', { method: 'POST', body: request, schema: loginResponseSchema });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}

export const POST_LOGIN_FALLBACK_PATH = '/app/home/';

/**
 * Where to go after signing in (spec section 2.1). Only a path on this origin is followed; anything
 * else, or a failed request, lands on the home page.
 */
export async function fetchPostLoginRedirect(origin: string = window.location.origin): Promise<string> {
  try {
    const { redirect } = await api('/api/auth/redirect', { schema: redirectResponseSchema });
    return toSameOriginPath(redirect, origin) ?? POST_LOGIN_FALLBACK_PATH;
  } catch {
    return POST_LOGIN_FALLBACK_PATH;
  }
}

/** The path (with query and hash) of `target` if it resolves to `origin`, else null. */
export function toSameOriginPath(target: string, origin: string): string | null {
  if (!target.trim()) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
