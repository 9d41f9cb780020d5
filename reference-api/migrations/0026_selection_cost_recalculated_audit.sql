-- An administrator's recalculation of an employee's selection cost joins the employer's audit trail
-- (issue 44, item 4; docs/decisions/080): one action more, 'selection-cost-recalculated'. SQLite
-- cannot change a CHECK in place, so audit_events is rebuilt: its rows go to a copy and come back
-- into the table made again under its own name. No ALTER TABLE ... RENAME: the act-as triggers on
-- masquerade_sessions and masquerade_audit name audit_events and stay as 0022 and 0023 made them.
-- audit_event_counts is kept as it is (the rows come back before its triggers are made again).

PRAGMA defer_foreign_keys = on;

CREATE TABLE audit_events_copy AS
SELECT id, client_id, actor_user_id, action, subject_user_id, detail, created_at FROM audit_events;

DROP TABLE audit_events;

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
    'act-as-change',
    'act-as-export',
    'selection-cost-recalculated'
  )),
  -- The person the action was about (the employee acted as, whose selection was decided or priced).
  subject_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- A JSON object with the action's particulars (a reason, a method and path, a file name, costs).
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 2000),
  created_at INTEGER NOT NULL
);

INSERT INTO audit_events (id, client_id, actor_user_id, action, subject_user_id, detail, created_at)
SELECT id, client_id, actor_user_id, action, subject_user_id, detail, created_at FROM audit_events_copy;

DROP TABLE audit_events_copy;

CREATE INDEX audit_events_client_id ON audit_events (client_id, created_at, id);
CREATE INDEX audit_events_client_action ON audit_events (client_id, action, created_at, id);
CREATE INDEX audit_events_client_actor ON audit_events (client_id, actor_user_id, created_at, id);
CREATE INDEX audit_events_client_subject ON audit_events (client_id, subject_user_id, created_at, id);

-- As 0021 made them (dropped with the table).
CREATE TRIGGER audit_events_counted AFTER INSERT ON audit_events
BEGIN
  INSERT INTO audit_event_counts (client_id, action, n) VALUES (new.client_id, new.action, 1)
  ON CONFLICT (client_id, action) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER audit_events_uncounted AFTER DELETE ON audit_events
BEGIN
  UPDATE audit_event_counts SET n = n - 1 WHERE client_id = old.client_id AND action = old.action;
END;
