-- Employee engagement for the employer dashboard (docs/decisions/025-dashboard-insights.md): each
-- client's sign-ins and new registrations per day, as the analytics store the upstream reads keeps
-- them (daily roll-ups, not one row per sign-in). The dashboard groups them into weeks and months.
-- Take-up is not stored: it is computed from the selections table.
CREATE TABLE engagement_days (
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  logins INTEGER NOT NULL CHECK (logins >= 0),
  registrations INTEGER NOT NULL CHECK (registrations >= 0),
  PRIMARY KEY (client_id, day)
);
