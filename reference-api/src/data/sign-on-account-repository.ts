import { PORTAL_URL_SQL } from './client-repository.ts';
import { type Row, type Selected, selection } from './schema.ts';

/** What single sign-on and masquerade links need to know about the person signing on. */
export type SignOnAccount = {
  id: number;
  email: string;
  firstName: string;
  surname: string;
  userType: Row<'users'>['user_type'];
  /** Null for support staff, who belong to no client. */
  clientId: number | null;
  clientName: string | null;
  ssoDomain: string | null;
  /** Where the person's portal is served (the root tenant's when their client has none set). */
  portalUrl: string;
  /** The client's current (latest) scheme year; null when it has no scheme. */
  currentSchemeYear: number | null;
};

const ACCOUNT = selection('users', ['id', 'email', 'first_name', 'surname', 'user_type', 'client_id'], 'u');

/** The person's columns, their client's name and SSO domain (null without a client), and more. */
type SignOnAccountRow = Selected<typeof ACCOUNT> & {
  client_name: Row<'clients'>['name'] | null;
  sso_domain: Row<'clients'>['sso_domain'];
  portal_url: string;
  current_scheme_year: number | null;
};

const SELECT_SIGN_ON_ACCOUNT = `
SELECT ${ACCOUNT.sql}, c.name AS client_name, c.sso_domain,
       ${PORTAL_URL_SQL} AS portal_url,
       (SELECT max(s.scheme_year) FROM schemes s WHERE s.client_id = u.client_id) AS current_scheme_year
FROM users u
LEFT JOIN clients c ON c.id = u.client_id`;

// users.email is COLLATE NOCASE, so the lookup ignores case like the unique index does.
export async function findSignOnAccountByEmail(db: D1Database, email: string): Promise<SignOnAccount | null> {
  const row = await db
    .prepare(`${SELECT_SIGN_ON_ACCOUNT} WHERE u.email = ?1`)
    .bind(email)
    .first<SignOnAccountRow>();
  return row ? toSignOnAccount(row) : null;
}

export async function findSignOnAccountById(db: D1Database, userId: number): Promise<SignOnAccount | null> {
  const row = await db
    .prepare(`${SELECT_SIGN_ON_ACCOUNT} WHERE u.id = ?1`)
    .bind(userId)
    .first<SignOnAccountRow>();
  return row ? toSignOnAccount(row) : null;
}

function toSignOnAccount(row: SignOnAccountRow): SignOnAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    surname: row.surname,
    userType: row.user_type,
    clientId: row.client_id,
    clientName: row.client_name,
    ssoDomain: row.sso_domain,
    portalUrl: row.portal_url,
    currentSchemeYear: row.current_scheme_year,
  };
}

/** Whether the client runs a scheme for that plan year. */
export async function clientHasSchemeYear(
  db: D1Database,
  clientId: number,
  schemeYear: number,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM schemes WHERE client_id = ?1 AND scheme_year = ?2')
    .bind(clientId, schemeYear)
    .first<{ found: number }>();
  return row !== null;
}

/** The plan year of one of the client's schemes; null when the scheme is not the client's. */
export async function findClientSchemeYear(
  db: D1Database,
  clientId: number,
  schemeId: number,
): Promise<number | null> {
  const row = await db
    .prepare('SELECT scheme_year FROM schemes WHERE id = ?1 AND client_id = ?2')
    .bind(schemeId, clientId)
    .first<{ scheme_year: number }>();
  return row?.scheme_year ?? null;
}
