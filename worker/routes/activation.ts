import { Hono } from 'hono';
import { z } from 'zod';
import { PASSWORD_TEXTS } from '#contract/password-policy';
import {
  type ActivationDetails,
  type ActivationLinkSent,
  activationCompleteResponseSchema,
  activationDetailsSchema,
  activationLinkSentSchema,
  RECOVERY_TEXTS,
  verifiedResponseSchema,
} from '#contract/recovery';
import { activationCompleteRequestSchema, activationDobRequestSchema } from '#contract/recovery-requests';
import { answers } from '../http/answers';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import {
  activationError,
  activationLinkExpiredError,
  activationLinkRequestError,
  dateOfBirthRefusal,
  dobMismatchError,
  invalidDateError,
  passwordRejectedError,
} from '../http/recovery-errors';
import { validate } from '../http/validation';
import { clientIp, enforceRateLimit } from '../middleware/rate-limit';
import { beginPendingLogin } from '../session/pending-login';
import { startSession } from '../session/start-session';
import { portalClientOf } from '../theme/request-branding';
import { upstreamTokensSchema } from '../upstream/login-responses';
import { notThisPortalError } from '../upstream/portal-refusal';
import { isSuccess, postRecovery, type UpstreamAnswer } from '../upstream/recovery-calls';
import {
  classifyRefusal,
  toActivationDetails,
  toDayFirstDate,
  toYearFirstDate,
  upstreamActivateTwoFactorSchema,
  upstreamActivationRenewedSchema,
  upstreamActivationSchema,
  upstreamRefusalSchema,
  upstreamVerifiedSchema,
} from '../upstream/recovery-responses';

/** The id of an activation link: it becomes an upstream path segment, so only URL-safe characters. */
const activationParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });
const UPSTREAM_FAILED = 'upstream_error';

/** An unknown or expired link keeps its status (404, 410); 200 { status: 'error' } counts as 404. */
function linkFailureStatus(answer: UpstreamAnswer | null): 404 | 410 | null {
  if (answer?.status === 404 || answer?.status === 410) return answer.status;
  return null;
}

