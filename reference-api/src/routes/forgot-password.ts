import { Hono } from 'hono';
import { z } from 'zod';
import { requestPasswordReset } from '../auth/password-reset.ts';
import type { AppEnv } from '../env.ts';
import { readJsonBody } from '../http/json-body.ts';
import { isValidEmail } from '../rules/email.ts';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const RESET_SENT_MESSAGE = 'If an account exists for this address, a reset link is on its way.';

// The captcha fields are accepted and not checked here: the portal's BFF verifies the captcha
// server-side before it forwards the request (spec section 7, Password reset).
const forgotPasswordSchema = z.object({
  email: z.string().trim().refine(isValidEmail),
  recaptcha: z.string().max(4096).nullish(),
  isRecaptchaEnabled: z.boolean().nullish(),
});

/** POST /forgot-password on the v2 host: the same answer whether or not the account exists. */
export const forgotPasswordRoutes = new Hono<AppEnv>().post('/forgot-password', async (c) => {
  const body = await readJsonBody(c, forgotPasswordSchema);
  if (!body) {
    return c.json({ errors: { email: [INVALID_EMAIL_MESSAGE] } }, 422);
  }
  await requestPasswordReset(c.env.DB, body.email, Date.now());
  return c.json({ sent: true, message: RESET_SENT_MESSAGE }, 200);
});
