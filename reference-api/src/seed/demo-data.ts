// The demo tenants and accounts of docs/demo-data.md. Tests and demos rely on these exact
// values; rows are written in the tables' column names so the seed inserts them as they are, and
// typed by the tables' one description (data/schema.ts).
import type { InsertableWith } from '../data/schema.ts';
import { type PolicyClientFacts, type PolicySeedRow, policyRowsFor } from './policy-content.ts';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'Sunlit-Harbour#47';

/** A clients row; `portal_url` is where the client's portal is served (e-mailed links start with it). */
export type ClientSeedRow = InsertableWith<'clients', 'id'> & { portal_url: string };

export type ThemeSeedRow = InsertableWith<'themes', 'client_id'>;

export type SchemeSeedRow = InsertableWith<'schemes', 'id'>;

/**
 * A users row before hashing: the seed turns `password` into `password_hash`. Every demo account
 * states the columns the seed reads back (`terms_revision`: the client terms revision the user last
 * accepted, null if never).
 */
export type UserSeedRow = Omit<
  InsertableWith<
    'users',
    | 'id'
    | 'client_id'
    | 'user_type'
    | 'employment_status'
    | 'activated'
    | 'site_terms_updated'
    | 'first_login'
    | 'on_probation'
    | 'totp_secret'
    | 'voucher_balance'
    | 'voucher_last_payment_date'
    | 'failed_login_count'
    | 'locked_until'
    | 'created_at'
    | 'terms_revision'
    | 'avatar'
  >,
  'password_hash'
> & { password: string | null };

export const SCHEME_YEAR = 2026;

// Distinct id ranges per table, so a client id passed where a scheme or user id belongs fails loudly.
export const CLIENT_IDS = { localhost: 1, acme: 2, globex: 3, initrode: 4 } as const;

// The current revision of each client's site terms (acme has revised its terms twice).
const TERMS_REVISIONS: Readonly<Record<number, number>> = {
  [CLIENT_IDS.localhost]: 1,
  [CLIENT_IDS.acme]: 3,
  [CLIENT_IDS.globex]: 2,
  [CLIENT_IDS.initrode]: 1,
};

function termsRevisionOf(clientId: number): number {
  const revision = TERMS_REVISIONS[clientId];
  if (revision === undefined) {
    throw new Error(`no terms revision for client ${clientId}`);
  }
  return revision;
}

// The demo clients stay en-GB unless a person chooses; Initrode's portal speaks en-GB only.
const ALL_LANGUAGES = 'en-GB,de,fr,ar,ja';

export const demoClients: readonly ClientSeedRow[] = [
  {
    id: CLIENT_IDS.localhost,
    slug: 'localhost',
    name: 'C8 Demo',
    contact_us_enabled: true,
    insights_enabled: false,
    two_factor_mode: 'optional',
    sso_domain: null,
    sso_access_only: false,
    terms_revision: termsRevisionOf(CLIENT_IDS.localhost),
    hide_totals: false,
    portal_url: 'http://localhost:8787',
    default_language: 'en-GB',
    languages: ALL_LANGUAGES,
    // C8 Demo's people come from OneHub: signing out sends them to its logout address, here the
    // reference identity provider's signed-out page standing in for OneHub's (decision 047).
    onehub_integration_active: true,
    onehub_logout_url: 'http://localhost:8787/__dev/reference-sign-on/signed-out',
  },
  {
    id: CLIENT_IDS.acme,
    slug: 'acme',
    name: 'Acme Logistics',
    contact_us_enabled: true,
    insights_enabled: true,
    two_factor_mode: 'optional',
    sso_domain: null,
    sso_access_only: false,
    terms_revision: termsRevisionOf(CLIENT_IDS.acme),
    hide_totals: false,
    portal_url: 'http://acme.localhost:8787',
    default_language: 'en-GB',
    languages: ALL_LANGUAGES,
    // The home's total-benefits card opens the enhanced (month by month) overview (decision 041).
    total_benefits_mode: 'monthly',
  },
  {
    id: CLIENT_IDS.globex,
    slug: 'globex',
    name: 'Globex Corporation',
    contact_us_enabled: false,
    insights_enabled: false,
    two_factor_mode: 'enforced',
    sso_domain: 'sso.globex.test',
    // Only the SSO domain's users leave for single sign-on; everyone else still has a password.
    sso_access_only: false,
    terms_revision: termsRevisionOf(CLIENT_IDS.globex),
    // Globex shows its people their benefits but not the money totals (docs/decisions/018).
    hide_totals: true,
    portal_url: 'http://globex.localhost:8787',
    default_language: 'en-GB',
    languages: ALL_LANGUAGES,
  },
  // Single sign-on only (spec 2.4, decision 078): the login page hides the two-column form and
  // asks only for the e-mail, which the login-URL check sends to the reference sign-on. No theme: the
  // spec's defaults.
  {
    id: CLIENT_IDS.initrode,
    slug: 'initrode',
    name: 'Initrode Group',
    contact_us_enabled: false,
    insights_enabled: false,
    two_factor_mode: 'optional',
    sso_domain: 'initrode.test',
    sso_access_only: true,
    terms_revision: termsRevisionOf(CLIENT_IDS.initrode),
    hide_totals: false,
    portal_url: 'http://initrode.localhost:8787',
    default_language: 'en-GB',
    languages: 'en-GB',
  },
];

