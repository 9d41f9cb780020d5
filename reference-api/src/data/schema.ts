// The reference API's tables, written once (docs/decisions/038): every column of every table the
// migrations create, with the TypeScript type D1 reads it as. The row types the repositories read,
// the column lists they select and the rows the seed inserts all derive from here, and
// schema.test.ts checks this against the migrated database, so a migration and this module cannot
// drift apart unnoticed.

type SqlType = 'INTEGER' | 'REAL' | 'TEXT' | 'NUMERIC';

/** One column: its declared SQL type, whether it may be NULL, and whether an insert may leave it out. */
export type Column<T = unknown, D extends boolean = boolean> = {
  readonly type: SqlType;
  readonly nullable: boolean;
  /** It has a DEFAULT, or it is the INTEGER PRIMARY KEY SQLite numbers itself. */
  readonly defaulted: D;
  /** Never set: carries the column's TypeScript type. */
  readonly value?: T;
};

/** An INTEGER column checked `IN (0, 1)`: D1 reads it as 0 or 1; the seed writes a boolean. */
export type Flag = 0 | 1;

function column<T>(type: SqlType): Column<T, false> {
  return { type, nullable: false, defaulted: false };
}

const integer = <T extends number = number>() => column<T>('INTEGER');
const real = () => column<number>('REAL');
const text = <T extends string = string>() => column<T>('TEXT');
/** NUMERIC holds a number, or a text such as 'TBC' for a cost to be confirmed. */
const numeric = () => column<number | string>('NUMERIC');
const flag = () => column<Flag>('INTEGER');

function nullable<T, D extends boolean>(of: Column<T, D>): Column<T | null, D> {
  return { ...of, nullable: true };
}

function defaulted<T>(of: Column<T, false>): Column<T, true> {
  return { ...of, defaulted: true };
}

/** The INTEGER PRIMARY KEY: SQLite gives the next id when an insert leaves it out. */
const rowid = () => defaulted(integer());

type ActorType = 'support' | 'employer';

