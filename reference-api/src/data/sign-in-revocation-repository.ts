// What ends when a person signs out everywhere, changes their password or resets it (issue 42,
// items 5 and 6; docs/decisions/056 and 063): every session of theirs, every act-as session they
// are running as someone else, and every unspent link that would sign in as them or that they minted.
import { revokeSignOnLinksStatement } from './sign-on-token-repository.ts';
import { updateOf } from './statements.ts';

/**
 * The statements, for the caller's batch (one transaction), that end all of it at `nowMs`; a
 * password change keeps the session it was made in (`keepFamilyId`), any other caller passes null.
 */
export function endSignInsStatements(
  db: D1Database,
  userId: number,
  nowMs: number,
  keepFamilyId: string | null,
): D1PreparedStatement[] {
  // `family_id IS NOT ?2` is true for every family when ?2 is null.
  const ended = (column: string) => `${column} = ?1 AND family_id IS NOT ?2`;
  return [
    updateOf(db, 'tokens', {
      set: { revoked_at: nowMs },
      where: `${ended('user_id')} AND revoked_at IS NULL`,
      params: [userId, keepFamilyId],
    }),
    updateOf(db, 'tokens', {
      set: { revoked_at: nowMs },
      where: `${ended('masquerade_actor_id')} AND revoked_at IS NULL`,
      params: [userId, keepFamilyId],
    }),
    updateOf(db, 'masquerade_sessions', {
      set: { ended_at: nowMs },
      where: `${ended('target_user_id')} AND ended_at IS NULL`,
      params: [userId, keepFamilyId],
    }),
    updateOf(db, 'masquerade_sessions', {
      set: { ended_at: nowMs },
      where: `${ended('actor_user_id')} AND ended_at IS NULL`,
      params: [userId, keepFamilyId],
    }),
    revokeSignOnLinksStatement(db, userId, nowMs),
  ];
}
