import { type Row, type Selected, selection } from './schema.ts';
import type { Masquerade } from './token-repository.ts';

/** A one-time sign-on token (migration 0005): 'sso' from the identity provider, 'msq' from a masquerade link. */
export type SignOnTokenKind = Row<'sign_on_tokens'>['kind'];

export type NewSignOnToken = {
  tokenHash: string;
  kind: SignOnTokenKind;
  userId: number;
  schemeYear: number;
  /** Who minted a masquerade link, and in which role; null for single sign-on. */
  actor: { userId: number; type: Masquerade['actorType'] } | null;
  createdAt: number;
  expiresAt: number;
};

/** A token just spent: whom it signs in, and the masquerade it starts (null for single sign-on). */
export type SpentSignOnToken = { userId: number; schemeYear: number; masquerade: Masquerade | null };

const SPENT = selection('sign_on_tokens', ['kind', 'user_id', 'scheme_year', 'actor_user_id', 'actor_type']);
type SpentRow = Selected<typeof SPENT>;

export async function insertSignOnToken(db: D1Database, token: NewSignOnToken): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sign_on_tokens (token_hash, kind, user_id, actor_user_id, actor_type, scheme_year, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      token.tokenHash,
      token.kind,
      token.userId,
      token.actor?.userId ?? null,
      token.actor?.type ?? null,
      token.schemeYear,
      token.createdAt,
      token.expiresAt,
    )
    .run();
}

/**
 * Spends a live token and answers what it was for; null when it is unknown, expired or already
 * spent. One UPDATE both checks and spends, so of two requests racing with one token only one wins.
 */
export async function spendSignOnToken(
  db: D1Database,
  tokenHash: string,
  nowMs: number,
): Promise<SpentSignOnToken | null> {
  const row = await db
    .prepare(
      `UPDATE sign_on_tokens SET used_at = ?2
       WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
       RETURNING ${SPENT.sql}`,
    )
    .bind(tokenHash, nowMs)
    .first<SpentRow>();
  if (!row) {
    return null;
  }
  const masquerade =
    row.kind === 'msq' && row.actor_user_id !== null && row.actor_type !== null
      ? { actorUserId: row.actor_user_id, schemeYear: row.scheme_year, actorType: row.actor_type }
      : null;
  return { userId: row.user_id, schemeYear: row.scheme_year, masquerade };
}