export const SCHEMA = {
  // 0001, 0002, 0004, 0016, 0019, 0028; 0027 dropped data_load_eligibility_impact_enabled (now a client exception).
  clients: {
    id: rowid(),
    slug: text(),
    name: text(),
    contact_us_enabled: defaulted(flag()),
    insights_enabled: defaulted(flag()),
    two_factor_mode: defaulted(text<'optional' | 'enforced'>()),
    sso_domain: nullable(text()),
    sso_access_only: defaulted(flag()),
    terms_revision: defaulted(integer()),
    hide_totals: defaulted(flag()),
    portal_url: nullable(text()),
    // 0016
    total_benefits_mode: defaulted(text<'year' | 'monthly'>()),
    // 0019
    onehub_integration_active: defaulted(flag()),
    onehub_logout_url: nullable(text()),
    // 0028 (docs/decisions/085): comma-separated; NULL default language: the browser's.
    default_language: nullable(text()),
    languages: defaulted(text()),
  },
  // 0027: only an active row changes anything (docs/decisions/083).
  client_exceptions: {
    client_id: integer(),
    code: text(),
    status: text<'active' | 'inactive'>(),
  },
  themes: {
    client_id: integer(),
    primary_colour: text(),
    secondary_colour: text(),
    benefit_brand_name: text(),
    brand_header_logo: text(),
    brand_header_logo_mobile: text(),
    logo_file_url: nullable(text()),
    support_email: text(),
    contact_us_email: text(),
    benefit_brand_phone_number: text(),
    avatar_set: nullable(text()),
    base_font: text(),
    header_font: text(),
  },
  schemes: { id: rowid(), client_id: integer(), scheme_year: integer() },
  // 0001, 0002, 0005, 0006, 0010
  users: {
    id: rowid(),
    client_id: nullable(integer()),
    email: text(),
    first_name: text(),
    surname: text(),
    date_of_birth: text(),
    user_type: defaulted(text<'employee' | 'employer' | 'support'>()),
    employment_status: nullable(text()),
    password_hash: nullable(text()),
    activated: defaulted(flag()),
    site_terms_updated: defaulted(flag()),
    first_login: defaulted(flag()),
    on_probation: defaulted(flag()),
    totp_secret: nullable(text()),
    voucher_balance: defaulted(real()),
    failed_login_count: defaulted(integer()),
    locked_until: nullable(text()),
    created_at: defaulted(text()),
    terms_revision: nullable(integer()),
    avatar: nullable(text()),
    totp_last_step: nullable(integer()),
    totp_pending_secret: nullable(text()),
    voucher_last_payment_date: nullable(text()),
    phone: nullable(text()),
    address_line_1: nullable(text()),
    address_line_2: nullable(text()),
    town: nullable(text()),
    postcode: nullable(text()),
    // 0024: an employee who approves the client's selections (docs/decisions/075).
    approves_selections: defaulted(flag()),
    // 0025: when the account was activated (the dashboard's registrations).
    registered_at: nullable(text()),
    // 0029: the language the person chose (docs/decisions/085); NULL: none yet.
    language: nullable(text()),
  },
  faqs: { id: rowid(), client_id: integer(), position: integer(), question: text(), answer: text() },
  policy_documents: {
    client_id: integer(),
    kind: text<'terms-conditions' | 'privacy-policy' | 'our-cookie-policy'>(),
    name: text(),
    content: text(),
  },
  // 0002, 0003, 0005: times in epoch milliseconds.
  tokens: {
    id: rowid(),
    token_hash: text(),
    kind: text<'access' | 'refresh'>(),
    user_id: integer(),
    family_id: text(),
    created_at: integer(),
    expires_at: integer(),
    revoked_at: nullable(integer()),
    last_seen_at: nullable(integer()),
    rotated_at: nullable(integer()),
    masquerade_actor_id: nullable(integer()),
    masquerade_scheme_year: nullable(integer()),
    masquerade_actor_type: nullable(text<ActorType>()),
    // 0022: whether an act-as token may change anything; null for a person's own session.
    masquerade_read_only: nullable(flag()),
  },
  // 0004
  password_history: { id: rowid(), user_id: integer(), password_hash: text(), created_at: text() },
  reset_tokens: {
    id: rowid(),
    token_hash: text(),
    user_id: integer(),
    created_at: text(),
    expires_at: text(),
    used_at: nullable(text()),
  },
  activations: { id: text(), user_id: integer(), expires_at: text(), used_at: nullable(text()) },
  outbox: {
    id: rowid(),
    to_email: text(),
    subject: text(),
    text: text(),
    links_json: defaulted(text()),
    created_at: text(),
  },
  // 0005: times in epoch milliseconds.
  sign_on_tokens: {
    id: rowid(),
    token_hash: text(),
    // 'partner' since 0024 (docs/decisions/076).
    kind: text<'sso' | 'msq' | 'partner'>(),
    user_id: integer(),
    actor_user_id: nullable(integer()),
    actor_type: nullable(text<ActorType>()),
    scheme_year: integer(),
    created_at: integer(),
    expires_at: integer(),
    used_at: nullable(integer()),
    masquerade_reason: nullable(text()),
    masquerade_read_only: defaulted(flag()),
    // 0023
    revoked_at: nullable(integer()),
  },
  // 0022: the ids are NULL once that account is deleted (the row stays).
  masquerade_audit: {
    id: rowid(),
    family_id: text(),
    actor_user_id: nullable(integer()),
    target_user_id: nullable(integer()),
    scheme_year: integer(),
    action: text(),
    created_at: integer(),
  },
  two_factor_changes: {
    id: rowid(),
    user_id: integer(),
    change: text<'enabled' | 'disabled'>(),
    reason: nullable(text()),
    actor_user_id: nullable(integer()),
    created_at: integer(),
  },
  // 0006
  benefits: {
    id: rowid(),
    client_id: integer(),
    position: integer(),
    name: text(),
    summary: text(),
    description: text(),
    icon: text(),
    group_code: text(),
    provider_name: nullable(text()),
    beam_supported: defaulted(flag()),
    requires_approval: defaulted(flag()),
    open_during_probation: defaulted(flag()),
    monthly_cost: nullable(numeric()),
    employer_monthly_cost: nullable(numeric()),
    /** A JSON array of tax flags. */
    tax_flags: defaulted(text()),
    value_label: nullable(text()),
    value_min: nullable(real()),
    value_max: nullable(real()),
    value_step: nullable(real()),
    partner_value_label: nullable(text()),
    partner_value_min: nullable(real()),
    partner_value_max: nullable(real()),
    partner_value_step: nullable(real()),
    free_cover_cap: nullable(real()),
    cost_rate_per_thousand: nullable(real()),
    // 0018
    /** An https address or a path this API serves (/v1/benefit-icons/…); null: the named icon. */
    icon_url: nullable(text()),
  },
  benefit_terms: { id: rowid(), benefit_id: integer(), version: integer(), content: text() },
  benefit_terms_acceptances: { user_id: integer(), terms_id: integer(), accepted_at: text() },
  benefit_faqs: { id: rowid(), benefit_id: integer(), position: integer(), question: text(), answer: text() },
  related_benefits: { benefit_id: integer(), related_benefit_id: integer(), position: integer() },
  benefit_medical_questions: { id: rowid(), benefit_id: integer(), position: integer(), question: text() },
  selections: {
    id: rowid(),
    user_id: integer(),
    benefit_id: integer(),
    status: text<'live' | 'awaiting-approval' | 'opted-out' | 'rejected'>(),
    value: nullable(real()),
    partner_value: nullable(real()),
    monthly_cost: nullable(numeric()),
    employer_monthly_cost: nullable(numeric()),
    /** A JSON array of the names covered. */
    people_covered: defaulted(text()),
    plan_details: nullable(text()),
    /** A JSON object of the medical answers. */
    answers: nullable(text()),
    start_date: nullable(text()),
    end_date: nullable(text()),
    created_at: text(),
    decided_by: nullable(integer()),
    decided_at: nullable(text()),
    // 0017: the temporary selection (a saved change not yet in force), all set or none.
    temporary_value: nullable(real()),
    temporary_partner_value: nullable(real()),
    temporary_monthly_cost: nullable(numeric()),
    temporary_employer_monthly_cost: nullable(numeric()),
    temporary_from: nullable(text()),
  },
  benefit_contributions: {
    id: rowid(),
    user_id: integer(),
    group_code: text(),
    year: integer(),
    month: integer(),
    employee_contribution: real(),
    employer_contribution: real(),
  },
  // 0007
  claims: {
    id: rowid(),
    user_id: integer(),
    benefit_id: integer(),
    amount: real(),
    description: text(),
    receipt_key: text(),
    receipt_name: text(),
    receipt_type: text<'application/pdf' | 'image/jpeg' | 'image/png'>(),
    receipt_size: integer(),
    created_at: text(),
  },
  // 0008
  home_page_cards: {
    id: rowid(),
    client_id: integer(),
    position: integer(),
    title: text(),
    body: text(),
    /** One of the benefit icon names (spec section 3, Icons). */
    icon: text(),
    /** A path inside the portal ("/app/…") or an https address. */
    link_url: text(),
    link_label: text(),
    /** The benefit the card promotes; the card shows only to people it is open to. */
    benefit_id: nullable(integer()),
  },
  home_page_banners: {
    id: rowid(),
    client_id: integer(),
    position: integer(),
    title: text(),
    body: text(),
    link_url: text(),
    link_label: text(),
  },
  // 0009
  contact_pages: { client_id: integer(), name: text(), content: text() },
  enquiry_options: { id: rowid(), client_id: integer(), position: integer(), label: text(), value: text() },
  enquiries: {
    id: rowid(),
    client_id: integer(),
    user_id: integer(),
    subject: text(),
    comments: text(),
    email: text(),
    first_name: text(),
    surname: text(),
    company: text(),
    created_at: text(),
  },
  // 0010
  family_members: {
    id: rowid(),
    user_id: integer(),
    title: text(),
    first_name: text(),
    surname: text(),
    date_of_birth: nullable(text()),
    /** 1 female, 2 male. */
    gender_id: integer<1 | 2>(),
    /** 1 partner, 2 dependant. */
    famtype_id: integer<1 | 2>(),
    active: defaulted(flag()),
    ft_edu_ends: nullable(text()),
    registered_disabled: defaulted(flag()),
    created_at: text(),
    updated_at: text(),
  },
  life_event_types: { id: rowid(), client_id: integer(), position: integer(), name: text() },
  life_events: {
    id: rowid(),
    user_id: integer(),
    life_event_type_id: integer(),
    event_date: text(),
    created_at: text(),
  },
  // 0011
  two_factor_enforcement_changes: {
    id: rowid(),
    client_id: integer(),
    enforced: flag(),
    changed_by: nullable(integer()),
    changed_at: text(),
  },
  // 0013: kept by triggers on users, never written by the code.
  client_headcounts: {
    client_id: integer(),
    employees: defaulted(integer()),
    registered: defaulted(integer()),
  },
  // 0014
  employee_data_uploads: {
    id: rowid(),
    client_id: integer(),
    uploaded_by: nullable(integer()),
    uploaded_at: text(),
    file_key: text(),
    file_name: text(),
    file_size: integer(),
    status: text<'invalid' | 'ready' | 'applied'>(),
    row_count: integer(),
    error_count: integer(),
    /** A JSON array of the row errors. */
    errors: defaulted(text()),
    changed_employees: integer(),
    employee_count: integer(),
    eligibility_changes: integer(),
    changes_digest: nullable(text()),
    applied_by: nullable(integer()),
    applied_at: nullable(text()),
  },
  // 0015
  reports: {
    id: rowid(),
    client_id: integer(),
    type: text<'payroll' | 'provider' | 'lifeevent'>(),
    year: integer(),
    month: integer(),
    provider_name: nullable(text()),
    issued_at: text(),
  },
  // 0016
  card_value_schedules: { user_id: integer(), next_voucher_date: text() },
  card_value_orders: {
    id: rowid(),
    user_id: integer(),
    state: text<'placed' | 'saved'>(),
    retailer: text(),
    amount: real(),
    order_date: text(),
  },
  // 0020: times in epoch milliseconds. 0022: the ids are NULL once that account or client is deleted.
  masquerade_sessions: {
    family_id: text(),
    actor_user_id: nullable(integer()),
    actor_type: text<ActorType>(),
    target_user_id: nullable(integer()),
    client_id: nullable(integer()),
    reason: text(),
    read_only: flag(),
    started_at: integer(),
    ended_at: nullable(integer()),
    // 0023: the browser that spent the link.
    spent_user_agent: nullable(text()),
    spent_signed_in_user_id: nullable(integer()),
  },
  account_events: {
    id: rowid(),
    user_id: integer(),
    kind: text<'signed-in' | 'signed-out-everywhere' | 'data-downloaded' | 'password-changed'>(),
    method: nullable(text<'password' | 'single-sign-on' | 'authenticator-code'>()),
    device_id: nullable(text()),
    user_agent: nullable(text()),
    created_at: integer(),
  },
  audit_events: {
    id: rowid(),
    client_id: integer(),
    actor_user_id: nullable(integer()),
    action: text<
      | 'selection-approved'
      | 'selection-rejected'
      | 'two-factor-enforcement-changed'
      | 'employee-data-applied'
      | 'welcome-email-resent'
      | 'act-as-started'
      | 'act-as-change'
      | 'act-as-export'
      // 0026
      | 'selection-cost-recalculated'
    >(),
    subject_user_id: nullable(integer()),
    /** A JSON object with the action's particulars. */
    detail: defaulted(text()),
    created_at: integer(),
  },
  // 0021: kept by triggers on audit_events.
  audit_event_counts: {
    client_id: integer(),
    action: text(),
    n: integer(),
  },
} as const satisfies Record<string, Record<string, Column>>;

