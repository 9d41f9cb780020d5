import { columnsExcept, type Row, selection } from './schema.ts';

/** A client's theme as the upstream sends it: its row's columns, colours as six hex digits without '#'. */
export type ThemeBody = Omit<Row<'themes'>, 'client_id'>;

const THEME = selection('themes', columnsExcept('themes', ['client_id']), 't');

export type ThemeResponse = {
  /** Null when the client has no theme of its own; the portal then applies the spec's defaults. */
  theme: ThemeBody | null;
  client: {
    client_name: string;
    contact_us_enabled: boolean;
    sso_access_only: boolean;
    default_language: string | null;
    /** Comma-separated. */
    languages: string;
  };
};

type ThemeRow = {
  client_name: Row<'clients'>['name'];
  contact_us_enabled: Row<'clients'>['contact_us_enabled'];
  sso_access_only: Row<'clients'>['sso_access_only'];
  default_language: Row<'clients'>['default_language'];
  languages: Row<'clients'>['languages'];
  // The theme columns are all null when the LEFT JOIN finds no theme row.
  theme_client_id: number | null;
} & { [K in keyof ThemeBody]: ThemeBody[K] | null };

const SELECT_THEME = `
SELECT c.name AS client_name, c.contact_us_enabled, c.sso_access_only, c.default_language, c.languages,
       t.client_id AS theme_client_id, ${THEME.sql}
FROM clients c
LEFT JOIN themes t ON t.client_id = c.id
WHERE c.slug = ?1`;

export async function findThemeBySlug(db: D1Database, slug: string): Promise<ThemeResponse | null> {
  const row = await db.prepare(SELECT_THEME).bind(slug).first<ThemeRow>();
  if (!row) {
    return null;
  }
  return {
    theme: row.theme_client_id === null ? null : toThemeBody(row),
    client: {
      client_name: row.client_name,
      contact_us_enabled: row.contact_us_enabled === 1,
      sso_access_only: row.sso_access_only === 1,
      default_language: row.default_language,
      languages: row.languages,
    },
  };
}

function toThemeBody(row: ThemeRow): ThemeBody {
  return {
    primary_colour: required(row.primary_colour),
    secondary_colour: required(row.secondary_colour),
    benefit_brand_name: required(row.benefit_brand_name),
    brand_header_logo: required(row.brand_header_logo),
    brand_header_logo_mobile: required(row.brand_header_logo_mobile),
    logo_file_url: row.logo_file_url,
    support_email: required(row.support_email),
    contact_us_email: required(row.contact_us_email),
    benefit_brand_phone_number: required(row.benefit_brand_phone_number),
    avatar_set: row.avatar_set,
    base_font: required(row.base_font),
    header_font: required(row.header_font),
  };
}

// The schema makes these columns NOT NULL; the check only narrows the LEFT JOIN's nullable type.
function required(value: string | null): string {
  if (value === null) {
    throw new Error('themes row is missing a NOT NULL column');
  }
  return value;
}

// The spec's default brand name, for a client without a theme and for support staff.
const DEFAULT_BRAND_NAME = 'C8';

/** The benefit brand the user's portal shows. */
export async function findBrandNameOfUser(db: D1Database, userId: number): Promise<string> {
  const row = await db
    .prepare(
      'SELECT t.benefit_brand_name FROM users u JOIN themes t ON t.client_id = u.client_id WHERE u.id = ?1',
    )
    .bind(userId)
    .first<{ benefit_brand_name: string }>();
  return row?.benefit_brand_name ?? DEFAULT_BRAND_NAME;
}
