import { closeEndedActAsSessions, endActAsSession } from '../data/act-as-session-repository.ts';
import {
  familyIsLive,
  findToken,
  type Masquerade,
  revokeFamily,
  revokeTokenOnce,
  type StoredToken,
  tokenStatements,
  touchToken,
} from '../data/token-repository.ts';
import { actAsExpiry } from '../rules/act-as-lifetime.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashToken,
  looksLikeToken,
  newToken,
  REFRESH_TOKEN_TTL_MS,
} from '../rules/token-codec.ts';
import { recordSignIn, type SignIn } from './sign-in-record.ts';

/** The legacy token response of /login and /login/refresh. */
export type TokenResponse = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
};

/**
 * Starts a person's own login session: a new token family with its first access and refresh token,
 * and the sign-in in their account activity (how, from which device).
 */
export async function startSession(
  db: D1Database,
  userId: number,
  signIn: SignIn,
  nowMs: number,
): Promise<TokenResponse> {
  const { tokens } = await startSessionFamily(db, userId, null, nowMs);
  await recordSignIn(db, userId, signIn, nowMs);
  return tokens;
}

/** A new login session, masquerading or not, and the family id that names it (for the audit log). */
export async function startSessionFamily(
  db: D1Database,
  userId: number,
  masquerade: Masquerade | null,
  nowMs: number,
): Promise<{ familyId: string; tokens: TokenResponse }> {
  const familyId = crypto.randomUUID();
  // An act-as family dies 60 minutes after it began: no pair of it, refreshed or not, outlives that.
  const notAfter = masquerade ? actAsExpiry(nowMs, Number.POSITIVE_INFINITY) : null;
  return { familyId, tokens: await issueTokenPair(db, { userId, familyId, masquerade, notAfter }, nowMs) };
}

/**
 * Whose session a token pair belongs to; a masquerade is carried by every pair of the family, and
 * so is an act-as family's end (notAfter, null for a person's own session).
 */
export type FamilyOwner = {
  userId: number;
  familyId: string;
  masquerade: Masquerade | null;
  notAfter: number | null;
};

async function issueTokenPair(db: D1Database, owner: FamilyOwner, nowMs: number): Promise<TokenResponse> {
  const { tokens, statements } = await tokenPairStatements(db, owner, nowMs);
  await db.batch(statements);
  return tokens;
}

/**
 * A new pair's answer and the statements that store it, for a batch that must store the pair with
 * something else or not at all (an act-as session's record and e-mail, docs/decisions/062).
 */
