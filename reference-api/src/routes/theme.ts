import { Hono } from 'hono';
import { findThemeBySlug } from '../data/theme-repository.ts';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../http/error-body.ts';

// A single DNS label: the portal looks a tenant up by its sub-domain (or 'localhost' for the root).
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** GET theme by domain or sub-domain name (spec section 7), served on the v2 host. */
export const themeRoutes = new Hono<AppEnv>().get('/theme/:name', async (c) => {
  const name = c.req.param('name');
  if (!DNS_LABEL.test(name)) {
    return c.json(errorBody('Invalid theme name'), 400);
  }
  const found = await findThemeBySlug(c.env.DB, name);
  if (!found) {
    return c.json(errorBody('Theme not found'), 404);
  }
  return c.json(found, 200);
});
