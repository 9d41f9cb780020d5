import { z } from 'zod';
import { sessionSummarySchema } from './session';

export { TWO_FACTOR_ERROR_CODES, TWO_FACTOR_REASON_MAX_LENGTH } from './two-factor-rules';

// The requests of these calls: two-factor-requests.ts (zod/mini), which the code forms share.

/** What an authenticator app needs: the otpauth:// URL (drawn as a QR code) and its secret. */
export const twoFactorEnrolmentSchema = z.object({ otpauthUrl: z.string(), secret: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

// --- Signing in (public routes; the e-mail and password wait in the Worker's pending-login cookie) ---

/** GET /api/two-factor/setup → the enrolment of a sign-in (or activation) that must set up two-factor. */
export const pendingTwoFactorSetupSchema = twoFactorEnrolmentSchema.extend({
  fromActivation: z.boolean(),
});
export type PendingTwoFactorSetup = z.infer<typeof pendingTwoFactorSetupSchema>;

/** POST /api/two-factor/setup: the first code ('temporary'), then a second ('complete') signs in. */
export const twoFactorSetupResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('verified') }),
  z.object({ outcome: z.literal('signed-in'), session: sessionSummarySchema }),
]);
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

// POST /api/two-factor/cancel → 204: forgets the pending login (the Close buttons).

// --- Signed in: the profile panels two-fa-qr, two-fa-code and two-fa-disable (spec 2.16) ---

/** GET /api/profile/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The client enforces two-factor for this person: disabling means setting it up at next sign-in. */
  enforced: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

// POST /api/profile/two-factor/enrolment → twoFactorEnrolmentSchema (a new secret, not yet active).

/** POST /api/profile/two-factor/verify → verified (temporary) or the new status (complete). */
export const profileTwoFactorVerifyResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('verified') }),
  z.object({ outcome: z.literal('enabled'), status: twoFactorStatusSchema }),
]);
export type ProfileTwoFactorVerifyResponse = z.infer<typeof profileTwoFactorVerifyResponseSchema>;

// POST /api/profile/two-factor/disable → twoFactorStatusSchema.
