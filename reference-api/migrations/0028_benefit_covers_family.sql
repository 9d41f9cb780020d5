-- Whether a benefit covers the person's family (issue 44, item 1; docs/decisions/084). A new
-- selection of such a benefit covers the person and their active family members on file, by name;
-- any other covers the person alone. Follows 0001's conventions for a flag.

ALTER TABLE benefits ADD COLUMN covers_family INTEGER NOT NULL DEFAULT 0 CHECK (covers_family IN (0, 1));
