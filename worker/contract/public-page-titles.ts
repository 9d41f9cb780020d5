import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONTENT_PAGES } from './content-pages';
import type { PublicRouteName } from './page-paths';

/** Ours (the spec names only Login's and the content pages'): the screens say these as their headings too. */
export const PAGE_NOT_FOUND_TITLE = msg`Page not found`;

/**
 * Each public page's title (spec 2.1, 2.4, 2.11): what its route's handle declares
 * (web/public-pages/public-routes.tsx), which web/app/page-title.ts reads for the Worker's render
 * and the browser alike, with the brand after a bar (contract/page-title). Zod-free: the public
 * pages load it. Ours are messages, read in the page's language (web/lib/message-text.ts); a content
 * page's title is the upstream's, the same in every language.
 */
export const PUBLIC_PAGE_TITLES = {
  login: msg`Login`,
  forgottenPassword: msg`Reset your password`,
  resetPassword: msg`Reset your password`,
  activation: msg`Activate your account`,
  twoFactorCode: msg`Enter authentication code`,
  twoFactorQrSetup: msg`Enable two factor authentication`,
  twoFactorCodeSetup: msg`Enable two factor authentication`,
  ssoLogin: msg`Logging in`,
  // A partner's redirect signs in as a sign-on link does (decision 076).
  partnerSignOn: msg`Logging in`,
  // The redirect route without a token is the login page (decision 047).
  ssoRedirect: msg`Login`,
  ssoError: msg`Unable to log in`,
  logoutSuccess: msg`You have been logged out`,
  // Ours (docs/decisions/079): the offline page's heading too.
  offline: msg`You're offline`,
  cookiePolicy: CONTENT_PAGES.cookiePolicy.title,
  privacyStatement: CONTENT_PAGES.privacyStatement.title,
  termsAndConditions: CONTENT_PAGES.termsAndConditions.title,
  notFound: PAGE_NOT_FOUND_TITLE,
} as const satisfies Record<PublicRouteName, string | MessageDescriptor>;
