import { Hono } from 'hono';
import { touchToken } from '../data/token-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

/** GET /ping on the v1 host: the idle prompt's "Stay logged in" keep-alive (spec section 4). */
export const pingRoutes = new Hono<AuthedEnv>().get('/ping', requireBearer, async (c) => {
  await touchToken(c.env.DB, c.var.session.tokenId, Date.now());
  return c.json({ status: 'ok' }, 200);
});
