import type { Env } from '../env';
import { openSession, readSessionCookie, sealSession } from './session-cookie';
import { newSessionId, type SessionData } from './session-data';
import { parseSessionKeys } from './session-keys';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_LAST_SEEN_RESOLUTION_MS, sessionEndsAt } from './session-policy';
import {
  isSessionRevoked,
  revokeSessionId,
  signedOutEverywhereAt,
  signOutEverywhereAt,
} from './session-revocations';

export function sessionKeyring(env: Env) {
  return parseSessionKeys(env.SESSION_KEYS, env.ENVIRONMENT);
}

/**
 * The session a request carries, or null: a cookie that fails to decrypt (tampered, foreign key),
 * belongs to another tenant, has been idle or alive too long, or was ended by logout or by its
 * person signing out everywhere counts as none.
 */
export async function loadSession(
  cookieHeader: string | undefined,
  context: SessionContext,
): Promise<SessionData | null> {
  return (await openSessionOf(cookieHeader, context)).data;
}

type SessionContext = { env: Env; tenant: string | null; now: number };

/**
 * The session a request's cookie header carries (loadSession) and whether it came with a session
 * cookie at all (a cookie that opens to nothing is cleared): the cookie read once per request.
 */
export async function openSessionOf(
  cookieHeader: string | undefined,
  context: SessionContext,
): Promise<{ data: SessionData | null; arrivedWithCookie: boolean }> {
  const token = readSessionCookie(cookieHeader);
  if (!token) return { data: null, arrivedWithCookie: false };
  const data = await openSession(token, sessionKeyring(context.env), context.now);
  return { data: data ? await checkSession(data, context) : null, arrivedWithCookie: true };
}

/**
 * An opened session, or null where it no longer counts: another tenant's, idle or alive too long,
 * ended by logout, or begun before its person signed out everywhere (decision 056). Every request
 * checks it, whether it opened the cookie or was handed the session its navigation opened
 * (middleware/session.ts).
 */
export async function checkSession(data: SessionData, context: SessionContext): Promise<SessionData | null> {
  if (data.tenant !== context.tenant) return null;
  if (context.now - data.lastSeenAt > SESSION_IDLE_TIMEOUT_MS) return null;
  // An act-as session's hour is absolute: a keep-alive moves lastSeenAt, never this (decision 063).
  if (context.now > sessionEndsAt(data)) return null;
  const kv = context.env.SESSION_REVOCATIONS;
  const [revoked, everywhereAt] = await Promise.all([
    isSessionRevoked(kv, data.sid, context.now),
    signedOutEverywhereAt(kv, data, context.now),
  ]);
  if (revoked) return null;
  if (everywhereAt !== null && data.createdAt <= everywhereAt) return null;
  return data;
}

/**
 * The sessions in-process /api requests carry (decisions 033, 066): a signed-in navigation has
 * opened its cookie and hands the session to the calls it makes for its page, so each call checks
 * the session again rather than reading and decrypting the cookie again. Keyed by
 * the Request object the Worker itself made: nothing a client sends can put an entry here.
 */
const handedSessions = new WeakMap<Request, SessionData>();

export function handSessionTo(request: Request, data: SessionData): Request {
  handedSessions.set(request, data);
  return request;
}

export function handedSessionOf(request: Request): SessionData | undefined {
  return handedSessions.get(request);
}

/** Whether an unchanged session's cookie is due to be re-sealed, only to move its last-seen time. */
export function lastSeenIsDue(data: SessionData, now: number): boolean {
  return now - data.lastSeenAt >= SESSION_LAST_SEEN_RESOLUTION_MS;
}

export function sealForCookie(data: SessionData, env: Env): Promise<string> {
  return sealSession(data, sessionKeyring(env));
}

/**
 * Sign out everywhere (decision 056): this session and every other of its person, in any browser,
 * end; each is refused on its next request.
 */
export async function revokeEverySessionOf(env: Env, data: SessionData, now: number): Promise<void> {
  await Promise.all([signOutEverywhereAt(env.SESSION_REVOCATIONS, data, now), revokeSession(env, data, now)]);
}

/**
 * A password change (decision 063): every other session of the person, in any browser, ends as at
 * sign out everywhere, and this one goes on as a new session (a new id) begun just after that
 * instant, so the marker does not end it. Answers the session to keep.
 */
export async function revokeEveryOtherSessionOf(
  env: Env,
  data: SessionData,
  now: number,
): Promise<SessionData> {
  await Promise.all([signOutEverywhereAt(env.SESSION_REVOCATIONS, data, now), revokeSession(env, data, now)]);
  return { ...data, sid: newSessionId(), createdAt: now + 1, lastSeenAt: now };
}

/** Remembers a logged-out session id until its cookie could no longer be valid anyway. */
export function revokeSession(env: Env, data: SessionData, now: number): Promise<void> {
  return revokeSessionId(env.SESSION_REVOCATIONS, data, now);
}
