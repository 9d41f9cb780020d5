import { type Context, Hono } from 'hono';
import { ACT_AS_LINK_BOUND } from '#contract/act-as-link-rules';
import {
  LOGIN_ERROR_CODES,
  type LoginResponse,
  loginResponseSchema,
  loginUrlResponseSchema,
  logoutResponseSchema,
  redirectResponseSchema,
  sessionResponseSchema,
} from '#contract/auth';
import { loginRequestSchema, loginUrlRequestSchema } from '#contract/login-requests';
import { PATHS } from '#contract/page-paths';
import { ssoLoginRequestSchema } from '#contract/sign-on-requests';
import type { SignOnEntry } from '#contract/sign-on-rules';
import { ACCOUNT_LOCKOUT_MINUTES } from '#contract/spec-constants';
import { MASQUERADE_TOKEN_PREFIX, SSO_ERROR_CODES } from '#contract/sso';
import { createCaptchaVerifier } from '../captcha/captcha-verifier';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import { isHttpUrl, safeRedirect } from '../http/safe-redirect';
import { validate } from '../http/validation';
import { clientIp, enforceRateLimit } from '../middleware/rate-limit';
import { beginPendingLogin } from '../session/pending-login';
import type { SessionMasquerade } from '../session/session-data';
import { SessionEndedError } from '../session/session-state';
import { revokeSession } from '../session/session-store';
import { startSession } from '../session/start-session';
import { portalClientOf } from '../theme/request-branding';
import { callAsUser, currentAccessToken, masqueradeHeaders } from '../upstream/authorized-calls';
import {
  upstreamLoginSchema,
  upstreamLoginUrlSchema,
  upstreamSsoLoginSchema,
  upstreamTokensSchema,
} from '../upstream/login-responses';
import { notThisPortalError, notThisPortalErrorIn } from '../upstream/portal-refusal';
import { sanitiseHtml } from '../upstream/sanitise-html';
import { UpstreamError } from '../upstream/upstream-client';
import { readUpstream } from '../upstream/upstream-json';

// Texts of spec section 8 (Login).
export const LOGIN_TEXTS = {
  loginUrlFailed: 'Unable to process login request',
  noMatch: "We can't find a match! Try again or contact us",
  locked: `You have unsuccessfully tried to login too many times - your account has been locked for ${ACCOUNT_LOCKOUT_MINUTES} mins. Please try again later`,
  unable: 'Unable to login',
  captcha: 'Please confirm that you are not a robot!',
} as const;

// Texts of spec section 2.13 (the failure headings are the SPA's).
export const SSO_TEXTS = {
  masqueradeLinkExpired:
    "This link has expired. Don't worry close this tab and start the masquerade session again.",
  failed: 'We are unable to connect you. Please contact us',
} as const;

/** The upstream call that spends a token of each entry (spec 7: /login/sso and /wrkit-sso). */
const SIGN_ON_CALLS: Record<SignOnEntry, `/${string}`> = { 'sign-on': '/login/sso', partner: '/wrkit-sso' };

/** Who acts, for whom and in which scheme year: from the upstream's sign-on answer only. */
function masqueradeOf(
  answer: {
    masquerade?: {
      user_id: number;
      scheme_year: number;
      actor: SessionMasquerade['actor'];
      read_only: boolean;
    } | null;
  },
  header: string | null,
): SessionMasquerade | null | 'mismatch' {
  const headerUserId = header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : null;
  if (!answer.masquerade) return headerUserId === null ? null : 'mismatch';
  const userId = headerUserId ?? answer.masquerade.user_id;
  if (userId !== answer.masquerade.user_id) return 'mismatch';
  return {
    userId,
    schemeYear: answer.masquerade.scheme_year,
    actor: answer.masquerade.actor,
    readOnly: answer.masquerade.read_only,
  };
}

