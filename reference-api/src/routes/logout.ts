import { Hono } from 'hono';
import { endSession } from '../auth/token-service.ts';
import { endActAsSession } from '../data/act-as-session-repository.ts';
import { recordMasqueradeAction, SESSION_ENDED } from '../data/masquerade-audit-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

type Session = AuthedEnv['Variables']['session'];

// Revokes the whole login session (the access token and its refresh family), not just this token:
// otherwise the refresh token could mint new access tokens after logout.
async function logout(db: D1Database, session: Session) {
  const nowMs = Date.now();
  await endSession(db, session, nowMs);
  if (session.masquerade) {
    await recordMasqueradeAction(db, {
      familyId: session.familyId,
      targetUserId: session.userId,
      masquerade: session.masquerade,
      action: SESSION_ENDED,
      nowMs,
    });
    await endActAsSession(db, session.familyId, nowMs);
  }
  return { logged_out: true } as const;
}

/**
 * POST and DELETE /logout: the portal has been seen to use both (spec section 7). Neither is a
 * change of an act-as session (rules/masquerade.ts NOT_A_CHANGE_CALLS): the end is its own line.
 */
export const logoutRoutes = new Hono<AuthedEnv>()
  .post('/logout', requireBearer, async (c) => c.json(await logout(c.env.DB, c.var.session), 200))
  .delete('/logout', requireBearer, async (c) => c.json(await logout(c.env.DB, c.var.session), 200));
