import { PASSWORD_HISTORY_SIZE } from '../rules/password-policy.ts';
import { accountEventStatements } from './account-activity-repository.ts';
import { closeEndedActAsSessions } from './act-as-session-repository.ts';
import type { Row } from './schema.ts';
import { endSignInsStatements } from './sign-in-revocation-repository.ts';
import { columnList, insertInto, updateOf } from './statements.ts';

/** Hashes of the account's newest passwords (the current one included), newest first. */
export async function recentPasswordHashes(db: D1Database, userId: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT password_hash FROM password_history WHERE user_id = ?1
       ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(userId, PASSWORD_HISTORY_SIZE)
    .all<Pick<Row<'password_history'>, 'password_hash'>>();
  return results.map((row) => row.password_hash);
}

export type PasswordChange = {
  userId: number;
  newHash: string;
  /** The hash being replaced, kept in the history; null when it was no password of the person's own. */
  previousHash: string | null;
  /** Activation also activates the account and asks for the welcome carousel. */
  activate: boolean;
  nowMs: number;
  /**
   * A change made while signed in keeps that session (its token family); every other ends. Null:
   * every session ends (a reset, an activation).
   */
  keepFamilyId: string | null;
  /** A change or reset the person's activity shows, with the browser's user agent; null: none (activation). */
  event: { userAgent: string | null } | null;
};

/**
 * Sets a new password in one D1 batch (a transaction): the history keeps the newest
 * PASSWORD_HISTORY_SIZE passwords, failures and lock are cleared, every session of the account ends
 * but the one the change was made in (endSignInsStatements: act-as sessions and unspent sign-on
 * links too), every outstanding reset or activation link of the account is spent, and the change
 * goes in the person's activity.
 */
export async function storeNewPassword(db: D1Database, change: PasswordChange): Promise<void> {
  const { userId, newHash, previousHash, nowMs } = change;
  await closeEndedActAsSessions(db, { targetUserId: userId }, nowMs);
  const nowIso = new Date(nowMs).toISOString();
  const statements: D1PreparedStatement[] = [];
  if (previousHash !== null) {
    // The seed and earlier changes already hold it; only an account from elsewhere would lack it.
    statements.push(
      db
        .prepare(
          `INSERT INTO password_history (${columnList('password_history', ['user_id', 'password_hash', 'created_at'])})
           SELECT ?1, ?2, ?3 WHERE NOT EXISTS (
             SELECT 1 FROM password_history WHERE user_id = ?1 AND password_hash = ?2)`,
        )
        .bind(userId, previousHash, nowIso),
    );
  }
  statements.push(
    insertInto(db, 'password_history', { user_id: userId, password_hash: newHash, created_at: nowIso }),
    db
      .prepare(
        `DELETE FROM password_history WHERE user_id = ?1 AND id NOT IN (
           SELECT id FROM password_history WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2)`,
      )
      .bind(userId, PASSWORD_HISTORY_SIZE),
    db
      .prepare(
        `UPDATE users SET password_hash = ?2, failed_login_count = 0, locked_until = NULL,
           activated = CASE WHEN ?3 THEN 1 ELSE activated END,
           first_login = CASE WHEN ?3 THEN 1 ELSE first_login END,
           -- The registration the dashboard counts (migration 0025): the first activation only.
           registered_at = CASE WHEN ?3 AND activated = 0 THEN ?4 ELSE registered_at END
         WHERE id = ?1`,
      )
      .bind(userId, newHash, change.activate ? 1 : 0, nowIso),
    ...endSignInsStatements(db, userId, nowMs, change.keepFamilyId),
    updateOf(db, 'reset_tokens', {
      set: { used_at: nowIso },
      where: 'user_id = ?1 AND used_at IS NULL',
      params: [userId],
    }),
    updateOf(db, 'activations', {
      set: { used_at: nowIso },
      where: 'user_id = ?1 AND used_at IS NULL',
      params: [userId],
    }),
  );
  if (change.event) {
    statements.push(
      ...accountEventStatements(db, {
        userId,
        kind: 'password-changed',
        method: null,
        deviceId: null,
        userAgent: change.event.userAgent,
        nowMs,
      }),
    );
  }
  await db.batch(statements);
}
