import { Hono } from 'hono';
import { findCardValueData } from '../data/card-value-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

/**
 * GET /ccv/manage on the v2 host (spec 7 names it beside ccv/balance; docs/decisions/042): the
 * signed-in person's card-value data, always their own: the next voucher date (YYYY-MM-DD, or null
 * when none is scheduled) and their placed and saved orders, newest first.
 */
export const cardValueRoutes = new Hono<AuthedEnv>().get('/ccv/manage', requireBearer, async (c) => {
  const data = await findCardValueData(c.env.DB, c.var.session.userId);
  const order = ({ id, retailer, amount, orderDate }: (typeof data.placedOrders)[number]) => ({
    order_id: id,
    retailer,
    amount,
    order_date: orderDate,
  });
  return c.json(
    {
      next_voucher_date: data.nextVoucherDate,
      placed_orders: data.placedOrders.map(order),
      saved_orders: data.savedOrders.map(order),
    },
    200,
  );
});