export type Schema = typeof SCHEMA;
export type TableName = keyof Schema;
export type ColumnName<T extends TableName> = keyof Schema[T] & string;
type ValueOf<C> = C extends Column<infer V, boolean> ? V : never;

/** A row of the table as D1 reads it: every column. */
export type Row<T extends TableName> = { -readonly [K in ColumnName<T>]: ValueOf<Schema[T][K]> };

type OptionalOnInsert<T extends TableName> = {
  [K in ColumnName<T>]: Schema[T][K] extends Column<infer V, infer D>
    ? D extends true
      ? K
      : null extends V
        ? K
        : never
    : never;
}[ColumnName<T>];

type IsFlag<V> = [NonNullable<V>] extends [Flag] ? ([Flag] extends [NonNullable<V>] ? true : false) : false;
/** What an inserted row holds: a flag as a boolean (sqlLiteral writes it 1 or 0). */
type Writable<V> = IsFlag<V> extends true ? Exclude<V, Flag> | boolean : V;

/** A row to insert: a column with a default, or that may be NULL, may be left out. */
export type Insertable<T extends TableName> = {
  -readonly [K in Exclude<ColumnName<T>, OptionalOnInsert<T>>]: Writable<Row<T>[K]>;
} & { -readonly [K in OptionalOnInsert<T>]?: Writable<Row<T>[K]> };

