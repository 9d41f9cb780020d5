// How long a signed-in session lives, enforced by the Worker whatever the upstream says.

/** The SPA prompts after 14 idle minutes and logs out 15 s later; the Worker allows a margin. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/**
 * The cookie's last-seen time moves in steps of this much: a request re-seals the cookie only to
 * move it when it is at least this old (decision 012). The idle timeout therefore ends a session
 * between 29 and 30 minutes after its last request, never later than 30.
 */
export const SESSION_LAST_SEEN_RESOLUTION_MS = 60 * 1000;
/** However active, a session ends after a working day and must sign in again. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * Someone acting as a person (support's link, an administrator's act-as link) has an hour, however
 * active, and the keep-alive cannot extend it (docs/decisions/063). The upstream ends the session's
 * token family at the same instant.
 */
export const ACT_AS_SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** When a session ends however active it is: an hour after an act-as session began, else a working day. */
export function sessionEndsAt(session: { createdAt: number; masquerade: unknown }): number {
  return session.createdAt + (session.masquerade ? ACT_AS_SESSION_LIFETIME_MS : SESSION_ABSOLUTE_LIFETIME_MS);
}
/**
 * How long an isolate trusts its last KV answer that a session was not ended by logout elsewhere
 * (decision 012): well under the 60 s KV itself may take to carry a logout to another location.
 */
export const SESSION_REVOCATION_RECHECK_MS = 10 * 1000;
/** Refresh the upstream access token a little before it expires, not after a failed call. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 30 * 1000;

export const SESSION_COOKIE_NAME = '__Host-portal-session';
/** Browsers cap a cookie at 4096 bytes; the session must stay well under. */
export const SESSION_COOKIE_MAX_BYTES = 4000;
