/**
 * The public pages (spec 2.1) and their path patterns, the public frame's routes in the one route
 * tree (web/public-pages/public-routes.tsx; docs/decisions/066). Which page a path is, is the
 * tree's answer (react-router's matching), in the browser and in the Worker alike.
 */
export const PUBLIC_ROUTE_PATTERNS = {
  login: '/',
  forgottenPassword: '/forgotten-password/*',
  resetPassword: '/reset-password/*',
  activation: '/activation/:id/*',
  twoFactorCode: '/two-fa/*',
  twoFactorQrSetup: '/two-fa-qr-setup/*',
  twoFactorCodeSetup: '/two-fa-code-setup/*',
  ssoLogin: '/sso-login/:token/:year',
  /**
   * The redirect route (spec 2.1): the login page, where a stored session is restored first (a
   * signed-in visitor goes on to /app/home/), not a second sign-on entry (decision 047).
   */
  ssoRedirect: '/wrkit-redirect-sso/*',
  ssoError: '/sso-error/*',
  logoutSuccess: '/logout-success',
  // The content pages (spec 2.11); their names are contract/content-pages' too.
  cookiePolicy: '/cookie-policy/*',
  privacyStatement: '/privacy-statement/*',
  termsAndConditions: '/terms-and-conditions/*',
} as const;

/** A public page by name; any path that matches none is the not-found page. */
export type PublicRouteName = keyof typeof PUBLIC_ROUTE_PATTERNS | 'notFound';

/** Where a signed-in person starts (spec 2.1): the Worker sends a signed-in visitor of / there. */
export const SIGNED_IN_HOME_PATH = '/app/home/';
