import { makeRoomFor } from './isolate-memory';
import { hostCookieHeader, openClaims, readCookie, sealClaims } from './sealed-token';
import { type SessionData, sessionDataSchema } from './session-data';
import type { SessionKeyring } from './session-keys';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE_MAX_BYTES,
  SESSION_COOKIE_NAME,
  sessionEndsAt,
} from './session-policy';

/** JWE, direct encryption with A256GCM: confidential and tamper-evident, keyed by kid for rotation. */
export async function sealSession(data: SessionData, keyring: SessionKeyring): Promise<string> {
  const token = await sealClaims({ s: data }, keyring, {
    issuedAt: data.createdAt,
    expiresAt: sessionEndsAt(data),
  });
  if (token.length > SESSION_COOKIE_MAX_BYTES - SESSION_COOKIE_NAME.length - 100) {
    throw new Error('The session cookie would exceed 4 KB');
  }
  return token;
}

/**
 * Cookies this isolate has already opened, by keyring and exact token (decision 012, issue 19): the
 * SPA sends the same cookie on every call until it is re-sealed, so its decryption and validation
 * are done once, not on every request. A token is its own authenticator (any change to it is a
 * different key here, and is opened and checked afresh), so a hit is exactly as trustworthy as a
 * decryption. Only the immutable result is kept; expiry, tenant, idle time and revocation are still
 * checked on every request by the caller, and the token's own expiry here.
 */
const OPENED_LIMIT = 256;
const opened = new WeakMap<SessionKeyring, Map<string, { data: SessionData; expiresAt: number }>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Null for anything that is not a current, untampered session sealed with a key we still hold. */
export async function openSession(
  token: string,
  keyring: SessionKeyring,
  now: number,
): Promise<SessionData | null> {
  let cache = opened.get(keyring);
  const hit = cache?.get(token);
  if (hit) return now < hit.expiresAt ? hit.data : null;
  const payload = await openClaims(token, keyring, now);
  const parsed = sessionDataSchema.safeParse(payload?.s);
  if (!parsed.success || typeof payload?.exp !== 'number') return null;
  if (!cache) {
    cache = new Map();
    opened.set(keyring, cache);
  }
  makeRoomFor(cache, OPENED_LIMIT);
  const data = deepFreeze(parsed.data);
  cache.set(token, { data, expiresAt: payload.exp * 1000 });
  return data;
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
