import type { FailureRecord } from '../rules/lockout.ts';
import { type Row, type Selected, selection } from './schema.ts';
import { updateOf } from './statements.ts';

/** What the password login needs to know about an account. */
export type LoginAccount = FailureRecord & {
  id: number;
  email: string;
  passwordHash: string | null;
  activated: boolean;
  userType: Row<'users'>['user_type'];
  totpSecret: string | null;
  /** The newest TOTP step already spent for the account (RFC 6238 5.2); null if none. */
  totpLastStep: number | null;
  /** The raw locked_until text, to clear exactly the lock that was read. */
  lockedUntil: string | null;
  /** Null for support staff, who belong to no client. */
  clientId: number | null;
  /** The client's sub-domain label, which names its portal (null for support staff). */
  clientSlug: string | null;
  clientName: string | null;
  clientTwoFactorMode: Row<'clients'>['two_factor_mode'] | null;
};

const ACCOUNT = selection(
  'users',
  [
    'id',
    'email',
    'password_hash',
    'activated',
    'user_type',
    'totp_secret',
    'totp_last_step',
    'failed_login_count',
    'locked_until',
    'client_id',
  ],
  'u',
);

/** The account's columns, and its client's slug, name and two-factor mode (null for support staff). */
type LoginAccountRow = Selected<typeof ACCOUNT> & {
  client_slug: Row<'clients'>['slug'] | null;
  client_name: Row<'clients'>['name'] | null;
  two_factor_mode: Row<'clients'>['two_factor_mode'] | null;
};

// users.email is COLLATE NOCASE, so the lookup ignores case like the unique index does.
const SELECT_LOGIN_ACCOUNT = `
SELECT ${ACCOUNT.sql}, c.slug AS client_slug, c.name AS client_name, c.two_factor_mode
FROM users u
LEFT JOIN clients c ON c.id = u.client_id`;

export async function findLoginAccount(db: D1Database, email: string): Promise<LoginAccount | null> {
  const row = await db
    .prepare(`${SELECT_LOGIN_ACCOUNT} WHERE u.email = ?1`)
    .bind(email)
    .first<LoginAccountRow>();
  return row ? toLoginAccount(row) : null;
}

export async function findLoginAccountById(db: D1Database, userId: number): Promise<LoginAccount | null> {
  const row = await db
    .prepare(`${SELECT_LOGIN_ACCOUNT} WHERE u.id = ?1`)
    .bind(userId)
    .first<LoginAccountRow>();
  return row ? toLoginAccount(row) : null;
}

function toLoginAccount(row: LoginAccountRow): LoginAccount {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    activated: row.activated === 1,
    userType: row.user_type,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    failedCount: row.failed_login_count,
    lockedUntil: row.locked_until,
    lockedUntilMs: row.locked_until === null ? null : Date.parse(row.locked_until),
    clientId: row.client_id,
    clientSlug: row.client_slug,
    clientName: row.client_name,
    clientTwoFactorMode: row.two_factor_mode,
  };
}

/** Clears a lock that has run out; guarded by its value so a newer lock set meanwhile survives. */
export async function clearExpiredLock(db: D1Database, userId: number, lockedUntil: string): Promise<void> {
  await updateOf(db, 'users', {
    set: { failed_login_count: 0, locked_until: null },
    where: 'id = ?1 AND locked_until = ?2',
    params: [userId, lockedUntil],
  }).run();
}

/**
 * Counts one more failed password and returns the new count. The increment happens in SQL so that
 * concurrent attempts can never both read the same count and lose a failure.
 */
export async function recordFailedPassword(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare(
      'UPDATE users SET failed_login_count = failed_login_count + 1 WHERE id = ?1 RETURNING failed_login_count',
    )
    .bind(userId)
    .first<{ failed_login_count: number }>();
  if (!row) {
    throw new Error(`user ${userId} vanished while recording a failed login`);
  }
  return row.failed_login_count;
}

export async function lockAccount(db: D1Database, userId: number, untilMs: number): Promise<void> {
  await updateOf(db, 'users', {
    set: { locked_until: new Date(untilMs).toISOString() },
    where: 'id = ?1',
    params: [userId],
  }).run();
}

export async function resetFailedPasswords(db: D1Database, userId: number): Promise<void> {
  await updateOf(db, 'users', {
    set: { failed_login_count: 0, locked_until: null },
    where: 'id = ?1 AND failed_login_count > 0',
    params: [userId],
  }).run();
}
