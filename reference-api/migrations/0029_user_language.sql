-- A person's own language (docs/decisions/085-languages.md): NULL until they choose one with the
-- portal's picker; the portal then renders their pages in it wherever they sign in, if their
-- client allows it. Follows 0001's conventions.

ALTER TABLE users ADD COLUMN language TEXT
  CHECK (language IS NULL OR language IN ('en-GB', 'de', 'fr', 'ar', 'ja'));
