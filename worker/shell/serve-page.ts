import type { Context } from 'hono';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import type { AppPageRender, PageRoute, RenderAppPage } from '#contract/app-page-render';
import type { Bootstrap } from '#contract/bootstrap';
import type { ContentPage } from '#contract/content-pages';
import { hasConsentCookie, hidesCookieBanner } from '#contract/cookie-consent';
import { ANY_CLIENT_LANGUAGES, languageCookieOf } from '#contract/languages';
import { PATHS } from '#contract/page-paths';
import { formatPageTitle } from '#contract/page-title';
import type { SessionSummary } from '#contract/session';
import type { TenantBranding } from '#contract/theme';
import type { Env } from '../env';
import type { AppEnv } from '../http/app-env';
import { logError } from '../http/log';
import { chooseLanguage } from '../i18n/choose-language';
import { clearedSessionCookieHeader, sessionCookieHeader } from '../session/session-cookie';
import type { SessionData } from '../session/session-data';
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '../session/session-policy';
import { handSessionTo, lastSeenIsDue, openSessionOf, sealForCookie } from '../session/session-store';
import { brandedDocument, pageShell } from './branded-shell';

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
  return {
    tenant: page.tenant,
    language: chooseLanguage({
      chosen: languageCookieOf(request.headers.get('cookie')),
      client: branding.client ?? ANY_CLIENT_LANGUAGES,
      acceptLanguage: request.headers.get('accept-language'),
    }),
    theme: branding.theme,
    client: branding.client,
    session,
    captcha: { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY },
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

/** The portal's /api routes as the Worker calls them in process (worker/app.ts pageCallApp). */
export type CallApi = (request: Request) => Response | Promise<Response>;

/** The request headers the portal's own /api call keeps from the navigation it serves. */
const CARRIED_HEADERS = ['cookie', 'cf-connecting-ip', 'user-agent', 'accept-language'];

/**
 * One of the portal's own /api calls, made in process for `navigation` as the SPA would make it:
 * its client headers and the CSRF header, and the session the navigation opened handed on (never
 * read from the cookie again).
 */
function inProcessCall(navigation: Request, apiPath: string, session: SessionData | null, method = 'GET') {
  const headers = new Headers({ [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' });
  for (const name of CARRIED_HEADERS) {
    const value = navigation.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const request = new Request(new URL(apiPath, navigation.url), { method, headers });
  return session ? handSessionTo(request, session) : request;
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
    const ping = await callApi(inProcessCall(c.req.raw, '/api/session/ping', session, 'POST'));
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
 * Clients that run no script, as the Cloudflare react-router template tells them (its isbot check,
 * in short): search crawlers, link previews and command-line fetchers. They get the whole page at
 * once, every section in place (React's streamed sections need a script to be put in place).
 */
const NO_SCRIPT_CLIENT =
  /bot\b|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|slack|discord|telegram|curl\/|wget\/|python-requests|lighthouse-nojs/i;

/**
 * How long the page's markup waits for every section's data before the frame goes without it: a
 * page whose calls answer within it arrives whole (no skeleton shown and replaced, no section put
 * in place by a script); a slower one streams its frame and skeletons, then each section.
 */
const WHOLE_PAGE_WAIT_MS = 50;

/** Whether the page is whole (every section in its markup) in time: for a client without scripts, whenever it is. */
async function wholeInTime(page: AppPageRender['body'], userAgent: string | null): Promise<boolean> {
  const whole = page.allReady.then(
    () => true,
    () => false,
  );
  if (userAgent !== null && NO_SCRIPT_CLIENT.test(userAgent)) return whole;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, WHOLE_PAGE_WAIT_MS, false);
  });
  return Promise.race([whole, late]).finally(() => clearTimeout(timer));
}

const encoder = new TextEncoder();

/**
 * The shell's head at once (the first bytes: branded, its CSS inline), then the page's markup, then
 * the shell's end: one document, streamed. React writes what is complete when it is first read: a
 * page whole by then goes as one piece with the shell's end; a slower one streams each section as
 * React writes it.
 */
function documentStream(
  { head, tail }: { head: string; tail: string },
  page: AppPageRender['body'],
  whole: Promise<boolean>,
): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(head)),
    async pull(controller) {
      if (!reader && (await whole)) {
        controller.enqueue(encoder.encode((await new Response(page).text()) + tail));
        return controller.close();
      }
      reader ??= page.getReader();
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(encoder.encode(tail));
      controller.close();
    },
    cancel: (reason) => (reader ?? page).cancel(reason),
  });
}

/**
 * Answers a navigation to any page (docs/decisions/033, 066): the page of the one route tree the
 * path is (`route`, asked of the tree), streamed by the one renderer into the branded shell. A page
 * of the app frame needs a session (someone without one goes to the login page); a signed-in
 * visitor of the login form goes on to /app/home/. Status, title and cookies are decided before the
 * first byte; the frame leaves at once, each page's data follows as its calls answer. The HTML is
 * per tenant and per session, so it is never cached; the hashed assets it points at are cached for
 * a year (web/public/_headers).
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
  const { route } = page;
  const request = c.req.raw;
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

  const shell = await pageShell(c.env, new URL(request.url));
  if (!shell) return new Response('The portal is not built yet: run npm run build', { status: 503 });
  const bootstrap = navigationBootstrap(request, c.env, route, {
    tenant: c.var.tenant,
    branding: page.branding,
    session: page.session?.summary ?? null,
    content: page.content,
  });
  const requestId = c.get('requestId') ?? null;
  const rendered = await page.render({
    request,
    bootstrap,
    callApi: async (apiPath) => page.callApi(inProcessCall(request, apiPath, signedIn.session)),
    nonce: c.get('secureHeadersNonce') ?? '',
    onError: (error) => logError('render_failed', error, requestId),
  });
  if (rendered instanceof Response) return rendered;
  const whole = wholeInTime(rendered.body, request.headers.get('user-agent'));
  // A title made from the page's data (a benefit's name) is known once the page is whole: its head
  // waits for that as long as the page does, and otherwise carries the route's title while loading.
  if (rendered.titleFollowsData) await whole;
  const document = await brandedDocument(shell, bootstrap, {
    title: formatPageTitle(rendered.title(), bootstrap.theme.brandName),
    modules: rendered.modules,
  });
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of signedIn.setCookies) headers.append('set-cookie', cookie);
  const init = { status: rendered.status, headers };
  if (request.method !== 'HEAD') return new Response(documentStream(document, rendered.body, whole), init);
  await rendered.body.cancel();
  return new Response(null, init);
}
