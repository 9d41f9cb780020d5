import { type Row, type Selected, selection } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';
import type { Masquerade } from './token-repository.ts';

/**
 * A one-time sign-on token (migration 0005): 'sso' from the identity provider, 'msq' from a
 * masquerade link, 'partner' from a partner's redirect (0024, docs/decisions/076).
 */
export type SignOnTokenKind = Row<'sign_on_tokens'>['kind'];

export type NewSignOnToken = {
  tokenHash: string;
  kind: SignOnTokenKind;
  userId: number;
  schemeYear: number;
  /** Who minted a masquerade link, and in which role; null for single sign-on. */
  actor: { userId: number; type: Masquerade['actorType'] } | null;
  /** Why a masquerade link was minted and whether its session may change anything (0020). */
  actAs: ActAs | null;
  createdAt: number;
  expiresAt: number;
};

/** Why someone acts as a person, and whether the session may change anything. */
export type ActAs = { reason: string; readOnly: boolean };

/**
 * A token just spent: whom it signs in, and the masquerade it starts with its reason and kind (both
 * null for single sign-on). A link minted before reasons existed reads as read-only, with no reason.
 */
export type SpentSignOnToken = {
  userId: number;
  schemeYear: number;
  masquerade: Masquerade | null;
  actAs: { reason: string | null; readOnly: boolean } | null;
};

const SPENT = selection('sign_on_tokens', [
  'kind',
  'user_id',
  'scheme_year',
  'actor_user_id',
  'actor_type',
  'masquerade_reason',
  'masquerade_read_only',
]);
type SpentRow = Selected<typeof SPENT>;

export async function insertSignOnToken(db: D1Database, token: NewSignOnToken): Promise<void> {
  await insertInto(db, 'sign_on_tokens', {
    token_hash: token.tokenHash,
    kind: token.kind,
    user_id: token.userId,
    actor_user_id: token.actor?.userId ?? null,
    actor_type: token.actor?.type ?? null,
    masquerade_reason: token.actAs?.reason ?? null,
    masquerade_read_only: token.actAs?.readOnly !== false,
    scheme_year: token.schemeYear,
    created_at: token.createdAt,
    expires_at: token.expiresAt,
  }).run();
}

// Live: not spent, not revoked (0023), not expired.
const LIVE = 'token_hash = ?1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?2';

/**
 * The kinds of token one sign-on call spends: /login/sso the identity provider's and masquerade
 * links, /wrkit-sso a partner's (docs/decisions/076); a token presented to the other call is unknown there.
 */
export type SignOnEntry = 'sign-on' | 'partner';

const KINDS_OF: Record<SignOnEntry, string> = {
  'sign-on': "kind IN ('sso', 'msq')",
  partner: "kind = 'partner'",
};

/**
 * The client (its slug; null for support staff) of the person a live token would sign in, or
 * undefined when the token is unknown, expired, revoked or spent: read before spending, so a link opened on
 * another client's portal stays good for the person's own (docs/decisions/064).
 */
export async function findLiveSignOnTokenClient(
  db: D1Database,
  tokenHash: string,
  nowMs: number,
  entry: SignOnEntry,
): Promise<{ clientSlug: string | null } | undefined> {
  const row = await db
    .prepare(
      `SELECT c.slug AS client_slug FROM sign_on_tokens t
       JOIN users u ON u.id = t.user_id
       LEFT JOIN clients c ON c.id = u.client_id
       WHERE t.token_hash = ?1 AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > ?2
         AND t.${KINDS_OF[entry]}`,
    )
    .bind(tokenHash, nowMs)
    .first<{ client_slug: Row<'clients'>['slug'] | null }>();
  return row ? { clientSlug: row.client_slug } : undefined;
}

/**
 * Spends a live token and answers what it was for; null when it is unknown, expired, revoked or
 * already spent, and 'bound' when it is an employer administrator's link and `ownSessionOf` (the
 * person signed in, in their own session, in the browser that spends it) is not the administrator
 * who minted it: such a link stays unspent, for its administrator. One UPDATE both checks and
 * spends, so of two requests racing with one token only one wins.
 */
export async function spendSignOnToken(
  db: D1Database,
  tokenHash: string,
  nowMs: number,
  ownSessionOf: number | null,
  entry: SignOnEntry,
): Promise<SpentSignOnToken | 'bound' | null> {
  const row = await updateOf(db, 'sign_on_tokens', {
    set: { used_at: nowMs },
    where: `${LIVE} AND ${KINDS_OF[entry]} AND (actor_type IS NOT 'employer' OR actor_user_id = ?3)`,
    params: [tokenHash, nowMs, ownSessionOf],
    clause: `RETURNING ${SPENT.sql}`,
  }).first<SpentRow>();
  if (!row) {
    const bound = await db
      .prepare(`SELECT 1 AS bound FROM sign_on_tokens WHERE ${LIVE} AND actor_type = 'employer'`)
      .bind(tokenHash, nowMs)
      .first<{ bound: number }>();
    return bound ? 'bound' : null;
  }
  const masquerade =
    row.kind === 'msq' && row.actor_user_id !== null && row.actor_type !== null
      ? {
          actorUserId: row.actor_user_id,
          schemeYear: row.scheme_year,
          actorType: row.actor_type,
          readOnly: row.masquerade_read_only !== 0,
        }
      : null;
  const actAs = masquerade
    ? { reason: row.masquerade_reason, readOnly: row.masquerade_read_only !== 0 }
    : null;
  return { userId: row.user_id, schemeYear: row.scheme_year, masquerade, actAs };
}

/**
 * Revokes every unspent link that would sign in as the person or that they minted (sign out
 * everywhere, a password change or reset; docs/decisions/063). A statement for the caller's batch.
 */
export function revokeSignOnLinksStatement(
  db: D1Database,
  userId: number,
  nowMs: number,
): D1PreparedStatement {
  return updateOf(db, 'sign_on_tokens', {
    set: { revoked_at: nowMs },
    where:
      '(user_id = ?1 OR actor_user_id = ?1) AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?2',
    params: [userId, nowMs],
  });
}
