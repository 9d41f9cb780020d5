import type { Context } from 'hono';
import type { PageRoute, RenderAppPage } from '#contract/app-page-render';
import type { CaptchaConfig } from '#contract/auth';
import type { Bootstrap } from '#contract/bootstrap';
import type { ContentPage } from '#contract/content-pages';
import { hasConsentCookie, hidesCookieBanner } from '#contract/cookie-consent';
import { PATHS } from '#contract/page-paths';
import type { SessionSummary } from '#contract/session';
import type { TenantBranding } from '#contract/theme';
import type { Env } from '../env';
import type { AppEnv } from '../http/app-env';
import { clearedSessionCookieHeader, sessionCookieHeader } from '../session/session-cookie';
import type { SessionData } from '../session/session-data';
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '../session/session-policy';
import { handSessionTo, lastSeenIsDue, openSessionOf, sealForCookie } from '../session/session-store';
import { appPageChunks } from './app-page-preloads';
import { appShellHtml } from './app-shell';
import { type CallApi, inProcessApiHeaders, pageCall, serveAppPage } from './serve-app-page';

/** Who a page is for: the tenant, its look, the person (if signed in) and a content page's policy. */
interface PageVisitor {
  tenant: string | null;
  branding: TenantBranding;
  session: SessionSummary | null;
  /** A content page's policy, loaded and sanitised (decision 020). */
  content: ContentPage | null;
}

/** What every page's HTML carries for the SPA (contract/bootstrap), public or signed in. */
export function navigationBootstrap(
  request: Request,
  env: Env,
  route: Pick<PageRoute, 'hidesCookieBanner'>,
  page: PageVisitor,
): Bootstrap {
  const { branding, session } = page;
  const captcha: CaptchaConfig = { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY };
  return {
    tenant: page.tenant,
    theme: branding.theme,
    client: branding.client,
    session,
    captcha,
    // The banner shows for a visitor without consent, where the page shows it at all.
    cookieBanner:
      !hasConsentCookie(request.headers.get('cookie')) &&
      !hidesCookieBanner(route.hidesCookieBanner, Boolean(session?.masquerade)),
    content: page.content,
  };
}

function redirectTo(location: string, setCookies: readonly string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/**
 * The session the page's calls are made with and the Set-Cookie lines the page answers with,
 * written before the stream starts (docs/decisions/033): an access token about to expire is
 * refreshed first, through the portal's own keep-alive route, so the page's calls (made at once, in
 * process) do not each refresh it and no rotated refresh token is lost with a cookie the streamed
 * answer could no longer carry; else the last-seen time moves on when due. Null: the session ended.
 */
async function sessionBeforeStream(
  c: Context<AppEnv>,
  session: SessionData,
  callApi: CallApi,
): Promise<{ session: SessionData; setCookies: string[] } | null> {
  const now = c.var.deps.now();
  if (session.accessExpiresAt - ACCESS_TOKEN_REFRESH_MARGIN_MS <= now) {
    const ping = await callApi(
      handSessionTo(
        new Request(new URL('/api/session/ping', c.req.url), {
          method: 'POST',
          headers: inProcessApiHeaders(c.req.raw),
        }),
        session,
      ),
    );
    await ping.body?.cancel();
    const setCookies = ping.headers.getSetCookie();
    if (ping.status === 401) return null;
    // The refreshed session is in the cookie the keep-alive wrote: opened once more, this once.
    const sealed = setCookies.map((line) => line.split(';')[0]).join('; ');
    const refreshed = await openSessionOf(sealed, { env: c.env, tenant: c.var.tenant, now });
    return refreshed.data ? { session: refreshed.data, setCookies } : null;
  }
  if (!lastSeenIsDue(session, now)) return { session, setCookies: [] };
  const seen = Object.freeze({ ...session, lastSeenAt: now });
  return { session: seen, setCookies: [sessionCookieHeader(await sealForCookie(seen, c.env))] };
}

/**
 * Answers a navigation to any page (docs/decisions/066): the page of the one route tree the path
 * is (`route`, asked of the tree), streamed into the branded shell by the one renderer. A page of
 * the app frame needs a session (someone without one goes to the login page); a signed-in visitor
 * of the login form goes on to /app/home/. The HTML is per tenant and per session, so it is never
 * cached; the hashed assets it points at are cached for a year (web/public/_headers).
 */
export async function servePage(
  c: Context<AppEnv>,
  page: {
    route: PageRoute;
    render: RenderAppPage;
    branding: TenantBranding;
    /** The navigation's session, opened once (worker/app.ts), and whether it came with a cookie. */
    session: SessionData | null;
    arrivedWithCookie: boolean;
    content: ContentPage | null;
    /** The /api routes, called in process (worker/app.ts pageCallApp): the page's calls, the keep-alive. */
    callApi: CallApi;
  },
): Promise<Response> {
  const url = new URL(c.req.url);
  const { route } = page;
  if (page.session && route.restoresSession) return redirectTo(PATHS.home);
  if (!page.session && route.needsSession) {
    return redirectTo(PATHS.login, page.arrivedWithCookie ? [clearedSessionCookieHeader()] : []);
  }
  // Only the app frame's pages read data with the session, and so move its cookie on.
  const signedIn =
    page.session && route.frame === 'app'
      ? await sessionBeforeStream(c, page.session, page.callApi)
      : { session: page.session, setCookies: [] };
  if (!signedIn) return redirectTo(PATHS.login, [clearedSessionCookieHeader()]);

  const shell = await appShellHtml(c.env, url);
  if (!shell) return new Response('The portal is not built yet: run npm run build', { status: 503 });
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append('set-cookie', cookie);
  const { session } = signedIn;
  return serveAppPage({
    request: c.req.raw,
    shell,
    bootstrap: navigationBootstrap(c.req.raw, c.env, route, {
      tenant: c.var.tenant,
      branding: page.branding,
      session: page.session?.summary ?? null,
      content: page.content,
    }),
    render: page.render,
    fetchJson: pageCall(c.req.raw, page.callApi, session),
    nonce: c.get('secureHeadersNonce') ?? '',
    now: new Date(c.var.deps.now()),
    pageChunks: (modules) => appPageChunks(c.env, url, modules),
    headers,
    requestId: c.get('requestId') ?? null,
  });
}
