-- The languages a client's portal speaks (issue "Worldwide"; docs/decisions/085-languages.md): the
-- one its people see unless they choose (NULL: each browser's own), and the list they may choose
-- from, comma-separated, en-GB (the source language) always among them. Follows 0001's conventions.

ALTER TABLE clients ADD COLUMN default_language TEXT
  CHECK (default_language IS NULL OR default_language IN ('en-GB', 'de', 'fr', 'ar', 'ja'));
ALTER TABLE clients ADD COLUMN languages TEXT NOT NULL DEFAULT 'en-GB'
  CHECK (length(languages) BETWEEN 2 AND 64 AND languages NOT GLOB '*[^A-Za-z,-]*');
