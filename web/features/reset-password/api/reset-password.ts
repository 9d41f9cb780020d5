import { PASSWORD_CHANGED_PARAM } from '#contract/login-rules';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { portal, read, withSignal } from '#web/lib/portal-client.ts';

/**
 * POST /api/password/reset/check: is the link's token still good? Asked once per token (the wizard
 * keeps the answer while its steps change the URL), never retried: a bad token stays bad, and the
 * route is rate limited.
 */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return read(portal.api.password.reset.check.$post({ json: { token } }, withSignal(signal)));
}

/** POST /api/password/reset/verify-dob with an ISO date; dob_mismatch when it is not theirs. */
export function verifyResetDob(request: { token: string; dateOfBirth: string }) {
  return read(portal.api.password.reset['verify-dob'].$post({ json: request }));
}

/** POST /api/password/reset → { redirectUrl }; password_rejected carries fields.password. */
export function resetPassword(request: { token: string; dateOfBirth: string; password: string }) {
  return read(portal.api.password.reset.$post({ json: request }));
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

export const PASSWORD_CHANGED_PATH = `/?${PASSWORD_CHANGED_PARAM}=true`;

/**
 * Where a successful reset goes (spec section 2.10): a URL containing /spirit, or one on another
 * origin, gets a full page load; the login page '/' becomes '/?password-changed=true' so it shows
 * its password-changed alert; any other same-origin path is a navigation through the router (a
 * public page client-side, a page of the signed-in app with a full load).
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
