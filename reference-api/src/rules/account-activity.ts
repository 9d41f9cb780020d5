// What a person's account activity keeps and shows (docs/decisions/055): each sign-in (how, which
// device), each "sign out everywhere", each download of their data, and each session in which
// someone acted as them. Times are epoch milliseconds, as the tables keep them.

/** Activity older than this is neither shown nor kept: 400 days, a scheme year and its enrolment. */
export const ACCOUNT_ACTIVITY_RETENTION_MS = 400 * 24 * 60 * 60 * 1000;

/** The oldest instant still shown at `nowMs`. */
export function retainedSince(nowMs: number): number {
  return nowMs - ACCOUNT_ACTIVITY_RETENTION_MS;
}

export type SignInMethod = 'password' | 'single-sign-on' | 'authenticator-code';

/**
 * The device a sign-in came from, as its caller says: the portal's device token (a hash of browser
 * traits, spec section 7) and the browser's user agent. Either may be missing.
 */
export type SignInDevice = { deviceToken: string | null; userAgent: string | null };

export const NO_DEVICE: SignInDevice = { deviceToken: null, userAgent: null };

/** The columns' bound (migration 0020): a longer user agent is cut, not refused. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A user agent as stored: trimmed, at most USER_AGENT_MAX_LENGTH characters, null when empty. */
export function storedUserAgent(userAgent: string | null | undefined): string | null {
  const trimmed = userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) ?? '';
  return trimmed === '' ? null : trimmed;
}

const DEVICE_ID_HEX_LENGTH = 12;

/**
 * A short name for a device token that tells one device from another in the person's activity
 * without repeating the token: the first 12 hex digits of SHA-256('device:' + token). The token is
 * not a secret (a hash of browser traits), but it is what the upstream recognises a device by, so
 * only this one-way name is stored and shown.
 */
export async function deviceIdOf(deviceToken: string | null): Promise<string | null> {
  if (deviceToken === null || deviceToken === '') return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`device:${deviceToken}`));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, DEVICE_ID_HEX_LENGTH);
}

/** GET /user/account-activity pages: 10 by default, at most 50, a page from 1 to 999,999. */
export const ACTIVITY_PAGE_SIZE = { default: 10, max: 50 } as const;
export const ACTIVITY_PAGE_MAX = 999_999;