// The root tenant (localhost) deliberately has no theme: it shows the spec's defaults.
export const demoThemes: readonly ThemeSeedRow[] = [
  {
    client_id: CLIENT_IDS.acme,
    primary_colour: '0B5FFF',
    secondary_colour: 'FF7A00',
    benefit_brand_name: 'Acme Rewards',
    brand_header_logo: '/brands/acme/logo.svg',
    brand_header_logo_mobile: '/brands/acme/logo-mobile.svg',
    logo_file_url: null,
    support_email: 'rewards@acme.test',
    contact_us_email: 'people.team@acme.test',
    // Ofcom's drama range: a realistic number that can never ring anyone.
    benefit_brand_phone_number: '0161 496 0123',
    // Acme's avatar set: the header avatar of anyone without their own (decision 049).
    avatar_set: '/brands/acme/avatar.svg',
    base_font: 'Inter',
    header_font: 'Poppins',
  },
  {
    client_id: CLIENT_IDS.globex,
    primary_colour: '0F7B6C',
    secondary_colour: '2B2D42',
    benefit_brand_name: 'Globex Benefits',
    brand_header_logo: '/brands/globex/logo.svg',
    brand_header_logo_mobile: '/brands/globex/logo-mobile.svg',
    logo_file_url: null,
    support_email: 'benefits@globex.test',
    contact_us_email: 'hr.helpdesk@globex.test',
    benefit_brand_phone_number: '020 7946 0958',
    avatar_set: null,
    base_font: 'Lato',
    header_font: 'Merriweather',
  },
];

export const demoSchemes: readonly SchemeSeedRow[] = [
  { id: 101, client_id: CLIENT_IDS.localhost, scheme_year: SCHEME_YEAR },
  { id: 102, client_id: CLIENT_IDS.acme, scheme_year: SCHEME_YEAR },
  { id: 103, client_id: CLIENT_IDS.globex, scheme_year: SCHEME_YEAR },
  { id: 104, client_id: CLIENT_IDS.initrode, scheme_year: SCHEME_YEAR },
];

// A fixed creation time keeps the generated seed SQL byte-for-byte reproducible.
const SEEDED_AT = '2025-11-03T09:00:00.000Z';

type UserFacts = Pick<
  UserSeedRow,
  'id' | 'client_id' | 'email' | 'first_name' | 'surname' | 'date_of_birth'
> &
  Partial<UserSeedRow>;

// An activated, active employee who has signed in before and accepted the client's current terms:
// each demo account states only how it differs.
function account(facts: UserFacts): UserSeedRow {
  return {
    terms_revision: facts.client_id === null ? null : termsRevisionOf(facts.client_id),
    avatar: null,
    user_type: 'employee',
    employment_status: 'active',
    password: DEMO_PASSWORD,
    activated: true,
    site_terms_updated: false,
    first_login: false,
    on_probation: false,
    totp_secret: null,
    voucher_balance: 0,
    voucher_last_payment_date: null,
    failed_login_count: 0,
    locked_until: null,
    created_at: SEEDED_AT,
    ...facts,
  };
}

const { acme, globex, initrode, localhost } = CLIENT_IDS;

