-- Reporting for the employer dashboard (docs/decisions/028-reporting-and-voucher-management.md): the
-- payroll, provider and life-event reports issued to a client, one a month (provider reports one a
-- month for each provider). A row records that a report was issued for a period; its file is
-- generated from the selections and life events of that period when it is downloaded, so the figures
-- always agree with the data they come from. Follows 0001's conventions.
CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('payroll', 'provider', 'lifeevent')),
  year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  month INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  -- The provider (benefits.provider_name) a provider report is for; only provider reports have one.
  provider_name TEXT CHECK (provider_name IS NULL OR length(provider_name) BETWEEN 1 AND 200),
  issued_at TEXT NOT NULL,
  CHECK ((type = 'provider') = (provider_name IS NOT NULL))
);

-- One report of a kind per client and period (and provider); the list reads a client's reports of
-- one type and year in month order from this index.
CREATE UNIQUE INDEX reports_one_per_period
  ON reports (client_id, type, year, month, coalesce(provider_name, ''));
