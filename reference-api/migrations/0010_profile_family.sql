-- The profile's contact details, family members and life events (spec sections 2.2, 3, 4, 7;
-- docs/decisions/021-profile-family-life-events.md).

-- Contact details the person keeps up to date on the profile page; null until first given.
ALTER TABLE users ADD COLUMN phone TEXT;
ALTER TABLE users ADD COLUMN address_line_1 TEXT;
ALTER TABLE users ADD COLUMN address_line_2 TEXT;
ALTER TABLE users ADD COLUMN town TEXT;
ALTER TABLE users ADD COLUMN postcode TEXT;

-- A person's partner and dependants. Removing one deactivates it: selections and reports made while
-- they were covered still name them, so the row stays.
CREATE TABLE family_members (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 10),
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 50),
  surname TEXT NOT NULL CHECK (length(surname) BETWEEN 1 AND 50),
  date_of_birth TEXT CHECK (date_of_birth GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  -- 1 female, 2 male (spec section 3).
  gender_id INTEGER NOT NULL CHECK (gender_id IN (1, 2)),
  -- 1 partner, 2 dependant (spec section 3: 1 partner, otherwise dependant).
  famtype_id INTEGER NOT NULL CHECK (famtype_id IN (1, 2)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- When full-time education ends; null when they are not in full-time education.
  ft_edu_ends TEXT CHECK (ft_edu_ends GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  registered_disabled INTEGER NOT NULL DEFAULT 0 CHECK (registered_disabled IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX family_members_user_id ON family_members (user_id);

-- The life events each client lets its employees report, in the order it lists them.
CREATE TABLE life_event_types (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  UNIQUE (client_id, position)
);

-- The events a person has reported. Each one reopens their choices for the scheme year, so the
-- portal reloads benefits and selections after adding one (spec section 4, Lists).
CREATE TABLE life_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  life_event_type_id INTEGER NOT NULL REFERENCES life_event_types (id) ON DELETE CASCADE,
  event_date TEXT NOT NULL CHECK (event_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  created_at TEXT NOT NULL
);

CREATE INDEX life_events_user_id ON life_events (user_id);
