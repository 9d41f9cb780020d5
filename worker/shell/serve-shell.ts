import type { CaptchaConfig } from '../contract/auth';
import type { Bootstrap } from '../contract/bootstrap';
import type { SessionSummary } from '../contract/session';
import type { TenantBranding } from '../contract/theme';
import type { Env } from '../env';
import { brandShell } from './branded-shell';

/**
 * Answers a navigation with the branded index.html. The HTML is per tenant and per session, so it
 * is never cached; the hashed assets it points at are cached for a year (web/public/_headers).
 */
export async function serveShell(
  request: Request,
  env: Env,
  page: { tenant: string | null; branding: TenantBranding; session: SessionSummary | null },
): Promise<Response> {
  const { tenant, branding, session } = page;
  const url = new URL(request.url);
  const asset = await env.ASSETS.fetch(new Request(new URL('/', url), { headers: { accept: 'text/html' } }));
  if (!asset.ok || !asset.body)
    return new Response('The portal is not built yet: run npm run build', { status: 503 });
  const captcha: CaptchaConfig = { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY };
  const bootstrap: Bootstrap = { tenant, theme: branding.theme, client: branding.client, session, captcha };
  const branded = brandShell(
    new Response(asset.body, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    bootstrap,
    url.pathname,
  );
  const headers = new Headers(branded.headers);
  headers.set('cache-control', 'no-store');
  return new Response(request.method === 'HEAD' ? null : branded.body, { status: 200, headers });
}
