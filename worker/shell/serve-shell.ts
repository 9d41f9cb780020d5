import type { CaptchaConfig } from '../contract/auth';
import type { Bootstrap } from '../contract/bootstrap';
import type { ContentPage } from '../contract/content-pages';
import { hasConsentCookie, hidesCookieBanner } from '../contract/cookie-consent';
import { prerenderedTemplatePath } from '../contract/prerendered-pages';
import { isAppPath, SIGNED_IN_HOME_PATH } from '../contract/public-pages';
import type { SessionSummary } from '../contract/session';
import type { TenantBranding } from '../contract/theme';
import type { Env } from '../env';
import { logError } from '../http/log';
import { appPagePreloads } from './app-page-preloads';
import { brandShell } from './branded-shell';
import type { PreloadedPageData } from './preload-page-data';
import { APP_SHELL, assetUrlOf, shellTemplateFor } from './shell-template';
import { fillTokens } from './tenant-texts';

/**
 * The page's markup from the SPA's own render (docs/decisions/022), or null when that render fails:
 * the browser then renders the page from the same preloaded data, as it would without it.
 */
async function renderOnRequest(
  url: URL,
  bootstrap: Bootstrap,
  requestId: string | null,
): Promise<string | null> {
  try {
    // Loaded on the first such page only: no other request pays for React's server renderer.
    const { renderAppPageOnRequest } = await import('virtual:app-page-renderer');
    return await renderAppPageOnRequest({ url: `${url.pathname}${url.search}`, bootstrap });
  } catch (error) {
    logError('render_on_request_failed', error, requestId);
    return null;
  }
}

/** The app shell with the page's markup in its (empty) root element. */
function withAppMarkup(html: ReadableStream | string, markup: string): ReadableStream | null {
  return new HTMLRewriter()
    .on('div#root', {
      element(element) {
        element.setInnerContent(markup, { html: true });
      },
    })
    .transform(new Response(html)).body;
}

/**
 * Answers a navigation with branded HTML (docs/decisions/011-html-first-public-pages.md): a
 * public page's prerendered HTML with the tenant's texts written in, the public shell, or the
 * signed-in app's shell. A signed-in visitor of the login page goes straight to /app/home/. The
 * HTML is per tenant and per session, so it is never cached; the hashed assets it points at are
 * cached for a year (web/public/_headers).
 */
export async function serveShell(
  request: Request,
  env: Env,
  page: {
    tenant: string | null;
    branding: TenantBranding;
    session: SessionSummary | null;
    now: number;
    /** What a page rendered on request needs (docs/decisions/022), read by the caller. */
    preloaded?: PreloadedPageData | null;
    /** A content page's policy, loaded and sanitised (decision 020). */
    content?: ContentPage | null;
    /** For the log line of a render that failed. */
    requestId?: string;
  },
): Promise<Response> {
  const { tenant, branding, session, preloaded } = page;
  const content = page.content ?? null;
  const url = new URL(request.url);
  if (session && url.pathname === '/') {
    return new Response(null, {
      status: 302,
      headers: { location: SIGNED_IN_HOME_PATH, 'cache-control': 'no-store' },
    });
  }
  const queries = session && isAppPath(url.pathname) ? (preloaded?.queries ?? []) : [];
  let template =
    preloaded && queries.length > 0
      ? { file: prerenderedTemplatePath(preloaded.shell), prerendered: true, fallback: APP_SHELL }
      : shellTemplateFor(url, {
          session,
          client: branding.client,
          captchaProvider: env.CAPTCHA_PROVIDER,
          content,
        });
  const fetchTemplate = () =>
    env.ASSETS.fetch(new Request(assetUrlOf(template.file, url), { headers: { accept: 'text/html' } }));
  let asset = await fetchTemplate();
  if (!asset.ok && template.fallback) {
    // No prerendered page (`vite dev` prerenders nothing): the browser renders the shell.
    template = template.fallback;
    asset = await fetchTemplate();
  }
  if (!asset.ok || !asset.body)
    return new Response('The portal is not built yet: run npm run build', { status: 503 });
  const captcha: CaptchaConfig = { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY };
  const bootstrap: Bootstrap = {
    tenant,
    theme: branding.theme,
    client: branding.client,
    session,
    captcha,
    // The prerendered banner stays for a visitor without consent, where the page shows it at all.
    cookieBanner:
      !hasConsentCookie(request.headers.get('cookie')) &&
      !hidesCookieBanner(url.pathname, Boolean(session?.masquerade)),
    content,
  };
  if (queries.length > 0) bootstrap.preloadedQueries = queries;
  const markup = queries.length > 0 ? await renderOnRequest(url, bootstrap, page.requestId ?? null) : null;
  // A prerendered page is a small static file: its tokens are replaced in the text at once.
  const html = template.prerendered ? fillTokens(await asset.text(), bootstrap) : asset.body;
  const shell = markup === null ? html : withAppMarkup(html, markup);
  const branded = brandShell(
    new Response(shell, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    bootstrap,
    url.pathname,
    { now: new Date(page.now), pagePreloads: template === APP_SHELL ? await appPagePreloads(env, url) : '' },
  );
  const headers = new Headers(branded.headers);
  headers.set('cache-control', 'no-store');
  for (const cookie of preloaded?.setCookies ?? []) headers.append('set-cookie', cookie);
  return new Response(request.method === 'HEAD' ? null : branded.body, { status: 200, headers });
}
