import { type ClientException, findClientExceptions } from './client-exception-repository.ts';
import { PORTAL_URL_SQL } from './client-repository.ts';
import type { Row } from './schema.ts';
import { updateOf } from './statements.ts';

/** The contact details the person keeps on the profile page; null until first given. */
export type ContactDetails = Pick<
  Row<'users'>,
  'phone' | 'address_line_1' | 'address_line_2' | 'town' | 'postcode'
>;

/** The signed-in person and their client, as /login/setup and /user describe them. */
export type ProfileRecord = {
  user: Pick<
    Row<'users'>,
    | 'id'
    | 'email'
    | 'first_name'
    | 'surname'
    | 'user_type'
    | 'employment_status'
    | 'terms_revision'
    | 'avatar'
    | 'voucher_balance'
    | 'language'
  > & {
    site_terms_updated: boolean;
    first_login: boolean;
    on_probation: boolean;
    /** Two-factor is on: the account has a TOTP secret. */
    mfa_enabled: boolean;
    /** Approves the client's selections awaiting approval (0024, docs/decisions/075). */
    approves_selections: boolean;
  } & ContactDetails;
  client: ClientRecord | null;
};

export type ClientRecord = {
  id: number;
  client_name: string;
  contact_us_enabled: boolean;
  insights_enabled: boolean;
  /** Every exception of the client, active or not (migration 0027, docs/decisions/083). */
  client_exceptions: ClientException[];
  two_factor_mode: Row<'clients'>['two_factor_mode'];
  sso_domain: string | null;
  sso_access_only: boolean;
  hide_totals: boolean;
  has_faqs: boolean;
  /** The client's current scheme (its latest plan year); null if it has none yet. */
  scheme: { id: number; scheme_year: number } | null;
  /** Where the client's portal is served (the root tenant's when the client has none set). */
  portal_url: string;
  /** Its people come from OneHub, and go back to its logout address when they sign out (decision 047). */
  onehub_integration_active: boolean;
  onehub_logout_url: string | null;
};

type ProfileRow = Omit<
  ProfileRecord['user'],
  'site_terms_updated' | 'first_login' | 'on_probation' | 'mfa_enabled' | 'approves_selections'
> & {
  site_terms_updated: number;
  first_login: number;
  on_probation: number;
  mfa_enabled: number;
  approves_selections: number;
} & LeftJoined<
    { client_id: Row<'clients'>['id']; client_name: Row<'clients'>['name'] } & Pick<
      Row<'clients'>,
      | 'contact_us_enabled'
      | 'insights_enabled'
      | 'two_factor_mode'
      | 'sso_domain'
      | 'sso_access_only'
      | 'hide_totals'
      | 'onehub_integration_active'
      | 'onehub_logout_url'
    > & { scheme_id: Row<'schemes'>['id'] } & Pick<Row<'schemes'>, 'scheme_year'>
  > & {
    has_faqs: number | null;
    portal_url: string | null;
  };

/** The columns of a LEFT JOIN's table: each null when no row joined (support staff have no client). */
type LeftJoined<R> = { [K in keyof R]: R[K] | null };

const SELECT_PROFILE = `
SELECT u.id, u.email, u.first_name, u.surname, u.user_type, u.employment_status, u.site_terms_updated, u.language,
       u.terms_revision, u.first_login, u.avatar, u.voucher_balance, u.on_probation,
       u.totp_secret IS NOT NULL AS mfa_enabled, u.approves_selections,
       u.phone, u.address_line_1, u.address_line_2, u.town, u.postcode,
       c.id AS client_id, c.name AS client_name, c.contact_us_enabled, c.insights_enabled,
       c.two_factor_mode, c.sso_domain, c.sso_access_only,
       c.hide_totals, EXISTS (SELECT 1 FROM faqs f WHERE f.client_id = c.id) AS has_faqs,
       s.id AS scheme_id, s.scheme_year,
       ${PORTAL_URL_SQL} AS portal_url,
       c.onehub_integration_active, c.onehub_logout_url
FROM users u
LEFT JOIN clients c ON c.id = u.client_id
LEFT JOIN schemes s ON s.id = (
  SELECT id FROM schemes WHERE client_id = c.id ORDER BY scheme_year DESC LIMIT 1
)
WHERE u.id = ?1`;

export async function findProfile(db: D1Database, userId: number): Promise<ProfileRecord | null> {
  const row = await db.prepare(SELECT_PROFILE).bind(userId).first<ProfileRow>();
  if (!row) return null;
  const exceptions = row.client_id === null ? [] : await findClientExceptions(db, row.client_id);
  return toProfile(row, exceptions);
}

function toProfile(row: ProfileRow, exceptions: ClientException[]): ProfileRecord {
  return {
    user: {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      surname: row.surname,
      user_type: row.user_type,
      employment_status: row.employment_status,
      site_terms_updated: row.site_terms_updated === 1,
      terms_revision: row.terms_revision,
      first_login: row.first_login === 1,
      avatar: row.avatar,
      voucher_balance: row.voucher_balance,
      on_probation: row.on_probation === 1,
      mfa_enabled: row.mfa_enabled === 1,
      approves_selections: row.approves_selections === 1,
      phone: row.phone,
      address_line_1: row.address_line_1,
      address_line_2: row.address_line_2,
      town: row.town,
      postcode: row.postcode,
      language: row.language,
    },
    client: toClient(row, exceptions),
  };
}

