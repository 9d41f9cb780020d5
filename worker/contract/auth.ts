import { z } from 'zod';
import { sessionSummarySchema } from './session';

/** Standard e-mail pattern whose top-level part has at least 2 letters (spec section 5, Login). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const emailSchema = z.string().trim().regex(EMAIL_PATTERN);

/** POST /api/auth/login-url: which way this person signs in. */
export const loginUrlRequestSchema = z.object({ email: emailSchema });
export const loginUrlResponseSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('password') }),
  z.object({ next: z.literal('sso'), url: z.string().url() }),
]);
export type LoginUrlResponse = z.infer<typeof loginUrlResponseSchema>;

/** POST /api/auth/login. The device token is the spec's hash, computed in the browser. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256),
  deviceToken: z.string().min(1).max(128),
  captchaToken: z.string().min(1).max(4096).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed-in'), session: sessionSummarySchema }),
  z.object({ outcome: z.literal('two-factor-setup'), fromActivation: z.boolean() }),
  z.object({ outcome: z.literal('two-factor-code') }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/redirect: where to go after signing in (spec section 2.1). */
export const redirectResponseSchema = z.object({ redirect: z.string() });

/** POST /api/auth/logout. An SSO user is sent to their identity provider's logout address. */
export const logoutResponseSchema = z.object({ redirectUrl: z.string().nullable() });

/** GET /api/session and PATCH /api/account/terms answer with the fresh summary. */
export const sessionResponseSchema = z.object({ session: sessionSummarySchema });

export const termsAcceptanceSchema = z.object({ termsAccepted: z.literal(true) });

/** GET /api/content/terms: the texts of the new-terms screen, HTML from the CMS. */
export const termsContentSchema = z.object({ terms: z.string(), policy: z.string() });

/** Which captcha the login page renders; the Worker verifies its token server-side. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['test', 'turnstile', 'recaptcha']),
  siteKey: z.string(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** Error codes the login screen tells apart (the message itself is shown as the alert). */
export const LOGIN_ERROR_CODES = {
  failed: 'login_failed',
  locked: 'account_locked',
  captchaRequired: 'captcha_required',
  captchaFailed: 'captcha_failed',
  rateLimited: 'rate_limited',
  loginUrlFailed: 'login_url_failed',
} as const;

/** The development captcha's only valid token (the "I'm not a robot" checkbox); never in production. */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-passed';
