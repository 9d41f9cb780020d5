-- When a refresh token was spent by rotation (as opposed to revoked by logout or reuse detection),
-- so that two near-simultaneous refreshes from the same session are not mistaken for theft.
ALTER TABLE tokens ADD COLUMN rotated_at INTEGER;
