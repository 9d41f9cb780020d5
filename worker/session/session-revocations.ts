import { makeRoomFor } from './isolate-memory';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_REVOCATION_RECHECK_MS } from './session-policy';

/**
 * Sessions ended by logout (decision 007): kept in KV until their absolute lifetime is over, and
 * remembered in the isolate (decision 012). KV is eventually consistent: a logout
 * written in one location can take 60 s or more to be read elsewhere, so an isolate that answers
 * "not revoked" from its memory for SESSION_REVOCATION_RECHECK_MS (less than that) keeps the
 * guarantee KV gives, while the isolate that saw the logout refuses the cookie at once. A session
 * once found revoked is never asked about again.
 */

const revocationKey = (sid: string) => `revoked:${sid}`;

/** Enough for every session one isolate serves at a time; the oldest entry goes first. */
const MEMORY_LIMIT = 4096;
/** Session id → when KV last said it was not revoked. */
const liveSince = new Map<string, number>();
const revoked = new Set<string>();

function rememberLive(sid: string, now: number) {
  liveSince.delete(sid);
  makeRoomFor(liveSince, MEMORY_LIMIT);
  liveSince.set(sid, now);
}

function rememberRevoked(sid: string) {
  liveSince.delete(sid);
  makeRoomFor(revoked, MEMORY_LIMIT);
  revoked.add(sid);
}

export async function isSessionRevoked(kv: KVNamespace, sid: string, now: number): Promise<boolean> {
  if (revoked.has(sid)) return true;
  const checkedAt = liveSince.get(sid);
  if (checkedAt !== undefined && now >= checkedAt && now - checkedAt < SESSION_REVOCATION_RECHECK_MS) {
    return false;
  }
  if (await kv.get(revocationKey(sid))) {
    rememberRevoked(sid);
    return true;
  }
  // A logout in this isolate while the read was under way has the last word.
  if (!revoked.has(sid)) rememberLive(sid, now);
  return false;
}

/** Remembers a logged-out session id until its cookie could no longer be valid anyway. */
export async function revokeSessionId(
  kv: KVNamespace,
  session: { sid: string; createdAt: number },
  now: number,
): Promise<void> {
  rememberRevoked(session.sid);
  const remainingMs = session.createdAt + SESSION_ABSOLUTE_LIFETIME_MS - now;
  const expirationTtl = Math.max(60, Math.ceil(remainingMs / 1000));
  await kv.put(revocationKey(session.sid), '1', { expirationTtl });
}

/**
 * Sign out everywhere (decision 056): every session of one person, in every browser, ends. The
 * Worker cannot list a person's session ids (they live only in their cookies), so it keeps the
 * instant of the person's last "sign out everywhere" instead, and refuses any of their sessions
 * that began at or before it. Kept in KV for a session's absolute lifetime (after that every
 * session it could end has ended anyway) and remembered in the isolate as a logout is, above.
 */

/**
 * Keyed by the person alone, never by the sub-domain a session was opened on (decision 064): one
 * person's sessions on any label, or any root domain, all end. The upstream's user ids are one
 * space across its clients. (Markers written under the former `<tenant>:<user id>` key are not
 * read: the upstream revoked those sessions' tokens when they were written.)
 */
const everywhereKey = (person: Person) => `signed-out-everywhere:user:${person.userId}`;

/** The upstream's id of a person (in an act-as session, of the person acted as). */
type Person = { userId: number };

/** Person key → the instant they last signed out everywhere (null: never), and when that was read. */
const everywhere = new Map<string, { since: number | null; checkedAt: number }>();

function rememberEverywhere(key: string, since: number | null, now: number) {
  const known = everywhere.get(key)?.since ?? null;
  everywhere.delete(key);
  makeRoomFor(everywhere, MEMORY_LIMIT);
  // A later instant written in this isolate while KV was read has the last word.
  everywhere.set(key, {
    since: known === null || (since !== null && since > known) ? since : known,
    checkedAt: now,
  });
}

/** When the person last signed out everywhere, or null: sessions begun at or before it are over. */
export async function signedOutEverywhereAt(
  kv: KVNamespace,
  person: Person,
  now: number,
): Promise<number | null> {
  const key = everywhereKey(person);
  const known = everywhere.get(key);
  if (known && now >= known.checkedAt && now - known.checkedAt < SESSION_REVOCATION_RECHECK_MS) {
    return known.since;
  }
  const stored = await kv.get(key);
  rememberEverywhere(key, stored && /^\d+$/.test(stored) ? Number(stored) : null, now);
  return everywhere.get(key)?.since ?? null;
}

/** Ends every session of the person begun up to now, in this isolate at once and elsewhere through KV. */
export async function signOutEverywhereAt(kv: KVNamespace, person: Person, now: number): Promise<void> {
  const key = everywhereKey(person);
  rememberEverywhere(key, now, now);
  await kv.put(key, String(now), { expirationTtl: Math.ceil(SESSION_ABSOLUTE_LIFETIME_MS / 1000) });
}
