-- A client's exceptions (spec section 3, Client: clientExceptions (code, status);
-- docs/decisions/083-client-exceptions.md): the ways a client's portal departs from the usual one,
-- one row per code, each 'active' or 'inactive'. Only an active row changes anything; a code the
-- reference API does not know is kept and changes nothing.
--
-- The data-load eligibility impact (an upload shows whose benefits would change before it is
-- applied) was the column clients.data_load_eligibility_impact_enabled (0001). It becomes the code
-- 'data-load-eligibility-impact', so one place says it: each client that had it on gets an active
-- row, and the column goes (its CHECK is its own, and no index, trigger or view names it, so
-- SQLite drops it in place). Follows 0001's conventions.

CREATE TABLE client_exceptions (
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  code TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 64 AND code NOT GLOB '*[^a-z0-9-]*'),
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  PRIMARY KEY (client_id, code)
);

INSERT INTO client_exceptions (client_id, code, status)
SELECT id, 'data-load-eligibility-impact', 'active' FROM clients
WHERE data_load_eligibility_impact_enabled = 1;

ALTER TABLE clients DROP COLUMN data_load_eligibility_impact_enabled;
