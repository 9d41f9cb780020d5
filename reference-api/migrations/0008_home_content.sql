-- The home page's cards and banner (spec section 7: /user/home-page-cards, /user/home-page-banner;
-- docs/decisions/019-home-cards-and-banner.md). Each client keeps its own, in their order. A card
-- may promote one benefit: it is then shown only to people that benefit is open to.
CREATE TABLE home_page_cards (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 240),
  icon TEXT NOT NULL,
  link_url TEXT NOT NULL,
  link_label TEXT NOT NULL CHECK (length(link_label) BETWEEN 1 AND 40),
  benefit_id INTEGER REFERENCES benefits (id) ON DELETE CASCADE,
  UNIQUE (client_id, position)
);

CREATE TABLE home_page_banners (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 240),
  link_url TEXT NOT NULL,
  link_label TEXT NOT NULL CHECK (length(link_label) BETWEEN 1 AND 40),
  UNIQUE (client_id, position)
);
