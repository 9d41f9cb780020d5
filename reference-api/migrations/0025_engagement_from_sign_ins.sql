-- Employee engagement counted from what people do (docs/decisions/077): the dashboard's sign-ins are
-- the 'signed-in' account events the API records, and its registrations the accounts activated, so a
-- sign-in or an activation today moves today's figures. The daily roll-up table goes.

-- When the account was activated (an ISO 8601 instant, as created_at); NULL while it is not. The
-- accounts activated before this column existed are taken as registered when they were created.
ALTER TABLE users ADD COLUMN registered_at TEXT;
UPDATE users SET registered_at = created_at WHERE activated = 1;

-- Registrations per month of a client: read from this index alone.
CREATE INDEX users_client_registered_at ON users (client_id, registered_at) WHERE registered_at IS NOT NULL;

-- Sign-ins per week of a client: one range of this index per person of the client, without reading
-- the events' rows (the kind in the index makes it covering).
CREATE INDEX account_events_user_kind ON account_events (user_id, kind, created_at);

DROP TABLE engagement_days;
