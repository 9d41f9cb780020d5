-- Account recovery and activation: password history, reset links, activation links, and an outbox
-- standing in for the mail server. Follows 0001's conventions (instants are ISO-8601 UTC text, which
-- compare correctly as text because every one is written as 'YYYY-MM-DDTHH:MM:SS.sssZ').

-- Where the client's portal is served; e-mailed links point there. Null falls back to the root
-- tenant's (for support staff, who belong to no client).
ALTER TABLE clients ADD COLUMN portal_url TEXT
  CHECK (portal_url IS NULL OR (portal_url GLOB 'http*://*' AND portal_url NOT GLOB '*/'));

-- Every password an account has had, the current one included, newest by created_at then id. A new
-- password must differ from the last few (the 'history' rule of spec section 5).
CREATE TABLE password_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- As users.password_hash: 'pbkdf2$<iterations>$<saltB64>$<hashB64>'.
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX password_history_user_id ON password_history (user_id, created_at);

-- Password reset links. Only the SHA-256 of the e-mailed token is stored, as for bearer tokens.
CREATE TABLE reset_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64 AND token_hash NOT GLOB '*[^0-9a-f]*'),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL CHECK (expires_at > created_at),
  -- Set when the link was used to reset the password (or spent by another reset of the account).
  used_at TEXT
);

CREATE INDEX reset_tokens_user_id ON reset_tokens (user_id);

-- Account activation links (/activation/{id}), sent in the welcome e-mail of a new account.
CREATE TABLE activations (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 128 AND id NOT GLOB '*[^A-Za-z0-9_-]*'),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX activations_user_id ON activations (user_id);

-- The e-mails the API has "sent". Nothing is delivered: development tools read them back. Keyed by
-- address rather than by user, as mail is.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  -- The links in the text, as a JSON array of absolute URLs.
  links_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(links_json) AND json_type(links_json) = 'array'),
  created_at TEXT NOT NULL
);

CREATE INDEX outbox_to_email ON outbox (to_email, created_at);
