import type { Env } from '../env';
import { openSession, readSessionCookie, sealSession } from './session-cookie';
import type { SessionData } from './session-data';
import { parseSessionKeys } from './session-keys';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LAST_SEEN_RESOLUTION_MS,
} from './session-policy';
import { isSessionRevoked, revokeSessionId } from './session-revocations';

export function sessionKeyring(env: Env) {
  return parseSessionKeys(env.SESSION_KEYS, env.ENVIRONMENT);
}

/**
 * The session a request carries, or null: a cookie that fails to decrypt (tampered, foreign key),
 * belongs to another tenant, has been idle or alive too long, or was ended by logout counts as none.
 */
export async function loadSession(
  cookieHeader: string | undefined,
  context: { env: Env; tenant: string | null; now: number },
): Promise<SessionData | null> {
  const token = readSessionCookie(cookieHeader);
  if (!token) return null;
  const data = await openSession(token, sessionKeyring(context.env), context.now);
  if (!data || data.tenant !== context.tenant) return null;
  if (context.now - data.lastSeenAt > SESSION_IDLE_TIMEOUT_MS) return null;
  if (context.now - data.createdAt > SESSION_ABSOLUTE_LIFETIME_MS) return null;
  if (await isSessionRevoked(context.env.SESSION_REVOCATIONS, data.sid, context.now)) return null;
  return data;
}

/** Whether an unchanged session's cookie is due to be re-sealed, only to move its last-seen time. */
export function lastSeenIsDue(data: SessionData, now: number): boolean {
  return now - data.lastSeenAt >= SESSION_LAST_SEEN_RESOLUTION_MS;
}

export function sealForCookie(data: SessionData, env: Env): Promise<string> {
  return sealSession(data, sessionKeyring(env));
}

/** Remembers a logged-out session id until its cookie could no longer be valid anyway. */
export function revokeSession(env: Env, data: SessionData, now: number): Promise<void> {
  return revokeSessionId(env.SESSION_REVOCATIONS, data, now);
}
