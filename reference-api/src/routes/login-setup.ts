import { Hono } from 'hono';
import { findProfile } from '../data/profile-repository.ts';
import { type AuthedEnv, requireBearer, unauthenticated } from '../http/bearer-auth.ts';
import { toSetupBody } from '../presenters/profile-body.ts';

// Where the portal goes after signing in (spec section 2.1).
const AFTER_LOGIN_PATH = '/app/home/';

/** What the portal loads right after signing in. */
export const loginSetupRoutes = new Hono<AuthedEnv>()
  .get('/login/setup', requireBearer, async (c) => {
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    // Tokens cascade away with their user, so this only happens if the user vanished mid-request.
    if (!profile) {
      return unauthenticated();
    }
    return c.json(toSetupBody(profile), 200);
  })
  .get('/login/redirect', requireBearer, (c) => c.json({ redirect: AFTER_LOGIN_PATH }, 200));
