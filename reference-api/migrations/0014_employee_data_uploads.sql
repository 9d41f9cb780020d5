-- Employee data uploads (docs/decisions/027-employee-data-uploads.md): each CSV file an administrator
-- uploads for their client, kept in object storage (the RECEIPTS bucket, under employee-data/), and
-- what checking it found. A file with errors stays 'invalid'; a clean one is 'ready' until it is
-- applied, in one transaction, by its confirmation. The client's flag
-- clients.data_load_eligibility_impact_enabled (0001) says whether the eligibility difference is shown
-- first. Follows 0001's conventions.
CREATE TABLE employee_data_uploads (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at TEXT NOT NULL,
  -- The object's key in the bucket; the file is never overwritten.
  file_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_size INTEGER NOT NULL CHECK (file_size >= 0),
  status TEXT NOT NULL CHECK (status IN ('invalid', 'ready', 'applied')),
  row_count INTEGER NOT NULL CHECK (row_count >= 0),
  error_count INTEGER NOT NULL CHECK (error_count >= 0),
  -- JSON array of {row, column, message}: the first 500 problems.
  errors TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(errors) AND json_type(errors) = 'array'),
  changed_employees INTEGER NOT NULL CHECK (changed_employees >= 0),
  employee_count INTEGER NOT NULL CHECK (employee_count >= 0),
  eligibility_changes INTEGER NOT NULL CHECK (eligibility_changes >= 0),
  -- SHA-256 of the changes found when checked: applying refuses a file that would now do otherwise.
  changes_digest TEXT,
  applied_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  applied_at TEXT,
  CHECK ((status = 'invalid') = (error_count > 0)),
  CHECK ((status = 'applied') = (applied_at IS NOT NULL))
);

-- The date of the last upload: a client's applied uploads, newest first.
CREATE INDEX employee_data_uploads_client_applied ON employee_data_uploads (client_id, status, applied_at);
CREATE INDEX employee_data_uploads_uploaded_by ON employee_data_uploads (uploaded_by);
CREATE INDEX employee_data_uploads_applied_by ON employee_data_uploads (applied_by);
