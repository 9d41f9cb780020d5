import { Hono } from 'hono';
import { endSession } from '../auth/token-service.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

// Revokes the whole login session (the access token and its refresh family), not just this token:
// otherwise the refresh token could mint new access tokens after logout.
async function logout(db: D1Database, session: AuthedEnv['Variables']['session']) {
  await endSession(db, session, Date.now());
  return { logged_out: true } as const;
}

/** POST and DELETE /logout: the portal has been seen to use both (spec section 7). */
export const logoutRoutes = new Hono<AuthedEnv>()
  .post('/logout', requireBearer, async (c) => c.json(await logout(c.env.DB, c.var.session), 200))
  .delete('/logout', requireBearer, async (c) => c.json(await logout(c.env.DB, c.var.session), 200));
