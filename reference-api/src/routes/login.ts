import { Hono } from 'hono';
import { z } from 'zod';
import { attemptPasswordLogin } from '../auth/password-login.ts';
import { findSsoPortalUrl } from '../data/client-repository.ts';
import type { AppEnv } from '../env.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { deviceOf, userAgentField } from '../http/sign-in-device.ts';
import { toSignInBody } from '../presenters/sign-in-body.ts';
import { emailDomain, isValidEmail } from '../rules/email.ts';
import { notThisPortalRefusal, portalClientField } from '../rules/portal-client.ts';
import { ssoLoginUrl } from '../rules/sso.ts';

const emailSchema = z.string().trim().refine(isValidEmail);

const loginUrlSchema = z.object({ email: emailSchema });

// Bounds as the BFF's login contract has them; beyond them the request is not a real login.
const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256),
  deviceToken: z.string().min(1).max(128),
  userAgent: userAgentField,
  // An empty captcha token counts as none: the upstream only checks that one is present.
  recaptcha: z
    .string()
    .max(4096)
    .nullish()
    .transform((value) => (value ? value : null)),
  portalClient: portalClientField,
});

/** The public half of signing in, on the v2 host (spec section 7, Session and user). */
export const loginRoutes = new Hono<AppEnv>()
  .post('/login/url', async (c) => {
    const body = await readJsonBody(c, loginUrlSchema);
    if (!body) {
      return c.json(legacyError('Unable to process login request'), 400);
    }
    // Password accounts and unknown e-mails get the same empty answer, so it reveals no accounts.
    const ssoPortalUrl = await findSsoPortalUrl(c.env.DB, emailDomain(body.email));
    if (ssoPortalUrl !== null) {
      return c.json({ url: ssoLoginUrl(ssoPortalUrl, body.email) }, 200);
    }
    return c.json({}, 200);
  })
  .post('/login', async (c) => {
    const body = await readJsonBody(c, loginSchema);
    if (!body) {
      return c.json(
        legacyError('A valid email, a password, a deviceToken and the portal client are required'),
        400,
      );
    }
    const outcome = await attemptPasswordLogin(c.env.DB, body, deviceOf(body), Date.now());
    if (outcome.kind === 'failed') {
      return c.json(outcome.body, 401);
    }
    if (outcome.kind === 'not-this-portal') {
      return notThisPortalRefusal();
    }
    return c.json(toSignInBody(outcome), 200);
  });
