import { Hono } from 'hono';
import { errorBody } from '../http/error-body.ts';
import { BENEFIT_ICON_FILES } from '../seed/benefit-icon-files.ts';

/**
 * GET /v1/benefit-icons/:file: the icon files a benefit's icon_url may name (docs/decisions/043).
 * Public, as a CDN's files are: the portal fetches them without the person's token.
 */
export const benefitIconFileRoutes = new Hono().get('/benefit-icons/:file', (c) => {
  const svg = Object.hasOwn(BENEFIT_ICON_FILES, c.req.param('file'))
    ? BENEFIT_ICON_FILES[c.req.param('file')]
    : undefined;
  if (svg === undefined) return c.json(errorBody('Not found'), 404);
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
  });
});
