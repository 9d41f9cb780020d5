import type { Context } from 'hono';
import { Hono } from 'hono';
import { sessionResponseSchema } from '#contract/auth';
import {
  type PendingTwoFactorSetup,
  pendingTwoFactorSetupSchema,
  TWO_FACTOR_ERROR_CODES,
  type TwoFactorSetupResponse,
  twoFactorSetupResponseSchema,
} from '#contract/two-factor';
import { twoFactorLoginRequestSchema, twoFactorSetupRequestSchema } from '#contract/two-factor-requests';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import { validate } from '../http/validation';
import { clientIp, enforceRateLimit } from '../middleware/rate-limit';
import {
  clearPendingLogin,
  type PendingLogin,
  readPendingLogin,
  writePendingLogin,
} from '../session/pending-login';
import { startSession } from '../session/start-session';
import { portalClientOf } from '../theme/request-branding';
import { upstreamTokensSchema } from '../upstream/login-responses';
import { notThisPortalErrorIn } from '../upstream/portal-refusal';
import { codeRefusal, upstreamCodeValidSchema } from '../upstream/two-factor-responses';
import { LOGIN_TEXTS } from './auth';

export const TWO_FACTOR_TEXTS = {
  noPendingLogin: 'Your sign-in has expired. Please log in again.',
  setupOutOfOrder: 'Please enter the first code from your authenticator app before verifying.',
} as const;

const noPendingLogin = (c: Context<AppEnv>) =>
  c.json(apiError(TWO_FACTOR_TEXTS.noPendingLogin, TWO_FACTOR_ERROR_CODES.noPendingLogin), 401);

// The refusal keeps its typed 401: a plain Response would leave the routes' answers untyped for
// the SPA's client (hc<AppType>).
type PendingOrRefusal =
  | { pending: PendingLogin; refusal?: never }
  | { pending?: never; refusal: ReturnType<typeof noPendingLogin> };

/** The pending login of the given kind, or the 401 that sends the person back to the start. */
async function requirePending(c: Context<AppEnv>, kind: PendingLogin['kind']): Promise<PendingOrRefusal> {
  const pending = await readPendingLogin(c);
  if (pending?.kind === kind) return { pending };
  return { refusal: noPendingLogin(c) };
}

/** Five codes a minute per address, client and account; the sixth gets 429. */
function limitCodes(c: Context<AppEnv>, pending: PendingLogin) {
  return enforceRateLimit(c, c.env.TWO_FACTOR_RATE_LIMITER, [clientIp(c), pending.email.toLowerCase()]);
}

/**
 * The second step of signing in (spec sections 2.14 and 4, Two-factor login). Public routes: the
 * e-mail and password wait in the pending-login cookie, never in the browser's reach.
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  /** A code from the authenticator app of someone who has two-factor on. */
  .post(
    '/login',
    answers(sessionResponseSchema),
    validate('json', twoFactorLoginRequestSchema),
    async (c) => {
      const { pending, refusal } = await requirePending(c, 'validate');
      if (refusal) return refusal;
      const limited = await limitCodes(c, pending);
      if (limited) return limited;
      const { code } = c.req.valid('json');
      const response = await c.var.upstream.send('v2', '/login/mfa', {
        method: 'POST',
        body: JSON.stringify({
          code,
          email: pending.email,
          password: pending.password,
          deviceToken: pending.deviceToken,
          userAgent: browserUserAgent(c),
          portalClient: await portalClientOf(c),
        }),
      });
      if (!response.ok) {
        const notThisPortal = await notThisPortalErrorIn(response);
        if (notThisPortal) return c.json(notThisPortal, 403);
        const { status, body } = await codeRefusal(response, 401);
        return c.json(body, status);
      }
      const tokens = upstreamTokensSchema.safeParse(await response.json().catch(() => null));
      if (!tokens.success) return c.json(apiError(LOGIN_TEXTS.unable, 'upstream_invalid'), 502);
      const session = await startSession(c, tokens.data, LOGIN_TEXTS.unable);
      return c.json({ session });
    },
  )

  /** What the QR page draws for someone who must set two-factor up (at sign-in or activation). */
  .get('/setup', answers(pendingTwoFactorSetupSchema), async (c) => {
    const { pending, refusal } = await requirePending(c, 'setup');
    if (refusal) return refusal;
    return c.json<PendingTwoFactorSetup>({
      otpauthUrl: pending.otpauthUrl ?? '',
      secret: pending.secret ?? '',
      fromActivation: pending.fromActivation,
    });
  })

  /** The first code ('temporary') checks the new secret; a second ('complete') turns it on and signs in. */
  .post(
    '/setup',
    answers(twoFactorSetupResponseSchema),
    validate('json', twoFactorSetupRequestSchema),
    async (c) => {
      const { pending, refusal } = await requirePending(c, 'setup');
      if (refusal) return refusal;
      const { code, step } = c.req.valid('json');
      if (step === 'complete' && !pending.setupVerified) {
        return c.json(
          apiError(TWO_FACTOR_TEXTS.setupOutOfOrder, TWO_FACTOR_ERROR_CODES.setupOutOfOrder),
          409,
        );
      }
      const limited = await limitCodes(c, pending);
      if (limited) return limited;
      const response = await c.var.upstream.send('v2', '/login/mfa/setup', {
        method: 'POST',
        body: JSON.stringify({
          code,
          type: step,
          secret: pending.secret,
          deviceToken: pending.deviceToken,
          userAgent: browserUserAgent(c),
          ...(step === 'complete'
            ? { email: pending.email, password: pending.password, portalClient: await portalClientOf(c) }
            : {}),
        }),
      });
      if (!response.ok) {
        const notThisPortal = await notThisPortalErrorIn(response);
        if (notThisPortal) return c.json(notThisPortal, 403);
        const { status, body } = await codeRefusal(response, 401);
        return c.json(body, status);
      }
      const answer: unknown = await response.json().catch(() => null);
      if (step === 'temporary') {
        if (!upstreamCodeValidSchema.safeParse(answer).success) {
          return c.json(apiError(LOGIN_TEXTS.unable, 'upstream_invalid'), 502);
        }
        await writePendingLogin(c, { ...pending, setupVerified: true });
        return c.json<TwoFactorSetupResponse>({ outcome: 'verified' });
      }
      const tokens = upstreamTokensSchema.safeParse(answer);
      if (!tokens.success) return c.json(apiError(LOGIN_TEXTS.unable, 'upstream_invalid'), 502);
      const session = await startSession(c, tokens.data, LOGIN_TEXTS.unable);
      return c.json<TwoFactorSetupResponse>({ outcome: 'signed-in', session });
    },
  )

  /** The Close buttons: forget the pending login. */
  .post('/cancel', (c) => {
    clearPendingLogin(c, { always: true });
    return c.body(null, 204);
  });