export const activationRoutes = new Hono<AppEnv>()
  // One bucket per IP and client for every activation call, malformed ids included.
  .use(async (c, next) => {
    const limited = await enforceRateLimit(c, c.env.ACTIVATION_RATE_LIMITER, [clientIp(c)]);
    if (limited) return limited;
    await next();
  })

  /** Who is activating, and whether the two-factor variant of the steps applies. */
  .get('/:id', answers(activationDetailsSchema), validate('param', activationParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const answer = await postRecovery(c, `/activation/${id}`);
    if (isSuccess(answer)) {
      const parsed = upstreamActivationSchema.safeParse(answer.body);
      const details = parsed.success ? toActivationDetails(parsed.data) : null;
      if (details) return c.json<ActivationDetails>(details);
      if (parsed.success && parsed.data.status === 'error') return c.json(activationError(), 404);
    }
    const status = linkFailureStatus(answer);
    // An expired link says so, so the page can offer a new one; a spent or unknown one does not.
    if (status === 410 && upstreamActivationSchema.safeParse(answer?.body).data?.link_expired === true) {
      return c.json(activationLinkExpiredError(), 410);
    }
    return c.json(activationError(), status ?? 502);
  })

  /**
   * A new link for an expired one (spec 8 Activation; decision 048). The upstream e-mails it to the
   * account's own address, so the answer names nobody; the activation limit above applies.
   */
  .post(
    '/:id/new-link',
    answers(activationLinkSentSchema),
    validate('param', activationParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const answer = await postRecovery(c, `/activation/${id}/renew`);
      if (isSuccess(answer) && upstreamActivationRenewedSchema.safeParse(answer.body).success) {
        return c.json<ActivationLinkSent>({ sent: true });
      }
      const status = answer?.status;
      if (status === 404 || status === 409 || status === 410) {
        return c.json(activationLinkRequestError(), status);
      }
      return c.json(activationLinkRequestError(), 502);
    },
  )

  /** Step 1: the date of birth must match the account the link was sent for. */
  .post(
    '/:id/dob',
    answers(verifiedResponseSchema),
    validate('param', activationParamSchema),
    validate('json', activationDobRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { dateOfBirth } = c.req.valid('json');
      const answer = await postRecovery(c, '/activation/dob', {
        activation_id: id,
        date_of_birth: toDayFirstDate(dateOfBirth),
        portalClient: await portalClientOf(c),
      });
      if (isSuccess(answer) && upstreamVerifiedSchema.safeParse(answer.body).success) {
        return c.json({ verified: true as const });
      }
      // The link and date of birth were right, but this is not the person's client's portal.
      const notThisPortal = answer && notThisPortalError(answer.status, answer.body);
      if (notThisPortal) return c.json(notThisPortal, 403);
      const linkStatus = linkFailureStatus(answer);
      if (linkStatus) return c.json(activationError(), linkStatus);
      if (answer?.status === 422) {
        const refused = dateOfBirthRefusal(answer.body);
        return c.json(refused.body, refused.status);
      }
      return c.json(apiError(GENERIC_ERROR_MESSAGE, UPSTREAM_FAILED), 502);
    },
  )

  /** Step 2: the first password. The account is then active and the person signed in, as at login. */
  .post(
    '/:id/complete',
    answers(activationCompleteResponseSchema),
    validate('param', activationParamSchema),
    validate('json', activationCompleteRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { dateOfBirth, password, deviceToken } = c.req.valid('json');
      // Whose account this is, read before the link is spent: a two-factor set-up needs the
      // e-mail with the password again, and the e-mail is the link's, not the browser's word.
      const lookup = await postRecovery(c, `/activation/${id}`);
      const details = isSuccess(lookup) ? upstreamActivationSchema.safeParse(lookup.body) : null;
      const email = details?.success ? (details.data.email ?? null) : null;
      const answer = await postRecovery(c, '/user/activate', {
        activation_id: id,
        date_of_birth: toYearFirstDate(dateOfBirth),
        password,
        password_confirmation: password,
        deviceToken,
        userAgent: browserUserAgent(c),
        portalClient: await portalClientOf(c),
      });
      if (isSuccess(answer)) {
        const twoFactor = upstreamActivateTwoFactorSchema.safeParse(answer.body);
        if (twoFactor.success) {
          const { secret, url } = twoFactor.data;
          if (!email || !secret || !url) return c.json(activationError(), 502);
          await beginPendingLogin(c, {
            kind: 'setup',
            email,
            password,
            deviceToken,
            secret,
            otpauthUrl: url,
            fromActivation: true,
          });
          return c.json({ outcome: 'two-factor-setup' as const });
        }
        const tokens = upstreamTokensSchema.safeParse(answer.body);
        if (tokens.success) {
          const session = await startSession(c, tokens.data, RECOVERY_TEXTS.activationRequestFailed);
          return c.json({ outcome: 'signed-in' as const, session });
        }
      }
      const notThisPortal = answer && notThisPortalError(answer.status, answer.body);
      if (notThisPortal) return c.json(notThisPortal, 403);
      const linkStatus = linkFailureStatus(answer);
      if (linkStatus) return c.json(activationError(), linkStatus);
      if (answer?.status === 422) {
        const refusal = upstreamRefusalSchema.safeParse(answer.body);
        const kind = refusal.success ? classifyRefusal(refusal.data) : { kind: 'password' as const };
        if (kind.kind === 'dob-mismatch') return c.json(dobMismatchError(), 422);
        if (kind.kind === 'invalid-date') return c.json(invalidDateError(kind.message), 400);
        return c.json(passwordRejectedError(PASSWORD_TEXTS.unmet, kind.checks), 422);
      }
      return c.json(activationError(), 502);
    },
  );