export const demoUsers: readonly UserSeedRow[] = [
  account({
    id: 1001,
    client_id: acme,
    email: 'emma.employee@acme.test',
    first_name: 'Emma',
    surname: 'Fielding',
    date_of_birth: '1985-03-12',
  }),
  account({
    id: 1002,
    client_id: acme,
    email: 'alex.admin@acme.test',
    first_name: 'Alex',
    surname: 'Morgan',
    date_of_birth: '1979-11-02',
    user_type: 'employer',
  }),
  account({
    id: 1003,
    client_id: acme,
    email: 'liam.leaver@acme.test',
    first_name: 'Liam',
    surname: 'Walsh',
    date_of_birth: '1988-07-23',
    employment_status: 'left',
    voucher_balance: 120.5,
    voucher_last_payment_date: '2026-10-28',
  }),
  account({
    id: 1004,
    client_id: acme,
    email: 'tara.terms@acme.test',
    first_name: 'Tara',
    surname: 'Quinn',
    date_of_birth: '1992-09-05',
    // Accepted revision 2; acme has since published revision 3.
    site_terms_updated: true,
    terms_revision: 2,
  }),
  account({
    id: 1005,
    client_id: acme,
    email: 'tom.twofa@acme.test',
    first_name: 'Tom',
    surname: 'Becker',
    date_of_birth: '1983-01-30',
    totp_secret: 'JBSWY3DPEHPK3PXP',
  }),
  account({
    id: 1006,
    client_id: acme,
    email: 'piotr.probation@acme.test',
    first_name: 'Piotr',
    surname: 'Nowak',
    date_of_birth: '1995-06-18',
    on_probation: true,
  }),
  account({
    id: 1007,
    client_id: acme,
    email: 'fiona.first@acme.test',
    first_name: 'Fiona',
    surname: 'Reid',
    date_of_birth: '1991-12-09',
    first_login: true,
  }),
  account({
    id: 1008,
    client_id: acme,
    email: 'nina.new@acme.test',
    first_name: 'Nina',
    surname: 'Patel',
    date_of_birth: '1990-04-15',
    activated: false,
    first_login: true,
    terms_revision: null,
  }),
  // Three accounts for lockout tests and demos, so they never lock an account another demo needs.
  account({
    id: 1009,
    client_id: acme,
    email: 'lockout.demo1@acme.test',
    first_name: 'Lena',
    surname: 'Ortiz',
    date_of_birth: '1989-02-14',
  }),
  account({
    id: 1010,
    client_id: acme,
    email: 'lockout.demo2@acme.test',
    first_name: 'Leo',
    surname: 'Marsh',
    date_of_birth: '1993-08-07',
  }),
  account({
    id: 1011,
    client_id: acme,
    email: 'lockout.demo3@acme.test',
    first_name: 'Lara',
    surname: 'Quint',
    date_of_birth: '1986-12-01',
  }),
  // Approves or rejects acme's selections awaiting approval and nothing else of the dashboard
  // (spec 6; docs/decisions/075): an employee of acme otherwise.
  account({
    id: 1012,
    client_id: acme,
    email: 'abby.approver@acme.test',
    first_name: 'Abby',
    surname: 'Clarke',
    date_of_birth: '1984-05-22',
    approves_selections: true,
  }),
  account({
    id: 2001,
    client_id: globex,
    email: 'gina.employee@globex.test',
    first_name: 'Gina',
    surname: 'Rossi',
    date_of_birth: '1987-05-27',
  }),
  account({
    id: 2002,
    client_id: globex,
    email: 'gus.admin@globex.test',
    first_name: 'Gus',
    surname: 'Hale',
    date_of_birth: '1975-08-19',
    user_type: 'employer',
  }),
  account({
    id: 2003,
    client_id: globex,
    email: 'sid.sso@sso.globex.test',
    first_name: 'Sid',
    surname: 'Lowe',
    date_of_birth: '1984-10-03',
  }),
  // Not activated, on the client that enforces two-factor: the 4-step activation (Verify, Password,
  // 2FA, Terms). Her terms are outstanding, so the fourth step is the new-terms screen.
  account({
    id: 2004,
    client_id: globex,
    email: 'gail.new@globex.test',
    first_name: 'Gail',
    surname: 'Moreno',
    date_of_birth: '1992-06-09',
    activated: false,
    first_login: true,
    site_terms_updated: true,
    terms_revision: null,
  }),
  account({
    id: 3001,
    client_id: localhost,
    email: 'demo.employee@c8.test',
    first_name: 'Dana',
    surname: 'Cole',
    date_of_birth: '1990-01-21',
  }),
  account({
    id: 3002,
    client_id: localhost,
    email: 'demo.admin@c8.test',
    first_name: 'Drew',
    surname: 'Kerr',
    date_of_birth: '1981-04-08',
    user_type: 'employer',
  }),
  // Initrode signs in by single sign-on only: no password of its own (decision 078).
  account({
    id: 4001,
    client_id: initrode,
    email: 'ines.sso@initrode.test',
    first_name: 'Ines',
    surname: 'Duarte',
    date_of_birth: '1988-02-26',
    password: null,
  }),
  account({
    id: 9001,
    client_id: null,
    email: 'sam.support@c8.test',
    first_name: 'Sam',
    surname: 'Ito',
    date_of_birth: '1993-11-16',
    user_type: 'support',
    employment_status: null,
  }),
];

