-- Employee benefits (docs/decisions/016-benefits-upstream.md): each client's catalogue, its versioned
-- terms, FAQs, related benefits and medical questions, the selections people make, their statements
-- and the voucher card's last payment. Follows 0001's conventions: dates are 'YYYY-MM-DD' text and
-- instants ISO-8601 UTC text; amounts are pounds (REAL); everything cascades from its client or user.

-- A cost as the upstream sends it: pounds, or a to-be-confirmed marker ('TBC', empty) the portal shows
-- as such. The columns holding one have NUMERIC affinity, so a number stays a number and 'TBC' stays
-- text.

-- One benefit of a client's catalogue, shown in position order.
CREATE TABLE benefits (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  summary TEXT NOT NULL,
  -- HTML from the CMS.
  description TEXT NOT NULL,
  -- An icon name the portal may or may not know (it falls back to a default icon).
  icon TEXT NOT NULL CHECK (length(icon) BETWEEN 1 AND 64 AND icon NOT GLOB '*[^a-z0-9-]*'),
  -- Benefits of one group share statements; 'ccv' is the voucher card group.
  group_code TEXT NOT NULL CHECK (length(group_code) BETWEEN 1 AND 64 AND group_code NOT GLOB '*[^a-z0-9-]*'),
  provider_name TEXT,
  -- The cost of a chosen value is calculated (value limits, free cover, rate per 1,000).
  beam_supported INTEGER NOT NULL DEFAULT 0 CHECK (beam_supported IN (0, 1)),
  -- A new selection waits for the employer's approval before it goes live.
  requires_approval INTEGER NOT NULL DEFAULT 0 CHECK (requires_approval IN (0, 1)),
  -- Offered to people still on probation.
  open_during_probation INTEGER NOT NULL DEFAULT 0 CHECK (open_during_probation IN (0, 1)),
  monthly_cost NUMERIC CHECK (
    monthly_cost IS NULL OR (typeof(monthly_cost) IN ('integer', 'real') AND monthly_cost >= 0)
    OR upper(monthly_cost) IN ('TBC', '')
  ),
  employer_monthly_cost NUMERIC CHECK (
    employer_monthly_cost IS NULL
    OR (typeof(employer_monthly_cost) IN ('integer', 'real') AND employer_monthly_cost >= 0)
    OR upper(employer_monthly_cost) IN ('TBC', '')
  ),
  -- JSON array of tax-flag names (benefit-fund, ni, p11d, salary-sac, tax-savings).
  tax_flags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tax_flags) AND json_type(tax_flags) = 'array'),
  -- What the chosen value is, such as 'Cover amount (£)'; null when the benefit takes no value.
  value_label TEXT,
  value_min REAL,
  -- Null: no maximum of its own (the portal's default of 999999.9 applies).
  value_max REAL,
  value_step REAL CHECK (value_step IS NULL OR value_step > 0),
  partner_value_label TEXT,
  partner_value_min REAL,
  partner_value_max REAL,
  partner_value_step REAL CHECK (partner_value_step IS NULL OR partner_value_step > 0),
  -- Cover up to this value costs the person nothing: the employer pays for it.
  free_cover_cap REAL CHECK (free_cover_cap IS NULL OR free_cover_cap >= 0),
  -- Pounds a month for each 1,000 of cover.
  cost_rate_per_thousand REAL CHECK (cost_rate_per_thousand IS NULL OR cost_rate_per_thousand >= 0),
  -- A value has a minimum and a step (and maybe a maximum), or the benefit takes no value at all.
  CHECK ((value_min IS NULL) = (value_step IS NULL) AND (value_min IS NOT NULL OR value_max IS NULL)),
  CHECK (value_max IS NULL OR value_max >= value_min),
  CHECK ((value_min IS NULL) = (value_label IS NULL)),
  CHECK ((partner_value_min IS NULL) = (partner_value_step IS NULL)
    AND (partner_value_min IS NOT NULL OR partner_value_max IS NULL)),
  CHECK (partner_value_max IS NULL OR partner_value_max >= partner_value_min),
  CHECK ((partner_value_min IS NULL) = (partner_value_label IS NULL)),
  -- A calculated cost needs a value to calculate it from and a rate to calculate it with.
  CHECK (beam_supported = 0 OR (value_min IS NOT NULL AND cost_rate_per_thousand IS NOT NULL)),
  UNIQUE (client_id, position)
);

