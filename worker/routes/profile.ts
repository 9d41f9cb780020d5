import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type ProfileTwoFactorVerifyResponse,
  profileTwoFactorVerifyResponseSchema,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '#contract/two-factor';
import {
  profileTwoFactorVerifyRequestSchema,
  twoFactorDisableRequestSchema,
} from '#contract/two-factor-requests';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { enforceRateLimit } from '../middleware/rate-limit';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import {
  codeRefusal,
  isCodeRefusal,
  upstreamCodeValidSchema,
  upstreamEnrolmentSchema,
  upstreamMfaEnabledSchema,
  upstreamTwoFactorStatusSchema,
} from '../upstream/two-factor-responses';
import { readUpstream } from '../upstream/upstream-json';

/** Whether two-factor is on for the signed-in person, and whether their client enforces it. */
async function twoFactorStatus(c: Context<AppEnv>): Promise<TwoFactorStatus> {
  const user = await readUpstream(await callAsUser(c, 'v2', '/user'), upstreamTwoFactorStatusSchema);
  return { enabled: user.mfa_enabled, enforced: user.mfa_enforced };
}

/** The status after a change: the answer's own, completed from GET /user when it lacks `enforced`. */
async function statusAfter(
  c: Context<AppEnv>,
  answer: { mfa_enabled: boolean; mfa_enforced?: boolean | undefined },
): Promise<TwoFactorStatus> {
  if (answer.mfa_enforced !== undefined) {
    return { enabled: answer.mfa_enabled, enforced: answer.mfa_enforced };
  }
  return { ...(await twoFactorStatus(c)), enabled: answer.mfa_enabled };
}

/** A panel's call: a refused code or request (a list of lines) is answered 422 with its lines. */
function panelCall(c: Context<AppEnv>, path: `/${string}`, init: RequestInit) {
  return callAsUser(c, 'v2', path, init, { isRefusal: isCodeRefusal });
}

async function isPanelRefusal(response: Response): Promise<boolean> {
  if (response.status < 400 || response.status >= 500) return false;
  return isCodeRefusal(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
}

/**
 * The signed-in person's own settings: the two-factor panels two-fa-qr, two-fa-code and
 * two-fa-disable (spec 2.16). The upstream user id always comes from the session, never the request.
 */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/two-factor', answers(twoFactorStatusSchema), async (c) =>
    c.json<TwoFactorStatus>(await twoFactorStatus(c)),
  )

  /** A new secret for the authenticator app; not active until a 'complete' code is accepted. */
  .post('/two-factor/enrolment', answers(twoFactorEnrolmentSchema), async (c) => {
    const { userId } = c.var.session.require();
    const response = await panelCall(c, `/user/${userId}/mfa`, { method: 'POST' });
    if (await isPanelRefusal(response)) {
      const { status, body } = await codeRefusal(response, 422);
      return c.json(body, status);
    }
    const enrolment = await readUpstream(response, upstreamEnrolmentSchema);
    return c.json<TwoFactorEnrolment>({ otpauthUrl: enrolment.url, secret: enrolment.secret });
  })

  .post(
    '/two-factor/verify',
    answers(profileTwoFactorVerifyResponseSchema),
    validate('json', profileTwoFactorVerifyRequestSchema),
    async (c) => {
      const { userId, sid } = c.var.session.require();
      const limited = await enforceRateLimit(c, c.env.TWO_FACTOR_RATE_LIMITER, ['session', sid]);
      if (limited) return limited;
      const { code, step } = c.req.valid('json');
      const response = await panelCall(c, `/user/${userId}/mfa/validate`, {
        method: 'POST',
        body: JSON.stringify({ code, type: step }),
      });
      if (await isPanelRefusal(response)) {
        const { status, body } = await codeRefusal(response, 422);
        return c.json(body, status);
      }
      if (step === 'temporary') {
        await readUpstream(response, upstreamCodeValidSchema);
        return c.json<ProfileTwoFactorVerifyResponse>({ outcome: 'verified' });
      }
      const answer = await readUpstream(response, upstreamMfaEnabledSchema);
      return c.json<ProfileTwoFactorVerifyResponse>({
        outcome: 'enabled',
        status: await statusAfter(c, answer),
      });
    },
  )

  /** Switching two-factor off needs a reason (spec section 5). */
  .post(
    '/two-factor/disable',
    answers(twoFactorStatusSchema),
    validate('json', twoFactorDisableRequestSchema),
    async (c) => {
      const { userId } = c.var.session.require();
      const { reason } = c.req.valid('json');
      const response = await panelCall(c, `/user/${userId}/mfa`, {
        method: 'DELETE',
        body: JSON.stringify({ reason }),
      });
      if (await isPanelRefusal(response)) {
        const { status, body } = await codeRefusal(response, 422);
        return c.json(body, status);
      }
      const answer = await readUpstream(response, upstreamMfaEnabledSchema);
      return c.json<TwoFactorStatus>(await statusAfter(c, answer));
    },
  );
