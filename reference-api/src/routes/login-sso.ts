import { Hono } from 'hono';
import { z } from 'zod';
import { recordSignIn } from '../auth/sign-in-record.ts';
import { signOnWithToken } from '../auth/sign-on.ts';
import type { AppEnv } from '../env.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { deviceOf, userAgentField } from '../http/sign-in-device.ts';
import { MASQUERADE_HEADER } from '../rules/masquerade.ts';
import { notThisPortalRefusal, portalClientField } from '../rules/portal-client.ts';

const ssoLoginSchema = z.object({
  token: z.string().min(1).max(512),
  deviceToken: z.string().min(1).max(128).nullish(),
  userAgent: userAgentField,
  portalClient: portalClientField,
});

// Unknown, spent and expired links are answered alike (spec section 2.13 words the portal's page).
const LINK_FAILED = 'This link has expired or has already been used';

/** POST /login/sso: spends a one-time sign-on token (SSO or masquerade link) for a session. */
export const loginSsoRoutes = new Hono<AppEnv>().post('/login/sso', async (c) => {
  const body = await readJsonBody(c, ssoLoginSchema);
  if (!body) {
    return c.json(legacyError('A sign-on token is required'), 400);
  }
  const nowMs = Date.now();
  const session = await signOnWithToken(c.env.DB, body.token, body.portalClient, nowMs);
  if (!session) {
    return c.json(legacyError(LINK_FAILED), 401);
  }
  if (session === 'not-this-portal') {
    return notThisPortalRefusal();
  }
  const { masquerade } = session;
  if (!masquerade) {
    // The person's own sign-in; an act-as session shows in their activity as one (masquerade_sessions).
    await recordSignIn(c.env.DB, session.userId, { method: 'single-sign-on', device: deviceOf(body) }, nowMs);
    return c.json(session.tokens, 200);
  }
  c.header(MASQUERADE_HEADER, String(session.userId));
  return c.json(
    {
      ...session.tokens,
      masquerade: {
        user_id: session.userId,
        scheme_year: masquerade.schemeYear,
        actor: masquerade.actorType,
        // The portal refuses every change of a read-only session (docs/decisions/053).
        read_only: session.readOnly,
      },
    },
    200,
  );
});
