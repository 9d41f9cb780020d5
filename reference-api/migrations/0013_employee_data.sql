-- The employee data list (docs/decisions/026-employee-data.md): a client's people paged 10 at a time,
-- searched by the start of a name or e-mail, filtered by registration, sorted by name, e-mail or
-- registration, with the client's head count and registered count on every page. Follows 0001's
-- conventions. Everything a page reads is an index range, so a page costs the same at 1,250 people
-- as at 50,000 (the bench's employee-list row checks it).

-- Name order (surname, first name, id) within a client, case-insensitively, as the list sorts and as
-- a surname search reads; with the registration state in front for the filtered list and the
-- registration sort.
CREATE INDEX users_client_surname_nocase
  ON users (client_id, surname COLLATE NOCASE, first_name COLLATE NOCASE, id);
CREATE INDEX users_client_activated_surname_nocase
  ON users (client_id, activated, surname COLLATE NOCASE, first_name COLLATE NOCASE, id);
-- A first-name (and "first name surname") search.
CREATE INDEX users_client_first_name_nocase
  ON users (client_id, first_name COLLATE NOCASE, surname COLLATE NOCASE, id);
-- E-mail order and an e-mail search (the column is NOCASE already).
CREATE INDEX users_client_email ON users (client_id, email, id);
CREATE INDEX users_client_activated_email ON users (client_id, activated, email, id);

-- Each client's head count and how many of them have registered, kept by the triggers below, so the
-- totals and the percentage registered are one row read rather than a count of every person.
CREATE TABLE client_headcounts (
  client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  employees INTEGER NOT NULL DEFAULT 0 CHECK (employees >= 0),
  registered INTEGER NOT NULL DEFAULT 0 CHECK (registered >= 0 AND registered <= employees)
);

CREATE TRIGGER users_headcount_insert AFTER INSERT ON users WHEN new.client_id IS NOT NULL
BEGIN
  INSERT INTO client_headcounts (client_id, employees, registered) VALUES (new.client_id, 1, new.activated)
  ON CONFLICT (client_id) DO UPDATE SET
    employees = employees + 1,
    registered = registered + excluded.registered;
END;

CREATE TRIGGER users_headcount_delete AFTER DELETE ON users WHEN old.client_id IS NOT NULL
BEGIN
  UPDATE client_headcounts
  SET employees = employees - 1, registered = registered - old.activated
  WHERE client_id = old.client_id;
END;

CREATE TRIGGER users_headcount_update AFTER UPDATE OF client_id, activated ON users
BEGIN
  UPDATE client_headcounts
  SET employees = employees - 1, registered = registered - old.activated
  WHERE old.client_id IS NOT NULL AND client_id = old.client_id;
  INSERT INTO client_headcounts (client_id, employees, registered)
  SELECT new.client_id, 1, new.activated WHERE new.client_id IS NOT NULL
  ON CONFLICT (client_id) DO UPDATE SET
    employees = employees + 1,
    registered = registered + excluded.registered;
END;

-- The people already there.
INSERT INTO client_headcounts (client_id, employees, registered)
SELECT client_id, count(*), sum(activated) FROM users WHERE client_id IS NOT NULL GROUP BY client_id;

-- The joined-between range (the list's `range`).
CREATE INDEX users_client_created ON users (client_id, created_at);