/**
 * A row to insert that names these columns for sure: the seed's ids, which other rows point at, and
 * the columns it reads back from its own rows.
 */
export type InsertableWith<T extends TableName, K extends ColumnName<T>> = Insertable<T> & {
  -readonly [P in K]-?: Writable<Row<T>[P]>;
};

/** Some columns of a table: the SQL list to select and, as `Selected`, the row type it reads. */
export type Selection<T extends TableName, K extends ColumnName<T>> = {
  readonly table: T;
  readonly names: readonly K[];
  /** `a, b, c`, or `t.a, t.b, t.c` with an alias. */
  readonly sql: string;
};

export type Selected<S> = S extends Selection<infer T, infer K> ? Pick<Row<T>, K> : never;

/** The named columns of a table, to select: `SELECT ${selection.sql} FROM …`. */
export function selection<T extends TableName, const K extends ColumnName<T>>(
  table: T,
  names: readonly K[],
  alias?: string,
): Selection<T, K> {
  const prefix = alias === undefined ? '' : `${alias}.`;
  return { table, names, sql: names.map((name) => `${prefix}${name}`).join(', ') };
}

/** Every column of a table, in the order the migrations add them. */
export function columnsOf<T extends TableName>(table: T): ColumnName<T>[] {
  return Object.keys(SCHEMA[table]) as ColumnName<T>[];
}

/** Every column of a table but these, in the order the migrations add them. */
export function columnsExcept<T extends TableName, const E extends ColumnName<T>>(
  table: T,
  except: readonly E[],
): Exclude<ColumnName<T>, E>[] {
  const left = new Set<string>(except);
  return columnsOf(table).filter((column): column is Exclude<ColumnName<T>, E> => !left.has(column));
}