function toClient(row: ProfileRow, exceptions: ClientException[]): ClientRecord | null {
  // The LEFT JOIN leaves every client column null for support staff, who belong to no client.
  if (row.client_id === null || row.client_name === null || row.two_factor_mode === null) {
    return null;
  }
  return {
    id: row.client_id,
    client_name: row.client_name,
    contact_us_enabled: row.contact_us_enabled === 1,
    insights_enabled: row.insights_enabled === 1,
    client_exceptions: exceptions,
    two_factor_mode: row.two_factor_mode,
    sso_domain: row.sso_domain,
    sso_access_only: row.sso_access_only === 1,
    hide_totals: row.hide_totals === 1,
    has_faqs: row.has_faqs === 1,
    scheme:
      row.scheme_id === null || row.scheme_year === null
        ? null
        : { id: row.scheme_id, scheme_year: row.scheme_year },
    portal_url: row.portal_url ?? '',
    onehub_integration_active: row.onehub_integration_active === 1,
    onehub_logout_url: row.onehub_logout_url,
  };
}

export type NameChanges = { first_name?: string; surname?: string };

/** A change of contact details: a field left out keeps its value; null clears an optional one. */
export type ContactChanges = Partial<ContactDetails>;

export async function updateContactDetails(
  db: D1Database,
  userId: number,
  changes: ContactChanges,
): Promise<void> {
  const columns = (['phone', 'address_line_1', 'address_line_2', 'town', 'postcode'] as const).filter(
    (column) => column in changes,
  );
  if (columns.length === 0) {
    return;
  }
  // Column names come from the fixed list above, never from the request.
  const set: ContactChanges = {};
  for (const column of columns) set[column] = changes[column] ?? null;
  await updateOf(db, 'users', { set, where: 'id = ?1', params: [userId] }).run();
}

export async function updateNames(db: D1Database, userId: number, changes: NameChanges): Promise<void> {
  // COALESCE keeps a name that the change leaves out.
  await db
    .prepare(
      'UPDATE users SET first_name = COALESCE(?2, first_name), surname = COALESCE(?3, surname) WHERE id = ?1',
    )
    .bind(userId, changes.first_name ?? null, changes.surname ?? null)
    .run();
}

/** The portal's languages (docs/decisions/085); the reference API owns its rules (decision 038). */
export const LANGUAGES = ['en-GB', 'de', 'fr', 'ar', 'ja'] as const;

/**
 * Saves the language a person chose, if their client allows it (en-GB always; support staff, of
 * no client, any): false when it does not, and nothing changes.
 */
export async function setUserLanguage(db: D1Database, userId: number, language: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE users SET language = ?2 WHERE id = ?1 AND (
         ?2 = 'en-GB' OR client_id IS NULL OR EXISTS (
           SELECT 1 FROM clients c WHERE c.id = users.client_id AND (',' || c.languages || ',') LIKE ('%,' || ?2 || ',%')
         ))`,
    )
    .bind(userId, language)
    .run();
  return result.meta.changes === 1;
}

/** What accepting the terms came to (docs/decisions/049, termsRevision). */
export type TermsAcceptanceResult =
  | { kind: 'accepted'; revision: number }
  /** The user belongs to no client (support staff), so has no terms to accept. */
  | { kind: 'no-terms' }
  /** The revision read is no longer the client's current one: nothing is recorded. */
  | { kind: 'stale'; current: number };

/**
 * Records that the user accepted their client's current terms, and which revision. With the revision
 * the person read, it is recorded only while that is still the current one, so an acceptance never
 * stands for a text nobody showed them.
 */
export async function acceptCurrentTerms(
  db: D1Database,
  userId: number,
  revisionRead: number | null = null,
): Promise<TermsAcceptanceResult> {
  const row = await db
    .prepare(
      `UPDATE users
       SET site_terms_updated = 0,
           terms_revision = (SELECT c.terms_revision FROM clients c WHERE c.id = users.client_id)
       WHERE id = ?1 AND client_id IS NOT NULL
         AND (?2 IS NULL OR ?2 = (SELECT c.terms_revision FROM clients c WHERE c.id = users.client_id))
       RETURNING terms_revision`,
    )
    .bind(userId, revisionRead)
    .first<{ terms_revision: number }>();
  if (row) return { kind: 'accepted', revision: row.terms_revision };
  const current = await db
    .prepare('SELECT c.terms_revision FROM users u JOIN clients c ON c.id = u.client_id WHERE u.id = ?1')
    .bind(userId)
    .first<{ terms_revision: number }>();
  return current ? { kind: 'stale', current: current.terms_revision } : { kind: 'no-terms' };
}

/** The welcome carousel has been shown: a first login no longer asks for it. */
export async function clearFirstLogin(db: D1Database, userId: number): Promise<void> {
  await updateOf(db, 'users', {
    set: { first_login: false },
    where: 'id = ?1 AND first_login = 1',
    params: [userId],
  }).run();
}
