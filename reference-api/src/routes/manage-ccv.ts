import { Hono } from 'hono';
import { authenticateAccessToken } from '../auth/token-service.ts';
import { findCardHolder } from '../data/card-value-repository.ts';
import type { AppEnv } from '../env.ts';
import { developmentOnly } from '../http/dev-only.ts';
import { manageCcvPage, manageCcvRefusedPage } from '../presenters/manage-ccv-page.ts';

/**
 * The page may be framed by the portal's tenants only (any port: npm start, tests), runs no script,
 * and sends no Referer on: its own address carries the token.
 */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors http://localhost:* http://*.localhost:*",
} as const;

/**
 * A stand-in for the employer card-value (voucher) service (spec section 2.2: /manage-ccv, opened
 * with the user's bearer token as the query parameter bearerToken). It trusts the token the way the
 * real service would and shows whom it belongs to. Development and tests only.
 */
export const manageCcvRoutes = new Hono<AppEnv>().get('/manage-ccv', developmentOnly, async (c) => {
  const token = c.req.query('bearerToken');
  const session = token ? await authenticateAccessToken(c.env.DB, token, Date.now()) : null;
  const holder = session ? await findCardHolder(c.env.DB, session.userId) : null;
  if (!holder) return c.html(manageCcvRefusedPage(), 401, PAGE_HEADERS);
  return c.html(manageCcvPage(holder), 200, PAGE_HEADERS);
});
