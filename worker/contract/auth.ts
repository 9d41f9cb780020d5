import { z } from 'zod';
import { CAPTCHA_PROVIDERS } from './login-rules';
import { sessionSummarySchema } from './session';
import { termsRevisionSchema } from './terms-requests';

export { EMAIL_PATTERN, LOGIN_ERROR_CODES, TEST_CAPTCHA_TOKEN } from './login-rules';

// The requests of POST /api/auth/login-url and /api/auth/login: login-requests.ts (zod/mini).

/** POST /api/auth/login-url: which way this person signs in. */
export const loginUrlResponseSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('password') }),
  z.object({ next: z.literal('sso'), url: z.string().url() }),
]);
export type LoginUrlResponse = z.infer<typeof loginUrlResponseSchema>;

/** POST /api/auth/login. */
export const loginResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed-in'), session: sessionSummarySchema }),
  z.object({ outcome: z.literal('two-factor-setup'), fromActivation: z.boolean() }),
  z.object({ outcome: z.literal('two-factor-code') }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/redirect: where to go after signing in (spec section 2.1). */
export const redirectResponseSchema = z.object({ redirect: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** POST /api/auth/logout. An SSO user is sent to their identity provider's logout address. */
export const logoutResponseSchema = z.object({ redirectUrl: z.string().nullable() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** GET /api/session and PATCH /api/account/terms answer with the fresh summary. */
export const sessionResponseSchema = z.object({ session: sessionSummarySchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// PATCH /api/account/terms: terms-requests.ts (zod/mini), which the new-terms screen shares.

/**
 * GET /api/content/terms: the texts of the new-terms screen, the CMS's HTML as SafeHtml
 * (contract/safe-html), and which revision of the terms they are (null when the upstream does not say).
 */
export const termsContentSchema = z.object({
  terms: z.string(),
  policy: z.string(),
  termsRevision: z.nullable(termsRevisionSchema),
});
export type TermsContent = z.infer<typeof termsContentSchema>;

/** Which captcha the login page renders; the Worker verifies its token server-side. */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
