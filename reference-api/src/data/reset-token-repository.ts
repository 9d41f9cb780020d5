import { type Selected, selection } from './schema.ts';

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
  await db
    .prepare('INSERT INTO reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(token.tokenHash, token.userId, token.createdAt, token.expiresAt)
    .run();
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
  const result = await db
    .prepare('UPDATE reset_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2')
    .bind(tokenId, nowIso)
    .run();
  return result.meta.changes === 1;
}
