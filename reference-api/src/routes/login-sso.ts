import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { recordSignIn } from '../auth/sign-in-record.ts';
import { signOnWithToken } from '../auth/sign-on.ts';
import type { SignOnEntry } from '../data/sign-on-token-repository.ts';
import type { AppEnv } from '../env.ts';
import { sessionOf } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { deviceOf, userAgentField } from '../http/sign-in-device.ts';
import { storedUserAgent } from '../rules/account-activity.ts';
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
// An administrator's act-as link, live, opened where that administrator is not signed in.
export const LINK_BOUND =
  'This link can only be opened by the administrator who created it, in their own browser while signed in to the portal';

/**
 * Spends a one-time sign-on token for a session, the tokens' kinds the call takes (`entry`). The
 * portal sends the session the spending browser holds as its bearer token, if it holds one: an
 * employer administrator's act-as link is spent only with that administrator's own session (403
 * otherwise, the link left unspent), and every act-as spend records the browser (docs/decisions/063).
 */
async function spendSignOnToken(c: Context<AppEnv>, entry: SignOnEntry): Promise<Response> {
  const body = await readJsonBody(c, ssoLoginSchema);
  if (!body) {
    return c.json(legacyError('A sign-on token is required'), 400);
  }
  const nowMs = Date.now();
  const session = await signOnWithToken(
    c.env.DB,
    body.token,
    body.portalClient,
    nowMs,
    { userAgent: storedUserAgent(body.userAgent), session: await sessionOf(c.env.DB, c.req) },
    entry,
  );
  if (session === 'bound') {
    return c.json(legacyError(LINK_BOUND), 403);
  }
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
}

export const loginSsoRoutes = new Hono<AppEnv>()
  /** POST /login/sso: the identity provider's sign-on token or a masquerade link's. */
  .post('/login/sso', (c) => spendSignOnToken(c, 'sign-on'))
  /**
   * POST /wrkit-sso (spec 7): a partner's one-time token, from /wrkit-redirect-sso/{token}/{year}
   * (docs/decisions/076). Bound to the person's client's portal as every sign-on is (decision 064);
   * the identity provider's and masquerade tokens are unknown here, a partner's at /login/sso.
   */
  .post('/wrkit-sso', (c) => spendSignOnToken(c, 'partner'));
