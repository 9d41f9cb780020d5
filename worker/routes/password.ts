import { Hono } from 'hono';
import {
  forgotPasswordResponseSchema,
  passwordCheckResponseSchema,
  RECOVERY_ERROR_CODES,
  RECOVERY_TEXTS,
  resetPasswordResponseSchema,
  resetTokenResponseSchema,
  verifiedResponseSchema,
} from '#contract/recovery';
import {
  forgotPasswordRequestSchema,
  passwordCheckRequestSchema,
  resetPasswordRequestSchema,
  resetTokenRequestSchema,
  verifyDobRequestSchema,
} from '#contract/recovery-requests';
import { createCaptchaVerifier } from '../captcha/captcha-verifier';
import { answers } from '../http/answers';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import {
  dateOfBirthRefusal,
  dobMismatchError,
  invalidDateError,
  passwordRejectedError,
  resetTokenError,
} from '../http/recovery-errors';
import { safeRedirect } from '../http/safe-redirect';
import { validate } from '../http/validation';
import { clientIp, enforceRateLimit } from '../middleware/rate-limit';
import { isSuccess, postRecovery } from '../upstream/recovery-calls';
import {
  classifyRefusal,
  firstFieldError,
  toDayFirstDate,
  toPasswordCheckResult,
  toYearFirstDate,
  upstreamForgotSchema,
  upstreamPasswordCheckSchema,
  upstreamRefusalSchema,
  upstreamResetSchema,
  upstreamTokenCheckSchema,
  upstreamVerifiedSchema,
} from '../upstream/recovery-responses';
import { LOGIN_TEXTS } from './auth';

/** Spec section 8, forgotten password: the first validation error from the response, else this. */
export const VALIDATION_FAILED_TEXT = 'Validation failed';
/** Where a reset sends the person when the upstream names no (same-site) destination. */
const AFTER_RESET = '/';
const UPSTREAM_FAILED = 'upstream_error';

