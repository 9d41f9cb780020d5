-- The employer's audit trail (issue 32, docs/decisions/057).

-- A person filter finds the events a person did (audit_events_client_actor, 0020) or that were about
-- them. This index is the second half, so "by or about this person" reads two index ranges instead
-- of the client's whole trail.
CREATE INDEX audit_events_client_subject ON audit_events (client_id, subject_user_id, created_at, id);

-- How many events each client has of each action, kept by the triggers below, so the list's count
-- with no filter or an action filter reads a few rows rather than counting a trail of 100,000.
CREATE TABLE audit_event_counts (
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  n INTEGER NOT NULL CHECK (n >= 0),
  PRIMARY KEY (client_id, action)
);

INSERT INTO audit_event_counts (client_id, action, n)
SELECT client_id, action, count(*) FROM audit_events GROUP BY client_id, action;

CREATE TRIGGER audit_events_counted AFTER INSERT ON audit_events
BEGIN
  INSERT INTO audit_event_counts (client_id, action, n) VALUES (new.client_id, new.action, 1)
  ON CONFLICT (client_id, action) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER audit_events_uncounted AFTER DELETE ON audit_events
BEGIN
  UPDATE audit_event_counts SET n = n - 1 WHERE client_id = old.client_id AND action = old.action;
END;
