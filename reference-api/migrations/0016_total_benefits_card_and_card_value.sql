-- The home's total-benefits card and the voucher card's data (docs/decisions/041 and 042). Follows
-- 0001's conventions.

-- The overview a client's people open from the home's total-benefits card (spec 3: "the MTB overview
-- mode is a year or another mode"): 'year' is /app/my-total-benefits/, 'monthly' its enhanced twin.
ALTER TABLE clients ADD COLUMN total_benefits_mode TEXT NOT NULL DEFAULT 'year'
  CHECK (total_benefits_mode IN ('year', 'monthly'));

-- When the card-value (voucher) service next loads a voucher onto a person's card (spec 3, CCV data:
-- nextVoucherDate). No row: no voucher is scheduled.
CREATE TABLE card_value_schedules (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  next_voucher_date TEXT NOT NULL
    CHECK (next_voucher_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);

-- A person's orders with the card-value service (spec 3, CCV data: placedOrders, savedOrders): placed
-- (sent to the retailer, paid from the card) or saved (kept to place later, nothing paid yet).
CREATE TABLE card_value_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('placed', 'saved')),
  retailer TEXT NOT NULL CHECK (length(retailer) BETWEEN 1 AND 200),
  amount REAL NOT NULL CHECK (amount > 0),
  -- Placed: the day it was placed. Saved: the day it was saved.
  order_date TEXT NOT NULL CHECK (order_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);

-- A person's orders of one state, newest first, read from this index.
CREATE INDEX card_value_orders_by_person ON card_value_orders (user_id, state, order_date);
