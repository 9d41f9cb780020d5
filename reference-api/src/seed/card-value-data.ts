// The demo accounts' card-value (voucher) data (docs/decisions/042, docs/demo-data.md). Liam, the
// voucher-only leaver, has his final voucher scheduled, two placed orders and a saved one; every
// other account has none, so Emma sees each empty state on the Acme Rewards Card's page.
import type { Insertable } from '../data/schema.ts';

const LIAM = 1003;

export const demoCardValueSchedules: readonly Insertable<'card_value_schedules'>[] = [
  // His final voucher, from his last pay, loaded after he left.
  { user_id: LIAM, next_voucher_date: '2026-12-04' },
];

export const demoCardValueOrders: readonly Insertable<'card_value_orders'>[] = [
  {
    id: 8001,
    user_id: LIAM,
    state: 'placed',
    retailer: 'Marks & Spencer',
    amount: 40,
    order_date: '2026-11-02',
  },
  {
    id: 8002,
    user_id: LIAM,
    state: 'placed',
    retailer: 'John Lewis & Partners',
    amount: 25,
    order_date: '2026-09-14',
  },
  { id: 8003, user_id: LIAM, state: 'saved', retailer: 'Argos', amount: 30, order_date: '2026-11-19' },
];
