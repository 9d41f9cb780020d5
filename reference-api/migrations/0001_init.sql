-- Foundation schema of the reference benefits API.
-- Conventions for later migrations: snake_case; booleans are INTEGER 0/1 with a CHECK; dates are
-- 'YYYY-MM-DD' text and instants ISO-8601 UTC text; child rows cascade from their client or user, so
-- removing a client or an account (as the seed does before re-inserting the demo data) leaves no orphans.

-- A client (employer) of the benefits platform. slug is the sub-domain label the portal is reached
-- on, or 'localhost' for the root tenant.
CREATE TABLE clients (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 63 AND slug NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL,
  contact_us_enabled INTEGER NOT NULL DEFAULT 0 CHECK (contact_us_enabled IN (0, 1)),
  insights_enabled INTEGER NOT NULL DEFAULT 0 CHECK (insights_enabled IN (0, 1)),
  data_load_eligibility_impact_enabled INTEGER NOT NULL DEFAULT 0
    CHECK (data_load_eligibility_impact_enabled IN (0, 1)),
  two_factor_mode TEXT NOT NULL DEFAULT 'optional' CHECK (two_factor_mode IN ('optional', 'enforced')),
  -- E-mail domain whose users sign in through the client's single sign-on instead of a password.
  sso_domain TEXT,
  sso_access_only INTEGER NOT NULL DEFAULT 0 CHECK (sso_access_only IN (0, 1))
);

-- At most one theme per client; a client without one gets the spec's defaults in the portal.
CREATE TABLE themes (
  client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  primary_colour TEXT NOT NULL CHECK (length(primary_colour) = 6 AND primary_colour NOT GLOB '*[^0-9A-Fa-f]*'),
  secondary_colour TEXT NOT NULL
    CHECK (length(secondary_colour) = 6 AND secondary_colour NOT GLOB '*[^0-9A-Fa-f]*'),
  benefit_brand_name TEXT NOT NULL,
  brand_header_logo TEXT NOT NULL,
  brand_header_logo_mobile TEXT NOT NULL,
  logo_file_url TEXT,
  support_email TEXT NOT NULL,
  contact_us_email TEXT NOT NULL,
  benefit_brand_phone_number TEXT NOT NULL,
  avatar_set TEXT,
  base_font TEXT NOT NULL,
  header_font TEXT NOT NULL
);

-- A client's benefits scheme for one plan year.
CREATE TABLE schemes (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  scheme_year INTEGER NOT NULL CHECK (scheme_year BETWEEN 2000 AND 2100),
  UNIQUE (client_id, scheme_year)
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  -- Support staff belong to no client.
  client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  surname TEXT NOT NULL,
  date_of_birth TEXT NOT NULL CHECK (date_of_birth GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  user_type TEXT NOT NULL DEFAULT 'employee' CHECK (user_type IN ('employee', 'employer', 'support')),
  employment_status TEXT,
  -- 'pbkdf2$<iterations>$<saltB64>$<hashB64>'; null until the account has a password.
  password_hash TEXT,
  activated INTEGER NOT NULL DEFAULT 0 CHECK (activated IN (0, 1)),
  site_terms_updated INTEGER NOT NULL DEFAULT 0 CHECK (site_terms_updated IN (0, 1)),
  first_login INTEGER NOT NULL DEFAULT 1 CHECK (first_login IN (0, 1)),
  on_probation INTEGER NOT NULL DEFAULT 0 CHECK (on_probation IN (0, 1)),
  -- Base32 TOTP secret (RFC 6238); null while two-factor is not set up.
  totp_secret TEXT,
  -- Pounds; REAL holds two-decimal balances exactly enough for display and comparisons with 0.
  voucher_balance REAL NOT NULL DEFAULT 0 CHECK (voucher_balance >= 0),
  failed_login_count INTEGER NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked_until TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Support staff are the only accounts without a client.
  CHECK ((user_type = 'support') = (client_id IS NULL))
);

CREATE INDEX users_client_id ON users (client_id);
CREATE INDEX schemes_client_id ON schemes (client_id);
