import { Hono } from 'hono';
import { WEB_APP_MANIFEST_PATH } from '#contract/offline-page';
import type { AppEnv } from '../http/app-env';
import { brandingOf } from '../theme/request-branding';
import { webAppManifestOf } from '../theme/web-app-manifest';

/**
 * GET /manifest.webmanifest: the request's client's manifest, from its theme (the theme cache,
 * decision 003), cached by the browser as long as the theme is by the Worker.
 */
export const webAppManifestRoutes = new Hono<AppEnv>().get(WEB_APP_MANIFEST_PATH, async (c) => {
  const { theme } = await brandingOf(c);
  return c.body(JSON.stringify(webAppManifestOf(theme)), 200, {
    'content-type': 'application/manifest+json; charset=utf-8',
    'cache-control': `public, max-age=${Number(c.env.THEME_TTL_SECONDS)}`,
  });
});
