-- Two-factor authentication, single sign-on and audited masquerade (docs/decisions/010). Follows
-- 0001's conventions, except that instants here are epoch milliseconds (INTEGER) as in 0002: sign-on
-- tokens are compared against the clock like bearer tokens, and audit rows sort by them.

-- The newest RFC 6238 time step whose code was accepted for this account (sign-in or switching
-- two-factor on); a code of that step or an earlier one is never accepted again (RFC 6238 5.2).
ALTER TABLE users ADD COLUMN totp_last_step INTEGER CHECK (totp_last_step IS NULL OR totp_last_step >= 0);
-- A secret handed out by the profile's enrolment and not yet confirmed with a code; it becomes
-- totp_secret only when a code of it is accepted, so an abandoned enrolment changes nothing.
ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;

-- A masquerade session: every token of the family carries who is acting, for which scheme year and
-- in which role; all three are null for a person's own session. Copied to each pair a refresh issues.
ALTER TABLE tokens ADD COLUMN masquerade_actor_id INTEGER REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE tokens ADD COLUMN masquerade_scheme_year INTEGER
  CHECK (masquerade_scheme_year IS NULL OR masquerade_scheme_year BETWEEN 2000 AND 2100);
ALTER TABLE tokens ADD COLUMN masquerade_actor_type TEXT
  CHECK (masquerade_actor_type IS NULL OR masquerade_actor_type IN ('support', 'employer'));

-- One-time sign-on tokens of /sso-login/{token}/{year}: 'sso' from the (reference) identity provider,
-- 'msq' from a masquerade link. Only the SHA-256 of a token is stored, as for bearer tokens.
CREATE TABLE sign_on_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64 AND token_hash NOT GLOB '*[^0-9a-f]*'),
  kind TEXT NOT NULL CHECK (kind IN ('sso', 'msq')),
  -- The person the token signs in as.
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Who minted a masquerade link, and in which role; null for single sign-on.
  actor_user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  actor_type TEXT CHECK (actor_type IS NULL OR actor_type IN ('support', 'employer')),
  scheme_year INTEGER NOT NULL CHECK (scheme_year BETWEEN 2000 AND 2100),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > created_at),
  -- Set when the token signed someone in; a token is good for one sign-in only.
  used_at INTEGER,
  CHECK ((kind = 'msq') = (actor_user_id IS NOT NULL AND actor_type IS NOT NULL))
);

CREATE INDEX sign_on_tokens_user_id ON sign_on_tokens (user_id);

-- What was done in masquerade sessions: one row when a session starts and ends, and one for every
-- change made in it ('PATCH /v2/user/terms'), naming who acted for whom.
CREATE TABLE masquerade_audit (
  id INTEGER PRIMARY KEY,
  -- tokens.family_id of the masquerade session.
  family_id TEXT NOT NULL,
  actor_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scheme_year INTEGER NOT NULL CHECK (scheme_year BETWEEN 2000 AND 2100),
  -- 'session-started', 'session-ended', or the method and path of a change.
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 512),
  created_at INTEGER NOT NULL
);

CREATE INDEX masquerade_audit_family_id ON masquerade_audit (family_id, id);
CREATE INDEX masquerade_audit_actor_user_id ON masquerade_audit (actor_user_id, created_at);
CREATE INDEX masquerade_audit_target_user_id ON masquerade_audit (target_user_id, created_at);

-- When an account's two-factor was switched on or off, why (off needs a reason) and, when it was done
-- in a masquerade session, by whom.
CREATE TABLE two_factor_changes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  change TEXT NOT NULL CHECK (change IN ('enabled', 'disabled')),
  reason TEXT CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  actor_user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  CHECK (change = 'enabled' OR reason IS NOT NULL)
);

CREATE INDEX two_factor_changes_user_id ON two_factor_changes (user_id, created_at);
