-- Benefit icons given by URL (spec section 3, Icons: remote SVG icons are fetched by URL as text;
-- docs/decisions/043). A benefit may name an SVG file instead of relying on the portal's own icon
-- for its name. Follows 0001's conventions.

-- Null: the portal shows its own icon for `icon`. Otherwise an https address, or a path this API
-- serves itself (/v1/benefit-icons/…), which it answers as an absolute address on its own origin.
ALTER TABLE benefits ADD COLUMN icon_url TEXT CHECK (
  icon_url IS NULL
  OR (length(icon_url) BETWEEN 1 AND 500 AND (icon_url GLOB 'https://*' OR icon_url GLOB '/v1/benefit-icons/*'))
);
