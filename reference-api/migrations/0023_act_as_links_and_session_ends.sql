-- Act-as links bound and ended, and a password change in the account activity (issue 42, items 5
-- and 6; docs/decisions/063). Times in epoch milliseconds, as 0005 and 0020.

-- A link that can no longer be spent although it never was: sign out everywhere, a password change
-- and a password reset revoke every unspent link that would sign in as the person or that they minted.
ALTER TABLE sign_on_tokens ADD COLUMN revoked_at INTEGER;

CREATE INDEX sign_on_tokens_actor_user_id ON sign_on_tokens (actor_user_id);

-- The same three also end the act-as sessions the person is running as someone else.
CREATE INDEX tokens_masquerade_actor_id ON tokens (masquerade_actor_id) WHERE masquerade_actor_id IS NOT NULL;
CREATE INDEX masquerade_sessions_actor_user_id ON masquerade_sessions (actor_user_id);

-- Which browser spent the link that started an act-as session: its user agent, and who was signed in
-- to the portal there, if anyone (support's links may be opened anywhere, so the spend says where).
ALTER TABLE masquerade_sessions ADD COLUMN spent_user_agent TEXT
  CHECK (spent_user_agent IS NULL OR length(spent_user_agent) BETWEEN 1 AND 512);
ALTER TABLE masquerade_sessions ADD COLUMN spent_signed_in_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;

-- The employer's trail shows the spending browser with the start (0020's trigger, with two more fields).
DROP TRIGGER masquerade_sessions_audit;
CREATE TRIGGER masquerade_sessions_audit AFTER INSERT ON masquerade_sessions
BEGIN
  INSERT INTO audit_events (client_id, actor_user_id, action, subject_user_id, detail, created_at)
  VALUES (
    new.client_id,
    new.actor_user_id,
    'act-as-started',
    new.target_user_id,
    json_patch(
      json_object('reason', new.reason, 'readOnly', json(CASE new.read_only WHEN 1 THEN 'true' ELSE 'false' END),
        'actorType', new.actor_type, 'familyId', new.family_id),
      json_object(
        'spentUserAgent', new.spent_user_agent,
        'spentSignedInAs', (SELECT u.first_name || ' ' || u.surname || ' <' || u.email || '>'
          FROM users AS u WHERE u.id = new.spent_signed_in_user_id))
    ),
    new.started_at
  );
END;

-- A password change is shown in the person's account activity: a new kind, so the CHECK is rebuilt.
-- Nothing references account_events and it has no triggers; its index is made again.
CREATE TABLE account_events_rebuilt (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('signed-in', 'signed-out-everywhere', 'data-downloaded', 'password-changed')),
  -- How a sign-in was made; NULL for the other kinds.
  method TEXT CHECK (method IS NULL OR method IN ('password', 'single-sign-on', 'authenticator-code')),
  -- A short, non-secret name of the device token (never the token itself), when the device had one.
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 1 AND 64),
  user_agent TEXT CHECK (user_agent IS NULL OR length(user_agent) BETWEEN 1 AND 512),
  created_at INTEGER NOT NULL
);

INSERT INTO account_events_rebuilt (id, user_id, kind, method, device_id, user_agent, created_at)
SELECT id, user_id, kind, method, device_id, user_agent, created_at FROM account_events;

DROP TABLE account_events;
ALTER TABLE account_events_rebuilt RENAME TO account_events;

CREATE INDEX account_events_user_id ON account_events (user_id, created_at, id);
