import { type Selected, selection } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';

/** A stored password reset link; instants are ISO-8601 UTC text. */
export type StoredResetToken = {
  id: number;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
};

const RESET_TOKEN = selection('reset_tokens', ['id', 'user_id', 'expires_at', 'used_at']);
type ResetTokenRow = Selected<typeof RESET_TOKEN>;

export type NewResetToken = { tokenHash: string; userId: number; createdAt: string; expiresAt: string };

export async function insertResetToken(db: D1Database, token: NewResetToken): Promise<void> {
  await insertInto(db, 'reset_tokens', {
    token_hash: token.tokenHash,
    user_id: token.userId,
    created_at: token.createdAt,
    expires_at: token.expiresAt,
  }).run();
}

export async function findResetToken(db: D1Database, tokenHash: string): Promise<StoredResetToken | null> {
  const row = await db
    .prepare(`SELECT ${RESET_TOKEN.sql} FROM reset_tokens WHERE token_hash = ?1`)
    .bind(tokenHash)
    .first<ResetTokenRow>();
  return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at } : null;
}

/**
 * Spends a live reset link; true when this call did. Of two concurrent resets with one link only one
 * wins, so a link changes the password at most once.
 */
export async function spendResetToken(db: D1Database, tokenId: number, nowIso: string): Promise<boolean> {
  const result = await updateOf(db, 'reset_tokens', {
    set: { used_at: nowIso },
    where: 'id = ?1 AND used_at IS NULL AND expires_at > ?2',
    params: [tokenId, nowIso],
  }).run();
  return result.meta.changes === 1;
}
