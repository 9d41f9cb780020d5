// The login's requests in zod/mini (docs/decisions/067): the login page validates its form with
// these schemas and the Worker validates the calls with the same ones, so each rule and its message
// is written once. zod/mini keeps them light enough for the login page's budget.
import * as z from 'zod/mini';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from './login-rules';

/** An e-mail address, trimmed, of the standard pattern (spec section 5). */
export const emailSchema = z.string().check(z.trim(), z.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE));

/** The login's e-mail: as emailSchema, and an empty one is asked for by its own message. */
const loginEmailSchema = z
  .string()
  .check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE), z.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE));

/** The captcha provider's token; the Worker verifies it server-side. */
export const captchaTokenSchema = z
  .string()
  .check(z.minLength(1, CAPTCHA_REQUIRED_MESSAGE), z.maxLength(4096));

/** The spec's hash of the browser (section 4), computed in the browser. */
export const deviceTokenSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** POST /api/auth/login-url: which way this person signs in. */
export const loginUrlRequestSchema = z.object({ email: loginEmailSchema });

/** POST /api/auth/login. The captcha token is sent once the server has asked for one. */
export const loginRequestSchema = z.object({
  email: loginEmailSchema,
  password: z.string().check(z.minLength(1, PASSWORD_REQUIRED_MESSAGE), z.maxLength(256)),
  deviceToken: deviceTokenSchema,
  captchaToken: z.optional(captchaTokenSchema),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
