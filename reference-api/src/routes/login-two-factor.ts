import { Hono } from 'hono';
import { z } from 'zod';
import {
  completeSetupAndSignIn,
  signInWithCode,
  type TwoFactorLoginOutcome,
} from '../auth/two-factor-login.ts';
import type { AppEnv } from '../env.ts';
import { readJsonBody } from '../http/json-body.ts';
import { deviceOf, userAgentField } from '../http/sign-in-device.ts';
import { twoFactorRefusal } from '../http/two-factor-refusal.ts';
import { isValidEmail } from '../rules/email.ts';
import { notThisPortalRefusal, portalClientField } from '../rules/portal-client.ts';
import { isTotpCode, isTotpSecret, verifyTotp } from '../rules/totp.ts';

// Bounds as /login has them (routes/login.ts).
const emailField = z.string().trim().refine(isValidEmail);
const passwordField = z.string().min(1).max(256);
const deviceTokenField = z.string().min(1).max(128);
const codeField = z.string().trim().refine(isTotpCode);
const recaptchaField = z
  .string()
  .max(4096)
  .nullish()
  .transform((value) => (value ? value : null));

const mfaLoginSchema = z.object({
  code: codeField,
  email: emailField,
  password: passwordField,
  deviceToken: deviceTokenField,
  userAgent: userAgentField,
  recaptcha: recaptchaField,
  portalClient: portalClientField,
});

const mfaSetupSchema = z.object({
  code: codeField,
  type: z.enum(['temporary', 'complete']),
  secret: z.string().refine(isTotpSecret),
  deviceToken: deviceTokenField,
  userAgent: userAgentField,
  email: emailField.optional(),
  password: passwordField.optional(),
  recaptcha: recaptchaField,
  // Required with 'complete', which signs in.
  portalClient: portalClientField.optional(),
});

/** The two-factor steps of signing in, on the v2 host (spec section 7, Two-factor; decisions/010). */
export const loginTwoFactorRoutes = new Hono<AppEnv>()
  .post('/login/mfa', async (c) => {
    const body = await readJsonBody(c, mfaLoginSchema);
    if (!body) {
      return twoFactorRefusal('invalid_request');
    }
    const outcome = await signInWithCode(c.env.DB, body, body.code, deviceOf(body), Date.now());
    return outcome.kind === 'signed-in' ? c.json(outcome.tokens, 200) : refusalOf(outcome);
  })
  .post('/login/mfa/setup', async (c) => {
    const body = await readJsonBody(c, mfaSetupSchema);
    if (!body) {
      return twoFactorRefusal('invalid_request');
    }
    const nowMs = Date.now();
    if (body.type === 'temporary') {
      // Stateless: only says whether the authenticator app was set up with this secret. Nothing is
      // spent, so the same code may complete the set-up.
      const verdict = await verifyTotp(body.secret, body.code, nowMs, null);
      return verdict.ok ? c.json({ valid: true }, 200) : twoFactorRefusal('invalid_code');
    }
    if (body.email === undefined || body.password === undefined || body.portalClient === undefined) {
      return twoFactorRefusal('invalid_request');
    }
    const attempt = {
      email: body.email,
      password: body.password,
      recaptcha: body.recaptcha,
      portalClient: body.portalClient,
    };
    const outcome = await completeSetupAndSignIn(
      c.env.DB,
      attempt,
      body.secret,
      body.code,
      deviceOf(body),
      nowMs,
    );
    return outcome.kind === 'signed-in' ? c.json(outcome.tokens, 200) : refusalOf(outcome);
  });

function refusalOf(outcome: Exclude<TwoFactorLoginOutcome, { kind: 'signed-in' }>): Response {
  return outcome.kind === 'not-this-portal' ? notThisPortalRefusal() : twoFactorRefusal(outcome.code);
}
