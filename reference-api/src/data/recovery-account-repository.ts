import { PORTAL_URL_SQL } from './client-repository.ts';
import { type Selected, selection } from './schema.ts';

/** What resetting a password needs to know about an account. */
export type RecoveryAccount = {
  id: number;
  email: string;
  firstName: string;
  surname: string;
  /** ISO YYYY-MM-DD. */
  dateOfBirth: string;
  activated: boolean;
  passwordHash: string | null;
  /** Where the account's portal is served, without a trailing slash; e-mailed links start with it. */
  portalUrl: string;
  /** The client's benefit brand, or the spec's default C8 when the client has no theme. */
  brandName: string;
};

const ACCOUNT = selection(
  'users',
  ['id', 'email', 'first_name', 'surname', 'date_of_birth', 'activated', 'password_hash'],
  'u',
);

type RecoveryAccountRow = Selected<typeof ACCOUNT> & { portal_url: string; brand_name: string };

// Support staff have no client: their links go to the root tenant's portal.
const SELECT_RECOVERY_ACCOUNT = `
SELECT ${ACCOUNT.sql},
       ${PORTAL_URL_SQL} AS portal_url,
       COALESCE(t.benefit_brand_name, 'C8') AS brand_name
FROM users u
LEFT JOIN clients c ON c.id = u.client_id
LEFT JOIN themes t ON t.client_id = u.client_id`;

// users.email is COLLATE NOCASE, so the lookup ignores case like the unique index does.
export async function findRecoveryAccountByEmail(
  db: D1Database,
  email: string,
): Promise<RecoveryAccount | null> {
  const row = await db
    .prepare(`${SELECT_RECOVERY_ACCOUNT} WHERE u.email = ?1`)
    .bind(email)
    .first<RecoveryAccountRow>();
  return row ? toRecoveryAccount(row) : null;
}

export async function findRecoveryAccountById(
  db: D1Database,
  userId: number,
): Promise<RecoveryAccount | null> {
  const row = await db
    .prepare(`${SELECT_RECOVERY_ACCOUNT} WHERE u.id = ?1`)
    .bind(userId)
    .first<RecoveryAccountRow>();
  return row ? toRecoveryAccount(row) : null;
}

function toRecoveryAccount(row: RecoveryAccountRow): RecoveryAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    surname: row.surname,
    dateOfBirth: row.date_of_birth,
    activated: row.activated === 1,
    passwordHash: row.password_hash,
    portalUrl: row.portal_url,
    brandName: row.brand_name,
  };
}
