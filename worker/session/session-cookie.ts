import { hostCookieHeader, openClaims, readCookie, sealClaims } from './sealed-token';
import { type SessionData, sessionDataSchema } from './session-data';
import type { SessionKeyring } from './session-keys';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE_MAX_BYTES,
  SESSION_COOKIE_NAME,
} from './session-policy';

/** JWE, direct encryption with A256GCM: confidential and tamper-evident, keyed by kid for rotation. */
export async function sealSession(data: SessionData, keyring: SessionKeyring): Promise<string> {
  const token = await sealClaims({ s: data }, keyring, {
    issuedAt: data.createdAt,
    expiresAt: data.createdAt + SESSION_ABSOLUTE_LIFETIME_MS,
  });
  if (token.length > SESSION_COOKIE_MAX_BYTES - SESSION_COOKIE_NAME.length - 100) {
    throw new Error('The session cookie would exceed 4 KB');
  }
  return token;
}

/** Null for anything that is not a current, untampered session sealed with a key we still hold. */
export async function openSession(
  token: string,
  keyring: SessionKeyring,
  now: number,
): Promise<SessionData | null> {
  const payload = await openClaims(token, keyring, now);
  const parsed = sessionDataSchema.safeParse(payload?.s);
  return parsed.success ? parsed.data : null;
}

export function sessionCookieHeader(token: string): string {
  return hostCookieHeader(SESSION_COOKIE_NAME, token, SESSION_ABSOLUTE_LIFETIME_MS / 1000);
}

export function clearedSessionCookieHeader(): string {
  return hostCookieHeader(SESSION_COOKIE_NAME, '', 0);
}

export function readSessionCookie(cookieHeader: string | undefined): string | null {
  return readCookie(cookieHeader, SESSION_COOKIE_NAME);
}
