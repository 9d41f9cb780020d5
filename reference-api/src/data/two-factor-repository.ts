// An account's TOTP secrets and the log of switching two-factor on and off (migration 0005).
import { type Row, type Selected, selection } from './schema.ts';
import { columnList, updateOf } from './statements.ts';

/** What the profile's two-factor calls need to know about an account. */
export type TwoFactorAccount = {
  id: number;
  email: string;
  totpSecret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  /** The authenticator app's issuer: the client's name, or null for support staff. */
  clientName: string | null;
};

const ACCOUNT = selection(
  'users',
  ['id', 'email', 'totp_secret', 'totp_pending_secret', 'totp_last_step'],
  'u',
);

type TwoFactorAccountRow = Selected<typeof ACCOUNT> & { client_name: Row<'clients'>['name'] | null };

export async function findTwoFactorAccount(db: D1Database, userId: number): Promise<TwoFactorAccount | null> {
  const row = await db
    .prepare(
      `SELECT ${ACCOUNT.sql}, c.name AS client_name
       FROM users u LEFT JOIN clients c ON c.id = u.client_id WHERE u.id = ?1`,
    )
    .bind(userId)
    .first<TwoFactorAccountRow>();
  return row
    ? {
        id: row.id,
        email: row.email,
        totpSecret: row.totp_secret,
        pendingSecret: row.totp_pending_secret,
        lastStep: row.totp_last_step,
        clientName: row.client_name,
      }
    : null;
}

/**
 * Spends a TOTP step for the account; false when that step or a later one was already spent (a
 * concurrent sign-in with the same code got there first). The comparison happens in SQL, so of two
 * requests racing with one code only one wins.
 */
export async function claimTotpStep(db: D1Database, userId: number, step: number): Promise<boolean> {
  const result = await updateOf(db, 'users', {
    set: { totp_last_step: step },
    where: 'id = ?1 AND (totp_last_step IS NULL OR totp_last_step < ?2)',
    params: [userId, step],
  }).run();
  return result.meta.changes === 1;
}

/** Who switched two-factor on or off: the person, or (actorUserId) someone masquerading as them. */
export type TwoFactorChange = { userId: number; actorUserId: number | null; nowMs: number };

// Logs a change only when the statement just before it in the batch changed the account: D1 runs a
// batch as one transaction on one connection, so changes() is that statement's count.
const CHANGE_COLUMNS = columnList('two_factor_changes', [
  'user_id',
  'change',
  'reason',
  'actor_user_id',
  'created_at',
]);

function logChangeIfApplied(
  db: D1Database,
  change: TwoFactorChange,
  kind: 'enabled' | 'disabled',
  reason: string | null,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO two_factor_changes (${CHANGE_COLUMNS})
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = 1`,
    )
    .bind(change.userId, kind, reason, change.actorUserId, change.nowMs);
}

/**
 * Switches two-factor on with a secret proven by the code of `step` (the set-up at sign-in); false
 * when the account already has a secret, so a second set-up never replaces the first.
 */
export async function enableWithSecret(
  db: D1Database,
  change: TwoFactorChange,
  secret: string,
  step: number,
): Promise<boolean> {
  const [update] = await db.batch([
    updateOf(db, 'users', {
      set: { totp_secret: secret, totp_pending_secret: null, totp_last_step: step },
      where: 'id = ?1 AND totp_secret IS NULL',
      params: [change.userId],
    }),
    logChangeIfApplied(db, change, 'enabled', null),
  ]);
  return update?.meta.changes === 1;
}

/**
 * Makes the pending secret the account's secret, proven by the code of `step` (the profile's
 * enrolment); false when the pending secret changed meanwhile or the step was already spent.
 */
export async function enablePendingSecret(
  db: D1Database,
  change: TwoFactorChange,
  pendingSecret: string,
  step: number,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ?3
         WHERE id = ?1 AND totp_pending_secret = ?2 AND totp_secret IS NULL
           AND (totp_last_step IS NULL OR totp_last_step < ?3)`,
      )
      .bind(change.userId, pendingSecret, step),
    logChangeIfApplied(db, change, 'enabled', null),
  ]);
  return update?.meta.changes === 1;
}

export async function storePendingSecret(db: D1Database, userId: number, secret: string): Promise<void> {
  await updateOf(db, 'users', {
    set: { totp_pending_secret: secret },
    where: 'id = ?1',
    params: [userId],
  }).run();
}

/**
 * Switches two-factor off and forgets every secret; the change is logged with its reason only when
 * two-factor was on. True when it was.
 */
export async function disableTwoFactor(
  db: D1Database,
  change: TwoFactorChange,
  reason: string,
): Promise<boolean> {
  const [update] = await db.batch([
    updateOf(db, 'users', {
      set: { totp_secret: null, totp_pending_secret: null, totp_last_step: null },
      where: 'id = ?1 AND totp_secret IS NOT NULL',
      params: [change.userId],
    }),
    logChangeIfApplied(db, change, 'disabled', reason),
    // An enrolment started while two-factor was off is abandoned too.
    updateOf(db, 'users', { set: { totp_pending_secret: null }, where: 'id = ?1', params: [change.userId] }),
  ]);
  return update?.meta.changes === 1;
}
