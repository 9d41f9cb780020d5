// The requests of getting back in (forgotten password, reset, activation) in zod/mini
// (docs/decisions/067): the public pages validate their forms with these schemas and the Worker
// validates the calls with the same ones, so each rule and its message is written once.
import * as z from 'zod/mini';
import { captchaTokenSchema, deviceTokenSchema, emailSchema } from './login-requests';
import { newPasswordSchema } from './password-requests';
import { DATE_OF_BIRTH_INVALID_MESSAGE, ISO_DATE_PATTERN } from './recovery-rules';

/** Dates travel between the SPA and the Worker as ISO YYYY-MM-DD; the Worker converts for the upstream. */
export const isoDateSchema = z.string().check(z.regex(ISO_DATE_PATTERN, DATE_OF_BIRTH_INVALID_MESSAGE));

const tokenSchema = z.string().check(z.minLength(8), z.maxLength(512));

/** POST /api/password/forgot → 200 { sent: true }, the same whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  captchaToken: captchaTokenSchema,
});

/** POST /api/password/reset/check → 200 { valid: true } or an error with a RECOVERY_ERROR_CODES code. */
export const resetTokenRequestSchema = z.object({ token: tokenSchema });

/** POST /api/password/reset/verify-dob → 200 { verified: true } or dob_mismatch. */
export const verifyDobRequestSchema = z.object({ token: tokenSchema, dateOfBirth: isoDateSchema });

/**
 * POST /api/password/check → the live checklist. Who the password is for (personal details, history)
 * comes from the reset token, the activation id, or the signed-in session, in that order.
 */
export const passwordCheckRequestSchema = z.object({
  password: z.string().check(z.maxLength(256)),
  token: z.optional(tokenSchema),
  activationId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

/** POST /api/password/reset → 200 { redirectUrl } (default '/'); password_rejected carries checks. */
export const resetPasswordRequestSchema = z.object({
  token: tokenSchema,
  dateOfBirth: isoDateSchema,
  password: newPasswordSchema,
});

/** POST /api/activation/:id/dob → { verified: true } or dob_mismatch. */
export const activationDobRequestSchema = z.object({ dateOfBirth: isoDateSchema });

/** POST /api/activation/:id/complete → signed in (cookie set), or on to two-factor set-up. */
export const activationCompleteRequestSchema = z.object({
  dateOfBirth: isoDateSchema,
  password: newPasswordSchema,
  deviceToken: deviceTokenSchema,
});