// The facts each client's legal pages mention; brand and support address as its theme has them (the
// root tenant's are the spec's defaults).
const policyFacts: readonly PolicyClientFacts[] = [
  {
    clientId: localhost,
    clientName: 'C8 Demo',
    brandName: 'C8',
    supportEmail: 'support@c8.test',
    termsRevision: termsRevisionOf(localhost),
    termsEffective: '1 January 2026',
    unsafeMarkupSample: true,
  },
  {
    clientId: acme,
    clientName: 'Acme Logistics',
    brandName: 'Acme Rewards',
    supportEmail: 'rewards@acme.test',
    termsRevision: termsRevisionOf(acme),
    termsEffective: '5 January 2026',
  },
  {
    clientId: globex,
    clientName: 'Globex Corporation',
    brandName: 'Globex Benefits',
    supportEmail: 'benefits@globex.test',
    termsRevision: termsRevisionOf(globex),
    termsEffective: '2 February 2026',
  },
  {
    clientId: initrode,
    clientName: 'Initrode Group',
    brandName: 'C8',
    supportEmail: 'support@c8.test',
    termsRevision: termsRevisionOf(initrode),
    termsEffective: '1 March 2026',
  },
];

/** An activation link of a not-yet-activated account (DEMO-DATA: /activation/demo-acme-nina). */
export type ActivationSeedRow = InsertableWith<'activations', 'used_at'>;

// Far enough ahead that the demo links keep working; a real link would live for days.
const DEMO_ACTIVATION_EXPIRY = '2030-12-31T23:59:59.000Z';

export const demoActivations: readonly ActivationSeedRow[] = [
  // Nina's first welcome e-mail, whose link expired unused before her employer sent the one below:
  // the expired-link page and its request for a new link (docs/decisions/048). Listed first, so
  // her newest e-mail is the one with the live link.
  { id: 'demo-acme-nina-expired', user_id: 1008, expires_at: '2026-01-31T23:59:59.000Z', used_at: null },
  { id: 'demo-acme-nina', user_id: 1008, expires_at: DEMO_ACTIVATION_EXPIRY, used_at: null },
  { id: 'demo-globex-gail', user_id: 2004, expires_at: DEMO_ACTIVATION_EXPIRY, used_at: null },
];

/** A password an account had before its current one; the seed hashes it into password_history. */
export type PreviousPasswordSeed = { user_id: number; password: string; created_at: string };

// Emma's earlier passwords, so the "Not a previous password" rule can be shown with more than the
// current one. Every activated account's current password is in its history too (seed-sql.ts).
export const demoPreviousPasswords: readonly PreviousPasswordSeed[] = [
  { user_id: 1001, password: 'Old-Harbour#2025', created_at: '2025-02-10T08:30:00.000Z' },
  { user_id: 1001, password: 'Winter-Lantern#88', created_at: '2025-07-21T17:45:00.000Z' },
];

/** When the current passwords were set, and the welcome e-mails sent. */
export const DEMO_PASSWORDS_SET_AT = SEEDED_AT;

export const demoPolicies: readonly PolicySeedRow[] = policyFacts.flatMap(policyRowsFor);
