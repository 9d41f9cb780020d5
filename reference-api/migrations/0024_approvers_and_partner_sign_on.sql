-- Approvers and a partner's single sign-on (issue 44, items 2 and 3; docs/decisions/075 and 076).
-- Times in epoch milliseconds, as 0005.

-- An approver (spec 6): an employee of the client who approves or rejects its selections awaiting
-- approval and takes no other part of the dashboard. A flag rather than a user_type, since they are
-- still one of the client's employees everywhere else (lists, reports, their own benefits).
ALTER TABLE users ADD COLUMN approves_selections INTEGER NOT NULL DEFAULT 0
  CHECK (approves_selections IN (0, 1));

-- One-time sign-on tokens gain a third kind, 'partner': a partner's token that the portal spends
-- through /wrkit-sso when a person arrives at /wrkit-redirect-sso/{token}/{year}. SQLite cannot
-- change a CHECK in place, so the table is rebuilt as 0005, 0020 and 0023 left it. Nothing
-- references it and it has no triggers.
PRAGMA defer_foreign_keys = on;

CREATE TABLE sign_on_tokens_rebuilt (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64 AND token_hash NOT GLOB '*[^0-9a-f]*'),
  kind TEXT NOT NULL CHECK (kind IN ('sso', 'msq', 'partner')),
  -- The person the token signs in as.
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Who minted a masquerade link, and in which role; null for single sign-on and partner tokens.
  actor_user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  actor_type TEXT CHECK (actor_type IS NULL OR actor_type IN ('support', 'employer')),
  scheme_year INTEGER NOT NULL CHECK (scheme_year BETWEEN 2000 AND 2100),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > created_at),
  -- Set when the token signed someone in; a token is good for one sign-in only.
  used_at INTEGER,
  masquerade_reason TEXT CHECK (masquerade_reason IS NULL OR length(masquerade_reason) BETWEEN 1 AND 500),
  masquerade_read_only INTEGER NOT NULL DEFAULT 1 CHECK (masquerade_read_only IN (0, 1)),
  revoked_at INTEGER,
  CHECK ((kind = 'msq') = (actor_user_id IS NOT NULL AND actor_type IS NOT NULL))
);

INSERT INTO sign_on_tokens_rebuilt (id, token_hash, kind, user_id, actor_user_id, actor_type, scheme_year,
  created_at, expires_at, used_at, masquerade_reason, masquerade_read_only, revoked_at)
SELECT id, token_hash, kind, user_id, actor_user_id, actor_type, scheme_year,
  created_at, expires_at, used_at, masquerade_reason, masquerade_read_only, revoked_at
FROM sign_on_tokens;

DROP TABLE sign_on_tokens;
ALTER TABLE sign_on_tokens_rebuilt RENAME TO sign_on_tokens;

CREATE INDEX sign_on_tokens_user_id ON sign_on_tokens (user_id);
CREATE INDEX sign_on_tokens_actor_user_id ON sign_on_tokens (actor_user_id);
