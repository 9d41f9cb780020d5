-- Trust (issue 32): why someone acts as a person and whether they may change anything, what a person
-- can see of their own account, and the employer's audit trail. Times in epoch milliseconds, as 0005.

-- Fixed when support or an administrator mints an act-as link, carried by the msq token into the
-- session it starts. A link minted before this migration has no reason and is read-only.
ALTER TABLE sign_on_tokens ADD COLUMN masquerade_reason TEXT
  CHECK (masquerade_reason IS NULL OR length(masquerade_reason) BETWEEN 1 AND 500);
ALTER TABLE sign_on_tokens ADD COLUMN masquerade_read_only INTEGER NOT NULL DEFAULT 1
  CHECK (masquerade_read_only IN (0, 1));

-- One row per act-as session, written when its link is spent; ended_at when it signs out or expires.
CREATE TABLE masquerade_sessions (
  -- tokens.family_id of the session; masquerade_audit rows of the same family are its changes.
  family_id TEXT PRIMARY KEY,
  actor_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_type TEXT NOT NULL CHECK (actor_type IN ('support', 'employer')),
  target_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  read_only INTEGER NOT NULL CHECK (read_only IN (0, 1)),
  started_at INTEGER NOT NULL,
  ended_at INTEGER
);

CREATE INDEX masquerade_sessions_target_user_id ON masquerade_sessions (target_user_id, started_at);

-- What a person sees of their own account besides act-as sessions: each sign-in (how, which device),
-- each "sign out everywhere" and each download of their data.
CREATE TABLE account_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('signed-in', 'signed-out-everywhere', 'data-downloaded')),
  -- How a sign-in was made; NULL for the other kinds.
  method TEXT CHECK (method IS NULL OR method IN ('password', 'single-sign-on', 'authenticator-code')),
  -- A short, non-secret name of the device token (never the token itself), when the device had one.
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 1 AND 64),
  user_agent TEXT CHECK (user_agent IS NULL OR length(user_agent) BETWEEN 1 AND 512),
  created_at INTEGER NOT NULL
);

CREATE INDEX account_events_user_id ON account_events (user_id, created_at, id);

-- The employer's audit trail: who did what in the client's portal. Paged newest first by
-- (created_at, id) within a client, optionally within one action or one actor.
CREATE TABLE audit_events (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  action TEXT NOT NULL CHECK (action IN (
    'selection-approved',
    'selection-rejected',
    'two-factor-enforcement-changed',
    'employee-data-applied',
    'welcome-email-resent',
    'act-as-started',
    'act-as-change'
  )),
  -- The person the action was about (the employee acted as, whose selection was decided), if one.
  subject_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- A JSON object with the action's particulars (a reason, a method and path, a file name).
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 2000),
  created_at INTEGER NOT NULL
);

CREATE INDEX audit_events_client_id ON audit_events (client_id, created_at, id);
CREATE INDEX audit_events_client_action ON audit_events (client_id, action, created_at, id);
CREATE INDEX audit_events_client_actor ON audit_events (client_id, actor_user_id, created_at, id);

-- Act-as sessions and the changes made in them join the trail from the tables that already record
-- them, so no code path can start a session or change something in one without it showing there.
CREATE TRIGGER masquerade_sessions_audit AFTER INSERT ON masquerade_sessions
BEGIN
  INSERT INTO audit_events (client_id, actor_user_id, action, subject_user_id, detail, created_at)
  VALUES (
    new.client_id,
    new.actor_user_id,
    'act-as-started',
    new.target_user_id,
    json_object('reason', new.reason, 'readOnly', json(CASE new.read_only WHEN 1 THEN 'true' ELSE 'false' END),
      'actorType', new.actor_type, 'familyId', new.family_id),
    new.started_at
  );
END;

CREATE TRIGGER masquerade_audit_changes AFTER INSERT ON masquerade_audit
WHEN new.action NOT IN ('session-started', 'session-ended')
  AND EXISTS (SELECT 1 FROM masquerade_sessions WHERE family_id = new.family_id)
BEGIN
  INSERT INTO audit_events (client_id, actor_user_id, action, subject_user_id, detail, created_at)
  SELECT s.client_id, new.actor_user_id, 'act-as-change', new.target_user_id,
    json_object('change', new.action, 'familyId', new.family_id), new.created_at
  FROM masquerade_sessions AS s WHERE s.family_id = new.family_id;
END;
