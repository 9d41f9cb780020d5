import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { confirmEnrolment, startEnrolment, switchOff } from '../auth/two-factor-profile.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { twoFactorRefusal } from '../http/two-factor-refusal.ts';
import { isTotpCode } from '../rules/totp.ts';
import { TWO_FACTOR_REASON_MAX_LENGTH } from '../rules/two-factor-errors.ts';

const validateSchema = z.object({
  code: z.string().trim().refine(isTotpCode),
  type: z.enum(['temporary', 'complete']),
});
const disableSchema = z.object({ reason: z.unknown().optional() });

const NOT_YOURS = 'You can only change your own two factor authentication';

// The path names the user; it must be the signed-in one (or the one masqueraded as).
const ownUserOnly = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.req.param('id') !== String(c.var.session.userId)) {
    return c.json(legacyError(NOT_YOURS), 403);
  }
  await next();
});

/**
 * The profile's two-factor panels (spec 2.16: two-fa-qr, two-fa-code, two-fa-disable), on the v2
 * host.
 */
export const twoFactorProfileRoutes = new Hono<AuthedEnv>()
  .post('/user/:id/mfa', requireBearer, ownUserOnly, async (c) => {
    const result = await startEnrolment(c.env.DB, c.var.session.userId);
    return result.ok ? c.json(result.value, 200) : twoFactorRefusal(result.code);
  })
  .post('/user/:id/mfa/validate', requireBearer, ownUserOnly, async (c) => {
    const body = await readJsonBody(c, validateSchema);
    if (!body) {
      return twoFactorRefusal('invalid_request');
    }
    const result = await confirmEnrolment(c.env.DB, changeBy(c.var.session), body.code, body.type);
    if (!result.ok) {
      return twoFactorRefusal(result.code);
    }
    return result.value === 'verified' ? c.json({ valid: true }, 200) : c.json({ mfa_enabled: true }, 200);
  })
  .delete('/user/:id/mfa', requireBearer, ownUserOnly, async (c) => {
    const body = await readJsonBody(c, disableSchema);
    const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
    if (reason === '') {
      return twoFactorRefusal('reason_required');
    }
    if (reason.length > TWO_FACTOR_REASON_MAX_LENGTH) {
      return twoFactorRefusal('reason_too_long');
    }
    await switchOff(c.env.DB, changeBy(c.var.session), reason);
    return c.json({ mfa_enabled: false }, 200);
  });

// A change made in a masquerade session is logged in the actor's name as well.
function changeBy(session: AuthedEnv['Variables']['session']) {
  return { userId: session.userId, actorUserId: session.masquerade?.actorUserId ?? null, nowMs: Date.now() };
}
