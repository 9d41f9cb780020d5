-- Client administration (docs/decisions/024): the two-factor employee list reads a client's people
-- in name order and searches them by name or e-mail; the approvals read a scheme's selections
-- awaiting approval per benefit (selections_benefit_id of 0006 serves those) and record who decided
-- (selections.decided_by and decided_at, also 0006). Follows 0001's conventions.

-- The list's order (surname, first name, id) within a client, so a page is an index range scan.
CREATE INDEX users_client_name ON users (client_id, surname, first_name, id);

-- Every change of a client's two-factor enforcement: who switched it and when, for the audit trail
-- an employer setting for all employees deserves. Instants are ISO-8601 UTC text.
CREATE TABLE two_factor_enforcement_changes (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  enforced INTEGER NOT NULL CHECK (enforced IN (0, 1)),
  changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_at TEXT NOT NULL
);

CREATE INDEX two_factor_enforcement_changes_client_id ON two_factor_enforcement_changes (client_id, changed_at);
CREATE INDEX two_factor_enforcement_changes_changed_by ON two_factor_enforcement_changes (changed_by);