export async function tokenPairStatements(
  db: D1Database,
  owner: FamilyOwner,
  nowMs: number,
): Promise<{ tokens: TokenResponse; statements: D1PreparedStatement[] }> {
  const access = newToken();
  const refresh = newToken();
  const capped = (wantedMs: number) => Math.min(wantedMs, owner.notAfter ?? wantedMs);
  const accessExpiresAt = capped(nowMs + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const base = {
    userId: owner.userId,
    familyId: owner.familyId,
    masquerade: owner.masquerade,
    createdAt: nowMs,
  };
  const statements = tokenStatements(db, [
    {
      ...base,
      kind: 'access',
      tokenHash: await hashToken(access),
      expiresAt: accessExpiresAt,
    },
    {
      ...base,
      kind: 'refresh',
      tokenHash: await hashToken(refresh),
      expiresAt: capped(nowMs + REFRESH_TOKEN_TTL_MS),
    },
  ]);
  const tokens: TokenResponse = {
    access_token: access,
    refresh_token: refresh,
    expires_in: Math.ceil((accessExpiresAt - nowMs) / 1000),
    token_type: 'Bearer',
  };
  return { tokens, statements };
}

/**
 * How long a refresh token spent by rotation may be presented again. A portal that sends two
 * requests at once with an expired access token refreshes twice with the same token; that is the
 * same browser, not a thief, and must not log the person out.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Swaps a live refresh token for a new pair in the same family and revokes it (rotation). A refresh
 * token that was already used means a copy is in someone else's hands: the whole family is revoked,
 * so both the thief and the victim must sign in again, unless it was rotated moments ago in a
 * session that is still live (REFRESH_REUSE_GRACE_MS). Null when the token cannot be used.
 */
export async function rotateRefreshToken(
  db: D1Database,
  presented: string,
  nowMs: number,
): Promise<TokenResponse | null> {
  if (!looksLikeToken(presented)) {
    return null;
  }
  const tokenHash = await hashToken(presented);
  const stored = await findToken(db, tokenHash, 'refresh');
  if (!stored) {
    return null;
  }
  // An act-as family's refresh token expires with the family (60 minutes), so it is refused here.
  const owner = ownerOf(stored);
  if (stored.expiresAt <= nowMs) {
    await closeIfActAs(db, stored, nowMs);
    return null;
  }
  if (stored.revokedAt === null && (await revokeTokenOnce(db, stored.id, nowMs))) {
    return issueTokenPair(db, owner, nowMs);
  }
  // Already spent, or a concurrent refresh just spent it.
  const current = stored.revokedAt === null ? await findToken(db, tokenHash, 'refresh') : stored;
  const rotatedAt = current?.rotatedAt ?? null;
  const withinGrace = rotatedAt !== null && nowMs - rotatedAt <= REFRESH_REUSE_GRACE_MS;
  if (withinGrace && (await familyIsLive(db, stored.familyId, nowMs))) {
    return issueTokenPair(db, owner, nowMs);
  }
  await revokeFamily(db, stored.familyId, nowMs);
  if (stored.masquerade) await endActAsSession(db, stored.familyId, nowMs);
  return null;
}

/** A refresh token's family: an act-as family's refresh token carries the family's end as its expiry. */
function ownerOf(stored: StoredToken): FamilyOwner {
  return {
    userId: stored.userId,
    familyId: stored.familyId,
    masquerade: stored.masquerade,
    notAfter: stored.masquerade ? stored.expiresAt : null,
  };
}

/** A refused token of an act-as family: its session's row is closed if the session is over. */
async function closeIfActAs(db: D1Database, stored: StoredToken, nowMs: number): Promise<void> {
  if (stored.masquerade) await closeEndedActAsSessions(db, { familyId: stored.familyId }, nowMs);
}

/**
 * How often an act-as session's use is written down: its idle end is judged from the last use, to
 * this precision, without a write on every request.
 */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** The session an access token belongs to; masquerade is null for a person's own session. */
export type AccessSession = {
  tokenId: number;
  userId: number;
  familyId: string;
  masquerade: Masquerade | null;
};

/** The session of a live access token; null when it is unknown, expired or revoked. */
export async function authenticateAccessToken(
  db: D1Database,
  presented: string,
  nowMs: number,
): Promise<AccessSession | null> {
  const stored = await findPresentedToken(db, presented, 'access');
  if (!stored) {
    return null;
  }
  if (stored.revokedAt !== null || stored.expiresAt <= nowMs) {
    await closeIfActAs(db, stored, nowMs);
    return null;
  }
  if (stored.masquerade && nowMs - (stored.lastSeenAt ?? 0) >= LAST_SEEN_RESOLUTION_MS) {
    await touchToken(db, stored.id, nowMs);
  }
  return {
    tokenId: stored.id,
    userId: stored.userId,
    familyId: stored.familyId,
    masquerade: stored.masquerade,
  };
}

export function endSession(db: D1Database, session: AccessSession, nowMs: number): Promise<void> {
  return revokeFamily(db, session.familyId, nowMs);
}

async function findPresentedToken(
  db: D1Database,
  presented: string,
  kind: StoredToken['kind'],
): Promise<StoredToken | null> {
  if (!looksLikeToken(presented)) {
    return null;
  }
  return findToken(db, await hashToken(presented), kind);
}
