-- The contact page and its enquiries (spec sections 2.8, 3 "Contact enquiry", "Enquiry option", 7
-- "Contact, content, cards"; docs/decisions/020-content-pages-and-contact.md). Each client keeps the
-- side content of its contact page and the subjects a person may choose, in order; an enquiry is
-- stored as it was sent, with the account that sent it.
CREATE TABLE contact_pages (
  client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  content TEXT NOT NULL
);

CREATE TABLE enquiry_options (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 40),
  UNIQUE (client_id, position),
  UNIQUE (client_id, value)
);

CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  comments TEXT NOT NULL CHECK (length(comments) BETWEEN 1 AND 2000),
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  surname TEXT NOT NULL,
  company TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX enquiries_by_user ON enquiries (user_id, created_at);
