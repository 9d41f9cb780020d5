import { PUBLIC_ROUTE_PATTERNS, type PublicRouteName } from '../../worker/contract/public-pages';
import type { PageModule, PublicRoute } from '../lib/public-router';

/**
 * How each public page's module loads (its path pattern is in the contract, shared with the
 * Worker). public-page-sources.ts names the same modules for the build.
 */
export const PUBLIC_PAGE_LOADERS: Record<PublicRouteName, () => Promise<PageModule>> = {
  login: () => import('../features/auth/routes/login'),
  forgottenPassword: () => import('../features/forgotten-password/routes/forgotten-password'),
  resetPassword: () => import('../features/reset-password/routes/reset-password'),
  activation: () => import('../features/activation/routes/activation'),
  twoFactorCode: () => import('../features/two-factor/routes/two-fa'),
  twoFactorQrSetup: () => import('../features/two-factor/routes/two-fa-qr-setup'),
  twoFactorCodeSetup: () => import('../features/two-factor/routes/two-fa-code-setup'),
  ssoLogin: () => import('../features/sso/routes/sso-login'),
  partnerSsoLogin: () => import('../features/sso/routes/sso-login'),
  ssoError: () => import('../features/sso/routes/sso-error'),
  logoutSuccess: () => import('../features/logout/routes/logout-success'),
  cookiePolicy: () => import('../features/content/routes/content-page'),
  privacyStatement: () => import('../features/content/routes/content-page'),
  termsAndConditions: () => import('../features/content/routes/content-page'),
  notFound: () => import('./not-found-route'),
};

/** The public router's table: every public page, then the not-found page for any other path. */
export const publicRoutes: readonly PublicRoute[] = [
  ...Object.entries(PUBLIC_ROUTE_PATTERNS).map(([name, path]) => ({
    path,
    load: PUBLIC_PAGE_LOADERS[name as PublicRouteName],
  })),
  { path: '*', load: PUBLIC_PAGE_LOADERS.notFound },
];