/**
 * The session this browser holds, proved to the upstream by its access token, when a link is spent:
 * an administrator's act-as link is spent only in their own session, and every act-as spend records
 * who was signed in where it was opened (docs/decisions/063). None when nobody is signed in, or the
 * session could not be refreshed (it has ended).
 */
async function spendingBrowserProof(c: Context<AppEnv>): Promise<Record<string, string>> {
  if (!c.var.session.data) return {};
  try {
    const accessToken = await currentAccessToken(c);
    return {
      authorization: `Bearer ${accessToken}`,
      ...masqueradeHeaders(c.var.session.require().masquerade),
    };
  } catch (error) {
    if (error instanceof SessionEndedError) return {};
    throw error;
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login-url', answers(loginUrlResponseSchema), validate('json', loginUrlRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    const limited = await enforceRateLimit(c, c.env.LOGIN_URL_RATE_LIMITER, [clientIp(c)]);
    if (limited) return limited;
    const response = await c.var.upstream.send('v2', '/login/url', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    const body = response.ok
      ? upstreamLoginUrlSchema.safeParse(await response.json().catch(() => null))
      : null;
    if (!body?.success || body.data.error || (body.data.url && !isHttpUrl(body.data.url))) {
      return c.json(apiError(LOGIN_TEXTS.loginUrlFailed, LOGIN_ERROR_CODES.loginUrlFailed), 502);
    }
    return c.json(
      body.data.url ? { next: 'sso' as const, url: body.data.url } : { next: 'password' as const },
    );
  })

  .post('/login', answers(loginResponseSchema), validate('json', loginRequestSchema), async (c) => {
    const { email, password, deviceToken, captchaToken } = c.req.valid('json');
    const limited = await enforceRateLimit(c, c.env.LOGIN_RATE_LIMITER, [clientIp(c), email.toLowerCase()]);
    if (limited) return limited;

    if (captchaToken && !(await createCaptchaVerifier(c.env).verify(captchaToken, clientIp(c)))) {
      return c.json(
        apiError(LOGIN_TEXTS.captcha, LOGIN_ERROR_CODES.captchaFailed, { captchaRequired: true }),
        401,
      );
    }

    const upstream = await c.var.upstream.send('v2', '/login', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password,
        deviceToken,
        userAgent: browserUserAgent(c),
        recaptcha: captchaToken ?? null,
        portalClient: await portalClientOf(c),
      }),
    });
    const body: unknown = await upstream.json().catch(() => null);
    // The password was right, but this is not the person's client's portal (decision 064).
    const notThisPortal = notThisPortalError(upstream.status, body);
    if (notThisPortal) return c.json(notThisPortal, 403);
    const answer = upstreamLoginSchema.safeParse(body);
    if (!answer.success || upstream.status >= 500) {
      return c.json(apiError(LOGIN_TEXTS.unable, LOGIN_ERROR_CODES.failed), 502);
    }
    const login = answer.data;
    // The server's text is shown as HTML (spec 8): made safe once, here (decision 020).
    const serverText = login.error_message ? await sanitiseHtml(login.error_message) : '';
    if (login.userAccountLocked) {
      return c.json(apiError(serverText || LOGIN_TEXTS.locked, LOGIN_ERROR_CODES.locked), 401);
    }
    if (!upstream.ok) {
      return c.json(
        apiError(serverText || LOGIN_TEXTS.noMatch, LOGIN_ERROR_CODES.failed, {
          captchaRequired: login.showRecaptcha === true,
        }),
        401,
      );
    }
    // A second factor is due: the e-mail and password wait in the sealed pending-login cookie.
    if (login.is_should_setup_2fa) {
      if (!login.secret || !login.url) {
        return c.json(apiError(LOGIN_TEXTS.unable, LOGIN_ERROR_CODES.failed), 502);
      }
      await beginPendingLogin(c, {
        kind: 'setup',
        email,
        password,
        deviceToken,
        secret: login.secret,
        otpauthUrl: login.url,
        fromActivation: false,
      });
      return c.json<LoginResponse>({ outcome: 'two-factor-setup', fromActivation: false });
    }
    if (login.is_should_validate_2fa) {
      await beginPendingLogin(c, { kind: 'validate', email, password, deviceToken, fromActivation: false });
      return c.json<LoginResponse>({ outcome: 'two-factor-code' });
    }

    const summary = await startSession(c, upstreamTokensSchema.parse(login), LOGIN_TEXTS.unable);
    return c.json<LoginResponse>({ outcome: 'signed-in', session: summary });
  })

  /**
   * /sso-login/{token}/{year} (spec 2.13): a single sign-on or masquerade token becomes a session.
   * A masquerade session's scheme year is the upstream's, not the URL's. A partner's token, from
   * /wrkit-redirect-sso/{token}/{year}, is spent the same way through the upstream's /wrkit-sso
   * (docs/decisions/076); it is never an act-as link.
   */
  .post('/sso', answers(sessionResponseSchema), validate('json', ssoLoginRequestSchema), async (c) => {
    const { token, deviceToken, entry = 'sign-on' } = c.req.valid('json');
    const limited = await enforceRateLimit(c, c.env.LOGIN_RATE_LIMITER, [clientIp(c)]);
    if (limited) return limited;
    const refuse = () =>
      entry === 'sign-on' && token.startsWith(MASQUERADE_TOKEN_PREFIX)
        ? c.json(apiError(SSO_TEXTS.masqueradeLinkExpired, SSO_ERROR_CODES.masqueradeLinkExpired), 401)
        : c.json(apiError(SSO_TEXTS.failed, SSO_ERROR_CODES.failed), 401);

    const response = await c.var.upstream.send('v2', SIGN_ON_CALLS[entry], {
      method: 'POST',
      headers: await spendingBrowserProof(c),
      body: JSON.stringify({
        token,
        deviceToken: deviceToken ?? null,
        userAgent: browserUserAgent(c),
        portalClient: await portalClientOf(c),
      }),
    });
    if (response.status >= 500) return c.json(apiError(SSO_TEXTS.failed, SSO_ERROR_CODES.failed), 502);
    const notThisPortal = await notThisPortalErrorIn(response);
    if (notThisPortal) return c.json(notThisPortal, 403);
    // An administrator's link, opened where they are not signed in: this browser's session stays.
    if (response.status === 403) {
      return c.json(apiError(ACT_AS_LINK_BOUND.message, ACT_AS_LINK_BOUND.code), 403);
    }
    const answer = response.ok
      ? upstreamSsoLoginSchema.safeParse(await response.json().catch(() => null))
      : null;
    if (!answer?.success) return refuse();
    const masquerade = masqueradeOf(answer.data, response.headers.get('x-masquerade'));
    // A partner vouches for the person themself: an answer that would act as someone is not theirs.
    if (masquerade === 'mismatch' || (entry === 'partner' && masquerade)) return refuse();
    try {
      const session = await startSession(c, answer.data, SSO_TEXTS.failed, { masquerade });
      return c.json({ session });
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500) return refuse();
      throw error;
    }
  })

  .get('/redirect', answers(redirectResponseSchema), async (c) => {
    const { redirect } = await readUpstream(
      await callAsUser(c, 'v2', '/login/redirect'),
      redirectResponseSchema,
    );
    return c.json({ redirect: safeRedirect(redirect, PATHS.home) });
  })

  .post('/logout', answers(logoutResponseSchema), async (c) => {
    const session = c.var.session.data;
    if (session) {
      // Revoke upstream first; even if that fails the cookie is cleared and the id refused.
      await callAsUser(c, 'v2', '/logout', { method: 'POST' }).catch(() => undefined);
      await revokeSession(c.env, session, c.var.deps.now());
    }
    c.var.session.replace(null);
    return c.json({ redirectUrl: session?.ssoLogoutUrl ?? null });
  });
