import { queryOptions } from '@tanstack/react-query';
import {
  RECOVERY_ERROR_CODES,
  RECOVERY_TEXTS,
  resetPasswordResponseSchema,
  resetTokenResponseSchema,
  verifiedResponseSchema,
} from '../../../../worker/contract/recovery';
import { ApiRequestError, api } from '../../../lib/api-client';

/**
 * POST /api/password/reset/check: is the link's token still good? Held as a query so that moving
 * between the wizard's steps (a URL change) does not check it again. Never retried: a bad token
 * stays bad, and the route is rate limited.
 */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-reset', 'token', token] as const,
    queryFn: ({ signal }) =>
      api('/api/password/reset/check', {
        method: 'POST',
        body: { token },
        schema: resetTokenResponseSchema,
        signal,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/password/reset/verify-dob with an ISO date; dob_mismatch when it is not theirs. */
export function verifyResetDob(request: { token: string; dateOfBirth: string }) {
  return api('/api/password/reset/verify-dob', {
    method: 'POST',
    body: request,
    schema: verifiedResponseSchema,
  });
}

/** POST /api/password/reset → { redirectUrl }; password_rejected carries fields.password. */
export function resetPassword(request: { token: string; dateOfBirth: string; password: string }) {
  return api('/api/password/reset', { method: 'POST', body: request, schema: resetPasswordResponseSchema });
}

/** What went wrong with the link's token, whichever call found out. */
export type TokenProblem = { kind: 'expired' } | { kind: 'invalid'; heading: string };

/** A failed call's token problem (token_expired, token_invalid), or null when it is about something else. */
export function tokenProblemOf(error: unknown): TokenProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === RECOVERY_ERROR_CODES.tokenExpired) return { kind: 'expired' };
  if (error.code === RECOVERY_ERROR_CODES.tokenInvalid) {
    return { kind: 'invalid', heading: RECOVERY_TEXTS.linkExpiredOrInvalid };
  }
  return null;
}

/** The message for a failure that is not about the token or a field: network, rate limit, other. */
export function generalErrorOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === 'network_error') return RECOVERY_TEXTS.network;
  if (error.code === RECOVERY_ERROR_CODES.rateLimited) return error.message;
  return fallback;
}

export const PASSWORD_CHANGED_PATH = '/?password-changed=true';

/**
 * Where a successful reset goes (spec section 2.10): a URL containing /spirit, or one on another
 * origin, gets a full page load; the login page '/' becomes '/?password-changed=true' so it shows
 * its password-changed alert; any other same-origin path is a client-side navigation.
 */
export function resetDestination(
  redirectUrl: string,
  origin: string = window.location.origin,
): { kind: 'load'; url: string } | { kind: 'navigate'; to: string } {
  const target = redirectUrl.trim() || '/';
  if (target.includes('/spirit')) return { kind: 'load', url: target };
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { kind: 'navigate', to: PASSWORD_CHANGED_PATH };
  }
  if (url.origin !== origin) return { kind: 'load', url: url.href };
  const path = `${url.pathname}${url.search}${url.hash}`;
  return { kind: 'navigate', to: path === '/' ? PASSWORD_CHANGED_PATH : path };
}
