import { CONTENT_PAGES } from './content-pages';
import type { PublicRouteName } from './page-paths';

/** Ours (the spec names only Login's and the content pages'): the screens say these as their headings too. */
export const PAGE_NOT_FOUND_TITLE = 'Page not found';

/**
 * Each public page's title (spec 2.1, 2.4, 2.11): what its route's handle declares
 * (web/public-pages/public-routes.tsx), which web/app/page-title.ts reads for the Worker's render
 * and the browser alike, with the brand after a bar (contract/page-title). Zod-free: the public
 * pages load it.
 */
export const PUBLIC_PAGE_TITLES = {
  login: 'Login',
  forgottenPassword: 'Reset your password',
  resetPassword: 'Reset your password',
  activation: 'Activate your account',
  twoFactorCode: 'Enter authentication code',
  twoFactorQrSetup: 'Enable two factor authentication',
  twoFactorCodeSetup: 'Enable two factor authentication',
  ssoLogin: 'Logging in',
  // A partner's redirect signs in as a sign-on link does (decision 076).
  partnerSignOn: 'Logging in',
  // The redirect route without a token is the login page (decision 047).
  ssoRedirect: 'Login',
  ssoError: 'Unable to log in',
  logoutSuccess: 'You have been logged out',
  // Ours (docs/decisions/079): the offline page's heading too.
  offline: "You're offline",
  cookiePolicy: CONTENT_PAGES.cookiePolicy.title,
  privacyStatement: CONTENT_PAGES.privacyStatement.title,
  termsAndConditions: CONTENT_PAGES.termsAndConditions.title,
  notFound: PAGE_NOT_FOUND_TITLE,
} as const satisfies Record<PublicRouteName, string>;
