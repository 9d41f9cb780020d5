-- Act-as without holes, the upstream's part (issue 42, items 2, 4 and 9; docs/decisions/062): every
-- token of a read-only act-as family says so, exports made while acting as someone join the trail,
-- a change's record can be taken back when the change did not happen, and deleting an account or a
-- client keeps the act-as records. Times in epoch milliseconds, as 0005 and 0020.

-- The tables below are rebuilt (SQLite cannot change a CHECK or a foreign key in place); the rows
-- that point at users and clients are checked at the end of the migration, not mid-way.
PRAGMA defer_foreign_keys = on;

-- Read-only travels with the token (as the actor does), copied to every pair a refresh issues, so
-- the API can refuse a change before any route runs. NULL for a person's own session; an act-as
-- token without it (none should exist) is read as read-only.
ALTER TABLE tokens ADD COLUMN masquerade_read_only INTEGER
  CHECK (masquerade_read_only IS NULL OR masquerade_read_only IN (0, 1));

UPDATE tokens SET masquerade_read_only = coalesce(
  (SELECT s.read_only FROM masquerade_sessions AS s WHERE s.family_id = tokens.family_id), 1)
WHERE masquerade_actor_id IS NOT NULL;

-- The triggers that write to audit_events go first: they name tables rebuilt below, and are made
-- again at the end.
DROP TRIGGER masquerade_sessions_audit;
DROP TRIGGER masquerade_audit_changes;
DROP TRIGGER audit_events_counted;
DROP TRIGGER audit_events_uncounted;

-- audit_events: one action more, 'act-as-export' (a file of the employer's data taken while acting
-- as someone). Everything else as 0020 and 0021 made it; audit_event_counts is kept as it is.
CREATE TABLE audit_events_new (
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
    'act-as-change',
    'act-as-export'
  )),
  -- The person the action was about (the employee acted as, whose selection was decided), if one.
  subject_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- A JSON object with the action's particulars (a reason, a method and path, a file name).
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 2000),
  created_at INTEGER NOT NULL
);
INSERT INTO audit_events_new (id, client_id, actor_user_id, action, subject_user_id, detail, created_at)
SELECT id, client_id, actor_user_id, action, subject_user_id, detail, created_at FROM audit_events;
DROP TABLE audit_events;
ALTER TABLE audit_events_new RENAME TO audit_events;
CREATE INDEX audit_events_client_id ON audit_events (client_id, created_at, id);
CREATE INDEX audit_events_client_action ON audit_events (client_id, action, created_at, id);
CREATE INDEX audit_events_client_actor ON audit_events (client_id, actor_user_id, created_at, id);
CREATE INDEX audit_events_client_subject ON audit_events (client_id, subject_user_id, created_at, id);

-- The act-as records outlive the accounts they name: deleting the person acted as, whoever acted,
-- or the client leaves the row with that id gone (SET NULL, as audit_events does), never removes it.
-- An id is not kept dangling: SQLite may give a deleted user's id to the next account.
CREATE TABLE masquerade_sessions_new (
  -- tokens.family_id of the session; masquerade_audit rows of the same family are its changes.
  family_id TEXT PRIMARY KEY,
  actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  actor_type TEXT NOT NULL CHECK (actor_type IN ('support', 'employer')),
  target_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  client_id INTEGER REFERENCES clients (id) ON DELETE SET NULL,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  read_only INTEGER NOT NULL CHECK (read_only IN (0, 1)),
  started_at INTEGER NOT NULL,
  ended_at INTEGER
);
INSERT INTO masquerade_sessions_new
  (family_id, actor_user_id, actor_type, target_user_id, client_id, reason, read_only, started_at, ended_at)
SELECT family_id, actor_user_id, actor_type, target_user_id, client_id, reason, read_only, started_at, ended_at
FROM masquerade_sessions;
DROP TABLE masquerade_sessions;
ALTER TABLE masquerade_sessions_new RENAME TO masquerade_sessions;
CREATE INDEX masquerade_sessions_target_user_id ON masquerade_sessions (target_user_id, started_at);

CREATE TABLE masquerade_audit_new (
  id INTEGER PRIMARY KEY,
  -- tokens.family_id of the masquerade session.
  family_id TEXT NOT NULL,
  actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  target_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  scheme_year INTEGER NOT NULL CHECK (scheme_year BETWEEN 2000 AND 2100),
  -- 'session-started', 'session-ended', or the method and path of a change.
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 512),
  created_at INTEGER NOT NULL
);
INSERT INTO masquerade_audit_new (id, family_id, actor_user_id, target_user_id, scheme_year, action, created_at)
SELECT id, family_id, actor_user_id, target_user_id, scheme_year, action, created_at FROM masquerade_audit;
DROP TABLE masquerade_audit;
ALTER TABLE masquerade_audit_new RENAME TO masquerade_audit;
CREATE INDEX masquerade_audit_family_id ON masquerade_audit (family_id, id);
CREATE INDEX masquerade_audit_actor_user_id ON masquerade_audit (actor_user_id, created_at);
CREATE INDEX masquerade_audit_target_user_id ON masquerade_audit (target_user_id, created_at);

-- Who switched someone's two-factor off in an act-as session stays recorded when that person's
-- account goes (the change itself still goes with the account it was made to).
CREATE TABLE two_factor_changes_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  change TEXT NOT NULL CHECK (change IN ('enabled', 'disabled')),
  reason TEXT CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  CHECK (change = 'enabled' OR reason IS NOT NULL)
);
INSERT INTO two_factor_changes_new (id, user_id, change, reason, actor_user_id, created_at)
SELECT id, user_id, change, reason, actor_user_id, created_at FROM two_factor_changes;
DROP TABLE two_factor_changes;
ALTER TABLE two_factor_changes_new RENAME TO two_factor_changes;
CREATE INDEX two_factor_changes_user_id ON two_factor_changes (user_id, created_at);

-- As 0021 made them.
CREATE TRIGGER audit_events_counted AFTER INSERT ON audit_events
BEGIN
  INSERT INTO audit_event_counts (client_id, action, n) VALUES (new.client_id, new.action, 1)
  ON CONFLICT (client_id, action) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER audit_events_uncounted AFTER DELETE ON audit_events
BEGIN
  UPDATE audit_event_counts SET n = n - 1 WHERE client_id = old.client_id AND action = old.action;
END;

-- As 0020 made it.
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

-- As 0020 made it, with the record's id in the detail (auditId), so that taking the record back
-- (the change it was written for did not happen, docs/decisions/062) takes its trail row with it.
-- A session whose client is gone has no trail to join.
CREATE TRIGGER masquerade_audit_changes AFTER INSERT ON masquerade_audit
WHEN new.action NOT IN ('session-started', 'session-ended')
  AND EXISTS (SELECT 1 FROM masquerade_sessions WHERE family_id = new.family_id AND client_id IS NOT NULL)
BEGIN
  INSERT INTO audit_events (client_id, actor_user_id, action, subject_user_id, detail, created_at)
  SELECT s.client_id, new.actor_user_id, 'act-as-change', new.target_user_id,
    json_object('change', new.action, 'familyId', new.family_id, 'auditId', new.id), new.created_at
  FROM masquerade_sessions AS s WHERE s.family_id = new.family_id;
END;

CREATE TRIGGER masquerade_audit_taken_back AFTER DELETE ON masquerade_audit
BEGIN
  DELETE FROM audit_events
  WHERE client_id = (SELECT client_id FROM masquerade_sessions WHERE family_id = old.family_id)
    AND action = 'act-as-change' AND created_at = old.created_at
    AND json_extract(detail, '$.auditId') = old.id;
END;
