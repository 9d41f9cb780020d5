-- Claims against a benefit, each with one receipt (docs/decisions/016-benefits-upstream.md). The
-- receipt's bytes live in object storage (the RECEIPTS bucket) under receipt_key; the row keeps what
-- the portal shows of it. Follows 0001's conventions: instants ISO-8601 UTC text, amounts pounds
-- (REAL), and rows cascade from their user and benefit so the seed's deletes leave no orphans.
CREATE TABLE claims (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  amount REAL NOT NULL CHECK (amount > 0),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 1000),
  -- The object's key in the RECEIPTS bucket; unique, so two claims never share one file.
  receipt_key TEXT NOT NULL UNIQUE,
  receipt_name TEXT NOT NULL CHECK (length(receipt_name) BETWEEN 1 AND 255),
  receipt_type TEXT NOT NULL CHECK (receipt_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  -- Bytes; 5 MB at most, the limit the upload route enforces.
  receipt_size INTEGER NOT NULL CHECK (receipt_size BETWEEN 1 AND 5242880),
  created_at TEXT NOT NULL
);

CREATE INDEX claims_user_benefit ON claims (user_id, benefit_id, created_at);
CREATE INDEX claims_benefit_id ON claims (benefit_id);
