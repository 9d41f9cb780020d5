import { z } from 'zod';
import { passwordCheckSchema } from './password-policy';
import { sessionSummarySchema } from './session';

// The requests of these calls: recovery-requests.ts (zod/mini), which the public pages' forms share.

/** POST /api/password/forgot → 200 { sent: true }, the same whether or not the account exists. */
export const forgotPasswordResponseSchema = z.object({ sent: z.literal(true) });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /api/password/reset/check → 200 { valid: true } or an error with a RECOVERY_ERROR_CODES code. */
export const resetTokenResponseSchema = z.object({ valid: z.literal(true) });
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

/** POST /api/password/reset/verify-dob and /api/activation/:id/dob → 200 { verified: true } or dob_mismatch. */
export const verifiedResponseSchema = z.object({ verified: z.literal(true) });
export type VerifiedResponse = z.infer<typeof verifiedResponseSchema>;

/** POST /api/password/check → the live checklist. */
export const passwordCheckResponseSchema = z.object({
  checks: z.array(passwordCheckSchema),
  valid: z.boolean(),
});
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>;

/** POST /api/password/reset → 200 { redirectUrl } (default '/'); password_rejected carries checks. */
export const resetPasswordResponseSchema = z.object({ redirectUrl: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** GET /api/activation/:id → who is activating, and whether the 4-step two-factor variant applies. */
export const activationDetailsSchema = z.object({
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  twoFactor: z.boolean(),
});
export type ActivationDetails = z.infer<typeof activationDetailsSchema>;

/**
 * POST /api/activation/:id/new-link → { sent: true }: a new link for an expired one, e-mailed to the
 * account's own address (decision 048); or activation_link_failed.
 */
export const activationLinkSentSchema = z.object({ sent: z.literal(true) });
export type ActivationLinkSent = z.infer<typeof activationLinkSentSchema>;

/** POST /api/activation/:id/complete → signed in (cookie set), or on to two-factor set-up. */
export const activationCompleteResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed-in'), session: sessionSummarySchema }),
  z.object({ outcome: z.literal('two-factor-setup') }),
]);
export type ActivationCompleteResponse = z.infer<typeof activationCompleteResponseSchema>;

/** GET /api/content/carousel → the welcome carousel shown after activation and on a first login. */
export const carouselSchema = z.object({
  slides: z.array(z.object({ title: z.string(), body: z.string(), imageUrl: z.string().nullable() })),
});
export type Carousel = z.infer<typeof carouselSchema>;

export { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from './recovery-rules';
