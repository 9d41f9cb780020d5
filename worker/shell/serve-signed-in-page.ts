import type { Context } from 'hono';
import type { TenantBranding } from '../contract/theme';
import type { AppEnv } from '../http/app-env';
import {
  clearedSessionCookieHeader,
  readSessionCookie,
  sessionCookieHeader,
} from '../session/session-cookie';
import type { SessionData } from '../session/session-data';
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '../session/session-policy';
import { lastSeenIsDue, sealForCookie } from '../session/session-store';
import { appPageChunks } from './app-page-preloads';
import { appShellHtml } from './app-shell';
import { inProcessApiHeaders, inProcessFetchJson, serveAppPage } from './serve-app-page';
import { navigationBootstrap } from './serve-shell';

type FetchApi = (request: Request) => Response | Promise<Response>;

/** The one signed-in page that needs no session: it ends one (spec 2.12). */
const LOGOUT_PATH = /^\/logout\/?$/;

const SESSION_COOKIE_PAIR = /^([^=;]+)=([^;]*)/;

/** The navigation's cookie header with the session cookie a set-cookie wrote, for the page's own calls. */
function withSetCookie(cookieHeader: string | null, setCookie: string): string | null {
  const pair = SESSION_COOKIE_PAIR.exec(setCookie);
  if (!pair?.[1]) return cookieHeader;
  const [, name, value] = pair;
  const others = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join('; ');
}

function redirectTo(location: string, setCookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/**
 * The page's calls' cookie header, the Set-Cookie lines the page answers with, and the session
 * sealed in that cookie where the navigation knows it (handed to the calls, serve-app-page.ts).
 */
interface PageCookies {
  cookie: string | null;
  setCookies: string[];
  session: SessionData | null;
}

/**
 * The session cookie the page answers with, written before the stream starts
 * (docs/decisions/033): an access token about to expire is refreshed first, through the portal's
 * own keep-alive route, so the page's calls (made at once, in process) do not each refresh it and
 * no rotated refresh token is lost with a cookie the streamed answer could no longer carry; else
 * the last-seen time moves on when due. Null: the session ended.
 */
async function cookiesBeforeStream(
  c: Context<AppEnv>,
  session: SessionData,
  fetchApi: FetchApi,
): Promise<PageCookies | null> {
  const now = c.var.deps.now();
  const cookie = c.req.header('cookie') ?? null;
  if (session.accessExpiresAt - ACCESS_TOKEN_REFRESH_MARGIN_MS <= now) {
    const headers = inProcessApiHeaders(c.req.raw);
    const ping = await fetchApi(
      new Request(new URL('/api/session/ping', c.req.url), { method: 'POST', headers }),
    );
    await ping.body?.cancel();
    const setCookies = ping.headers.getSetCookie();
    if (ping.status === 401) return null;
    // The refreshed session is in the cookie alone: the page's calls open it.
    return { cookie: setCookies.reduce(withSetCookie, cookie), setCookies, session: null };
  }
  if (!lastSeenIsDue(session, now)) return { cookie, setCookies: [], session };
  const seen = Object.freeze({ ...session, lastSeenAt: now });
  const setCookie = sessionCookieHeader(await sealForCookie(seen, c.env));
  return { cookie: withSetCookie(cookie, setCookie), setCookies: [setCookie], session: seen };
}

/**
 * A navigation to a signed-in page (/app/*, /contact-us, /logout): someone without a session goes
 * to the login page; anyone else gets the page streamed from the one route tree (serve-app-page.ts).
 */
export async function serveSignedInPage(
  c: Context<AppEnv>,
  page: { branding: TenantBranding; session: SessionData | null; fetchApi: FetchApi },
): Promise<Response> {
  const url = new URL(c.req.url);
  const { session, fetchApi } = page;
  const arrivedWithCookie = readSessionCookie(c.req.header('cookie')) !== null;
  if (!session && !LOGOUT_PATH.test(url.pathname)) {
    return redirectTo('/', arrivedWithCookie ? [clearedSessionCookieHeader()] : []);
  }
  const cookies = session
    ? await cookiesBeforeStream(c, session, fetchApi)
    : { cookie: null, setCookies: [], session: null };
  if (!cookies) return redirectTo('/', [clearedSessionCookieHeader()]);

  const shell = await appShellHtml(c.env, url);
  if (!shell) return new Response('The portal is not built yet: run npm run build', { status: 503 });

  // Loaded by the first page only: no /api request pays for React's server renderer.
  const { renderAppPage } = await import('@portal/app-page-renderer');
  const headers = new Headers();
  for (const cookie of cookies.setCookies) headers.append('set-cookie', cookie);
  return serveAppPage({
    request: c.req.raw,
    shell,
    bootstrap: navigationBootstrap(c.req.raw, c.env, {
      tenant: c.var.tenant,
      branding: page.branding,
      session: session?.summary ?? null,
      content: null,
    }),
    render: renderAppPage,
    fetchJson: inProcessFetchJson(c.req.raw, fetchApi, cookies.cookie, cookies.session),
    nonce: c.get('secureHeadersNonce') ?? '',
    now: new Date(c.var.deps.now()),
    pageChunks: (module) => appPageChunks(c.env, url, module),
    headers,
    requestId: c.get('requestId') ?? null,
  });
}
