-- Sign-out paths of single-sign-on clients (docs/decisions/047-sign-out-paths.md): a client whose
-- people come from OneHub sends them back to OneHub's logout address when they sign out of the
-- portal or their session ends. Follows 0001's conventions.
ALTER TABLE clients ADD COLUMN onehub_integration_active INTEGER NOT NULL DEFAULT 0
  CHECK (onehub_integration_active IN (0, 1));
ALTER TABLE clients ADD COLUMN onehub_logout_url TEXT
  CHECK (onehub_logout_url IS NULL OR length(onehub_logout_url) BETWEEN 1 AND 2000);
