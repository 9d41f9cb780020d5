import { Hono } from 'hono';
import { mintSsoLink, ownSignOnTarget } from '../auth/sign-on.ts';
import { findSignOnAccountByEmail, type SignOnAccount } from '../data/sign-on-account-repository.ts';
import type { AppEnv } from '../env.ts';
import { developmentOnly } from '../http/dev-only.ts';
import { signedOutPage, signOnPage, unknownAccountPage } from '../presenters/reference-sign-on-page.ts';
import { isValidEmail } from '../rules/email.ts';
import { isSsoEmail } from '../rules/sso.ts';

// The pages are only ever seen through the portal (at /__dev/reference-sign-on), so its root is "/".
const PORTAL_ROOT = '/';

// Sign-on pages must never be served from a cache: each one is about one person, now.
const PAGE_HEADERS = { 'cache-control': 'no-store' } as const;

async function findSsoAccount(db: D1Database, email: unknown): Promise<SignOnAccount | null> {
  if (typeof email !== 'string' || !isValidEmail(email.trim())) {
    return null;
  }
  const account = await findSignOnAccountByEmail(db, email.trim());
  return account && isSsoEmail(account.email, account.ssoDomain) ? account : null;
}

/**
 * The reference identity provider (docs/decisions/010, Single sign-on): the login-URL check sends an
 * SSO user's browser here, and "Continue" signs them in to their portal with a one-time token. It
 * vouches for whoever asks, so it exists in development and tests only.
 */
export const referenceSignOnRoutes = new Hono<AppEnv>()
  .use('/sso/reference-sign-on', developmentOnly)
  .use('/sso/reference-sign-on/*', developmentOnly)
  .get('/sso/reference-sign-on', async (c) => {
    const account = await findSsoAccount(c.env.DB, c.req.query('email'));
    if (!account) {
      return c.html(unknownAccountPage(), 404, PAGE_HEADERS);
    }
    return c.html(signOnPage(account), 200, PAGE_HEADERS);
  })
  .post('/sso/reference-sign-on', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const account = await findSsoAccount(c.env.DB, form.email);
    if (!account) {
      return c.html(unknownAccountPage(), 404, PAGE_HEADERS);
    }
    const nowMs = Date.now();
    const url = await mintSsoLink(c.env.DB, ownSignOnTarget(account, nowMs), nowMs);
    // 303: the browser follows with a GET, as after any form post.
    return c.redirect(url, 303);
  })
  .get('/sso/reference-sign-on/signed-out', (c) => c.html(signedOutPage(PORTAL_ROOT), 200, PAGE_HEADERS));
