-- Sessions: password login, bearer tokens with refresh rotation, the login-setup facts and the
-- per-client legal content. Follows 0001's conventions, except that token instants are epoch
-- milliseconds (INTEGER): they are compared on every authenticated request, and integers compare
-- without parsing.

-- The revision of the client's site terms; a user whose accepted revision is older must accept the
-- new terms before using the portal (spec section 4, Terms).
ALTER TABLE clients ADD COLUMN terms_revision INTEGER NOT NULL DEFAULT 1 CHECK (terms_revision >= 1);
-- Hides the cost totals in the portal (cmsData.hide_totals of /login/setup).
ALTER TABLE clients ADD COLUMN hide_totals INTEGER NOT NULL DEFAULT 0 CHECK (hide_totals IN (0, 1));

-- The terms revision the user last accepted; null until they accept any.
ALTER TABLE users ADD COLUMN terms_revision INTEGER CHECK (terms_revision IS NULL OR terms_revision >= 1);
-- URL of the user's chosen avatar image; null shows the default avatar.
ALTER TABLE users ADD COLUMN avatar TEXT;

-- Access and refresh tokens. Only the SHA-256 of a token is stored, so a leaked table grants nothing.
-- family_id is one login session: every refresh rotates within it, and logout or a replayed
-- (already rotated) refresh token revokes the whole family.
CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64 AND token_hash NOT GLOB '*[^0-9a-f]*'),
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > created_at),
  revoked_at INTEGER,
  -- The last keep-alive ping made with this (access) token.
  last_seen_at INTEGER
);

CREATE INDEX tokens_family_id ON tokens (family_id);
CREATE INDEX tokens_user_id ON tokens (user_id);

-- A client's frequently asked questions; cmsData.faqs says whether the client has any.
CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  UNIQUE (client_id, position)
);

-- The legal pages of a client (spec section 2.11), as HTML from the CMS.
CREATE TABLE policy_documents (
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('terms-conditions', 'privacy-policy', 'our-cookie-policy')),
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (client_id, kind)
);
