import { type Row, type Selected, selection } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';

export type TokenKind = Row<'tokens'>['kind'];

/**
 * Someone acting as the token's user (spec section 6): support staff through a masquerade link, or
 * an employer administrator through a magic link. Every token of the session's family carries it.
 */
export type Masquerade = {
  actorUserId: number;
  schemeYear: number;
  actorType: 'support' | 'employer';
  /** The session may only look: the API refuses every change made with its tokens (decision 062). */
  readOnly: boolean;
};

export type NewToken = {
  tokenHash: string;
  kind: TokenKind;
  userId: number;
  familyId: string;
  createdAt: number;
  expiresAt: number;
  masquerade: Masquerade | null;
};

export type StoredToken = {
  id: number;
  kind: TokenKind;
  userId: number;
  familyId: string;
  expiresAt: number;
  revokedAt: number | null;
  /** Set when rotation spent this refresh token; null when it is live or was revoked otherwise. */
  rotatedAt: number | null;
  /** The last request made with this (access) token that recorded it: act-as sessions' idle end. */
  lastSeenAt: number | null;
  masquerade: Masquerade | null;
};

const TOKEN = selection('tokens', [
  'id',
  'kind',
  'user_id',
  'family_id',
  'expires_at',
  'revoked_at',
  'rotated_at',
  'last_seen_at',
  'masquerade_actor_id',
  'masquerade_scheme_year',
  'masquerade_actor_type',
  'masquerade_read_only',
]);
type TokenRow = Selected<typeof TOKEN>;

/**
 * The INSERTs of some tokens, for one batch (D1 runs a batch as a transaction): a pair is never
 * half-issued, and an act-as pair is never issued without its session's record.
 */
export function tokenStatements(db: D1Database, tokens: readonly NewToken[]): D1PreparedStatement[] {
  return tokens.map((t) =>
    insertInto(db, 'tokens', {
      token_hash: t.tokenHash,
      kind: t.kind,
      user_id: t.userId,
      family_id: t.familyId,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
      masquerade_actor_id: t.masquerade?.actorUserId ?? null,
      masquerade_scheme_year: t.masquerade?.schemeYear ?? null,
      masquerade_actor_type: t.masquerade?.actorType ?? null,
      masquerade_read_only: t.masquerade ? t.masquerade.readOnly : null,
    }),
  );
}

export async function findToken(
  db: D1Database,
  tokenHash: string,
  kind: TokenKind,
): Promise<StoredToken | null> {
  const row = await db
    .prepare(`SELECT ${TOKEN.sql} FROM tokens WHERE token_hash = ?1 AND kind = ?2`)
    .bind(tokenHash, kind)
    .first<TokenRow>();
  return row
    ? {
        id: row.id,
        kind: row.kind,
        userId: row.user_id,
        familyId: row.family_id,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
        rotatedAt: row.rotated_at,
        lastSeenAt: row.last_seen_at,
        masquerade: masqueradeOf(row),
      }
    : null;
}

function masqueradeOf(row: TokenRow): Masquerade | null {
  if (
    row.masquerade_actor_id === null ||
    row.masquerade_scheme_year === null ||
    row.masquerade_actor_type === null
  ) {
    return null;
  }
  return {
    actorUserId: row.masquerade_actor_id,
    schemeYear: row.masquerade_scheme_year,
    actorType: row.masquerade_actor_type,
    // Only 0 allows changes: an act-as token that does not say is read-only.
    readOnly: row.masquerade_read_only !== 0,
  };
}

/**
 * Spends a refresh token by rotation unless something already revoked it; true when this call did.
 * Of two concurrent refreshes with one token only one wins; the other is judged by the grace rule.
 */
export async function revokeTokenOnce(db: D1Database, tokenId: number, nowMs: number): Promise<boolean> {
  const result = await updateOf(db, 'tokens', {
    set: { revoked_at: nowMs, rotated_at: nowMs },
    where: 'id = ?1 AND revoked_at IS NULL',
    params: [tokenId],
  }).run();
  return result.meta.changes === 1;
}

/** Revokes every still-live token of a login session (logout, or a replayed refresh token). */
export async function revokeFamily(db: D1Database, familyId: string, nowMs: number): Promise<void> {
  await updateOf(db, 'tokens', {
    set: { revoked_at: nowMs },
    where: 'family_id = ?1 AND revoked_at IS NULL',
    params: [familyId],
  }).run();
}

/** True while the session still has a usable refresh token (it has not been logged out or revoked). */
export async function familyIsLive(db: D1Database, familyId: string, nowMs: number): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS live FROM tokens WHERE family_id = ?1 AND kind = 'refresh' AND revoked_at IS NULL AND expires_at > ?2 LIMIT 1",
    )
    .bind(familyId, nowMs)
    .first<{ live: number }>();
  return row !== null;
}

export async function touchToken(db: D1Database, tokenId: number, nowMs: number): Promise<void> {
  await updateOf(db, 'tokens', { set: { last_seen_at: nowMs }, where: 'id = ?1', params: [tokenId] }).run();
}
