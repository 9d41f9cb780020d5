-- The employer's audit trail (issue 32, docs/decisions/057): a person filter finds the events a
-- person did (audit_events_client_actor, 0020) or that were about them. This index is the second
-- half, so "by or about this person" reads two index ranges instead of the client's whole trail.
CREATE INDEX audit_events_client_subject ON audit_events (client_id, subject_user_id, created_at, id);