-- A benefit's terms; the current terms are the highest version. A new version is a new row (and id),
-- so acceptances of an older version do not count for it.
CREATE TABLE benefit_terms (
  id INTEGER PRIMARY KEY,
  benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  -- HTML from the CMS.
  content TEXT NOT NULL,
  UNIQUE (benefit_id, version)
);

CREATE TABLE benefit_terms_acceptances (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  terms_id INTEGER NOT NULL REFERENCES benefit_terms (id) ON DELETE CASCADE,
  accepted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, terms_id)
);

CREATE INDEX benefit_terms_acceptances_terms_id ON benefit_terms_acceptances (terms_id);

CREATE TABLE benefit_faqs (
  id INTEGER PRIMARY KEY,
  benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  UNIQUE (benefit_id, position)
);

-- Benefits shown beside another, in position order (both of the same client; the seed keeps that).
CREATE TABLE related_benefits (
  benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  related_benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  PRIMARY KEY (benefit_id, related_benefit_id),
  UNIQUE (benefit_id, position),
  CHECK (benefit_id <> related_benefit_id)
);

CREATE INDEX related_benefits_related_benefit_id ON related_benefits (related_benefit_id);

-- Questions a person answers when choosing the benefit (medical cover, for instance).
CREATE TABLE benefit_medical_questions (
  id INTEGER PRIMARY KEY,
  benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  question TEXT NOT NULL,
  UNIQUE (benefit_id, position)
);

-- A person's choice of a benefit. Reapplying after opting out (or a rejection) inserts a new row, so
-- the newest row of a person and benefit is the current one and the older ones are its history.
CREATE TABLE selections (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  benefit_id INTEGER NOT NULL REFERENCES benefits (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('live', 'awaiting-approval', 'opted-out', 'rejected')),
  value REAL,
  partner_value REAL,
  monthly_cost NUMERIC CHECK (
    monthly_cost IS NULL OR (typeof(monthly_cost) IN ('integer', 'real') AND monthly_cost >= 0)
    OR upper(monthly_cost) IN ('TBC', '')
  ),
  employer_monthly_cost NUMERIC CHECK (
    employer_monthly_cost IS NULL
    OR (typeof(employer_monthly_cost) IN ('integer', 'real') AND employer_monthly_cost >= 0)
    OR upper(employer_monthly_cost) IN ('TBC', '')
  ),
  -- JSON array of the names of the people the selection covers.
  people_covered TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(people_covered) AND json_type(people_covered) = 'array'),
  plan_details TEXT,
  -- JSON object of medical question id to answer; null when none were asked.
  answers TEXT CHECK (answers IS NULL OR (json_valid(answers) AND json_type(answers) = 'object')),
  start_date TEXT CHECK (start_date IS NULL OR start_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  end_date TEXT CHECK (end_date IS NULL OR end_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  created_at TEXT NOT NULL,
  -- Who approved or rejected it, and when. An approver's account going away keeps the decision.
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at TEXT,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);

CREATE INDEX selections_user_id ON selections (user_id, benefit_id, created_at);
CREATE INDEX selections_benefit_id ON selections (benefit_id, status);
CREATE INDEX selections_decided_by ON selections (decided_by);
-- At most one live or awaiting selection of a benefit per person: a second one is changed by PATCH,
-- never added, even by two requests racing each other.
CREATE UNIQUE INDEX selections_one_active ON selections (user_id, benefit_id)
  WHERE status IN ('live', 'awaiting-approval');

-- A person's monthly statement lines for a benefit group.
CREATE TABLE benefit_contributions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_code TEXT NOT NULL,
  year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  month INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  employee_contribution REAL NOT NULL,
  employer_contribution REAL NOT NULL,
  UNIQUE (user_id, group_code, year, month)
);

-- When the voucher card was last paid into (ccv/balance); null when it never was.
ALTER TABLE users ADD COLUMN voucher_last_payment_date TEXT
  CHECK (voucher_last_payment_date IS NULL
    OR voucher_last_payment_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');
