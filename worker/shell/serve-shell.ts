import type { Bootstrap } from '../contract/bootstrap';
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
  tenant: string | null,
  branding: TenantBranding,
): Promise<Response> {
  const url = new URL(request.url);
  const asset = await env.ASSETS.fetch(new Request(new URL('/', url), { headers: { accept: 'text/html' } }));
  if (!asset.ok || !asset.body)
    return new Response('The portal is not built yet: run npm run build', { status: 503 });
  const bootstrap: Bootstrap = { tenant, theme: branding.theme, client: branding.client, session: null };
  const branded = brandShell(
    new Response(asset.body, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    bootstrap,
    url.pathname,
  );
  const headers = new Headers(branded.headers);
  headers.set('cache-control', 'no-store');
  return new Response(request.method === 'HEAD' ? null : branded.body, { status: 200, headers });
}