export const passwordRoutes = new Hono<AppEnv>()
  /** Sends a reset link if the account exists; the answer never says whether it does. */
  .post(
    '/forgot',
    answers(forgotPasswordResponseSchema),
    validate('json', forgotPasswordRequestSchema),
    async (c) => {
      const { email, captchaToken } = c.req.valid('json');
      const limited =
        (await enforceRateLimit(c, c.env.FORGOT_PASSWORD_RATE_LIMITER, [clientIp(c)])) ??
        (await enforceRateLimit(c, c.env.FORGOT_PASSWORD_ACCOUNT_RATE_LIMITER, [email.toLowerCase()]));
      if (limited) return limited;

      if (!(await createCaptchaVerifier(c.env).verify(captchaToken, clientIp(c)))) {
        return c.json(apiError(LOGIN_TEXTS.captcha, RECOVERY_ERROR_CODES.captchaFailed), 400);
      }

      const answer = await postRecovery(c, '/forgot-password', {
        email,
        recaptcha: captchaToken,
        isRecaptchaEnabled: true,
      });
      if (answer?.status === 400 || answer?.status === 422) {
        const refused = upstreamForgotSchema.safeParse(answer.body);
        const errors = refused.success ? refused.data.errors : undefined;
        const message = firstFieldError(errors) ?? VALIDATION_FAILED_TEXT;
        const emailMessage = firstFieldError({ email: errors?.email ?? [] });
        return c.json(
          apiError(message, 'validation_failed', emailMessage ? { fields: { email: emailMessage } } : {}),
          400,
        );
      }
      const sent = isSuccess(answer) ? upstreamForgotSchema.safeParse(answer.body) : null;
      if (!sent?.success || sent.data.sent !== true) {
        return c.json(apiError(RECOVERY_TEXTS.resetLinkRequestFailed, UPSTREAM_FAILED), 502);
      }
      return c.json({ sent: true as const });
    },
  )

  /** Whether a reset link is still good, before the form is shown. */
  .post(
    '/reset/check',
    answers(resetTokenResponseSchema),
    validate('json', resetTokenRequestSchema),
    async (c) => {
      const { token } = c.req.valid('json');
      const limited = await enforceRateLimit(c, c.env.RESET_LINK_RATE_LIMITER, [clientIp(c)]);
      if (limited) return limited;

      const answer = await postRecovery(c, `/password-reset/check/${encodeURIComponent(token)}`);
      if (isSuccess(answer) && upstreamTokenCheckSchema.safeParse(answer.body).success) {
        return c.json({ valid: true as const });
      }
      const tokenError = answer && resetTokenError(answer.status);
      if (tokenError) return c.json(tokenError.body, tokenError.status);
      return c.json(apiError(RECOVERY_TEXTS.unableToValidate, UPSTREAM_FAILED), 502);
    },
  )

  /** Step 1 of the reset: the date of birth must match the account the link was sent for. */
  .post(
    '/reset/verify-dob',
    answers(verifiedResponseSchema),
    validate('json', verifyDobRequestSchema),
    async (c) => {
      const { token, dateOfBirth } = c.req.valid('json');
      const limited = await enforceRateLimit(c, c.env.RESET_LINK_RATE_LIMITER, [clientIp(c)]);
      if (limited) return limited;

      const answer = await postRecovery(c, '/password-reset/dob', {
        token,
        date_of_birth: toDayFirstDate(dateOfBirth),
      });
      if (isSuccess(answer) && upstreamVerifiedSchema.safeParse(answer.body).success) {
        return c.json({ verified: true as const });
      }
      const tokenError = answer && resetTokenError(answer.status);
      if (tokenError) return c.json(tokenError.body, tokenError.status);
      if (answer?.status === 422) {
        const refused = dateOfBirthRefusal(answer.body);
        return c.json(refused.body, refused.status);
      }
      return c.json(apiError(GENERIC_ERROR_MESSAGE, UPSTREAM_FAILED), 502);
    },
  )

  /**
   * The live checklist of the nine rules. The upstream judges personal details and history by the
   * reset token, the activation id or the signed-in person's Bearer.
   */
  .post(
    '/check',
    answers(passwordCheckResponseSchema),
    validate('json', passwordCheckRequestSchema),
    async (c) => {
      const { password, token, activationId } = c.req.valid('json');
      const limited = await enforceRateLimit(c, c.env.PASSWORD_CHECK_RATE_LIMITER, [clientIp(c)]);
      if (limited) return limited;

      const answer = await postRecovery(
        c,
        '/password/check',
        { password, token, activation_id: activationId },
        { asUser: c.var.session.data !== null },
      );
      if (answer && (answer.status === 422 || isSuccess(answer))) {
        const parsed = upstreamPasswordCheckSchema.safeParse(answer.body);
        if (parsed.success) return c.json(toPasswordCheckResult(parsed.data.data.checks));
      }
      const tokenError = answer && resetTokenError(answer.status);
      if (tokenError) return c.json(tokenError.body, tokenError.status);
      return c.json(apiError(GENERIC_ERROR_MESSAGE, UPSTREAM_FAILED), 502);
    },
  )

  /** Step 2: the new password, with the date of birth again so the upstream checks both at once. */
  .post(
    '/reset',
    answers(resetPasswordResponseSchema),
    validate('json', resetPasswordRequestSchema),
    async (c) => {
      const { token, dateOfBirth, password } = c.req.valid('json');
      const limited = await enforceRateLimit(c, c.env.PASSWORD_RESET_RATE_LIMITER, [clientIp(c)]);
      if (limited) return limited;

      const answer = await postRecovery(c, '/password-reset', {
        token,
        date_of_birth: toYearFirstDate(dateOfBirth),
        password,
        password_confirmation: password,
        // For the person's account activity, which shows the change (docs/decisions/063).
        user_agent: browserUserAgent(c),
      });
      const reset = isSuccess(answer) ? upstreamResetSchema.safeParse(answer.body) : null;
      if (reset?.success) {
        return c.json({ redirectUrl: safeRedirect(reset.data.redirectURL, AFTER_RESET) });
      }
      const tokenError = answer && resetTokenError(answer.status);
      if (tokenError) return c.json(tokenError.body, tokenError.status);
      if (answer?.status === 422) {
        const refusal = upstreamRefusalSchema.safeParse(answer.body);
        const kind = refusal.success ? classifyRefusal(refusal.data) : { kind: 'password' as const };
        if (kind.kind === 'dob-mismatch') return c.json(dobMismatchError(), 422);
        if (kind.kind === 'invalid-date') return c.json(invalidDateError(kind.message), 400);
        return c.json(passwordRejectedError(RECOVERY_TEXTS.resetFailed, kind.checks), 422);
      }
      return c.json(apiError(RECOVERY_TEXTS.resetFailed, UPSTREAM_FAILED), 502);
    },
  );
