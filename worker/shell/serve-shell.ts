import type { CaptchaConfig } from '../contract/auth';
import type { Bootstrap } from '../contract/bootstrap';
import type { ContentPage } from '../contract/content-pages';
import { hasConsentCookie, hidesCookieBanner } from '../contract/cookie-consent';
import { SIGNED_IN_HOME_PATH, showsLoginForm } from '../contract/public-pages';
import type { SessionSummary } from '../contract/session';
import type { TenantBranding } from '../contract/theme';
import type { Env } from '../env';
import { brandShell } from './branded-shell';
import { assetUrlOf, shellTemplateFor } from './shell-template';
import { fillTokens } from './tenant-texts';

/** Who a page is for: the tenant, its look, the person (if signed in) and a content page's policy. */
interface PageVisitor {
  tenant: string | null;
  branding: TenantBranding;
  session: SessionSummary | null;
  /** A content page's policy, loaded and sanitised (decision 020). */
  content: ContentPage | null;
}

/** What every page's HTML carries for the SPA (contract/bootstrap), public or signed in. */
export function navigationBootstrap(request: Request, env: Env, page: PageVisitor): Bootstrap {
  const { branding, session } = page;
  const captcha: CaptchaConfig = { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY };
  const { pathname } = new URL(request.url);
  return {
    tenant: page.tenant,
    theme: branding.theme,
    client: branding.client,
    session,
    captcha,
    // The banner shows for a visitor without consent, where the page shows it at all.
    cookieBanner:
      !hasConsentCookie(request.headers.get('cookie')) &&
      !hidesCookieBanner(pathname, Boolean(session?.masquerade)),
    content: page.content,
  };
}

/**
 * Answers a navigation to a public page with branded HTML (docs/decisions/011-html-first-public-pages.md):
 * its prerendered HTML with the tenant's texts written in, or the public shell. A signed-in visitor
 * of the login page goes straight to /app/home/. The HTML is per tenant and per session, so it is
 * never cached; the hashed assets it points at are cached for a year (web/public/_headers).
 * Signed-in pages are streamed instead (serve-signed-in-page.ts, decision 033).
 */
export async function serveShell(
  request: Request,
  env: Env,
  page: Omit<PageVisitor, 'content'> & {
    content?: ContentPage | null;
    now: number;
    requestId?: string;
  },
): Promise<Response> {
  const { branding, session } = page;
  const content = page.content ?? null;
  const url = new URL(request.url);
  // The login page and the redirect route restore a stored session (spec 2.1, decision 047).
  if (session && showsLoginForm(url.pathname)) {
    return new Response(null, {
      status: 302,
      headers: { location: SIGNED_IN_HOME_PATH, 'cache-control': 'no-store' },
    });
  }
  let template = shellTemplateFor(url, {
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
  const bootstrap = navigationBootstrap(request, env, { ...page, content });
  // A prerendered page is a small static file: its tokens are replaced in the text at once.
  const html = template.prerendered ? fillTokens(await asset.text(), bootstrap) : asset.body;
  const branded = brandShell(
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    bootstrap,
    url.pathname,
    { now: new Date(page.now) },
  );
  const headers = new Headers(branded.headers);
  headers.set('cache-control', 'no-store');
  return new Response(request.method === 'HEAD' ? null : branded.body, { status: 200, headers });
}
