import { matchPathPattern } from './path-pattern';

/**
 * The public pages (spec 2.1) and their path patterns. They are served by the SPA's public entry;
 * the signed-in app (the other entry) serves /app/* and /logout. Moving between the two is a full
 * page load (docs/decisions/011-html-first-public-pages.md).
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

// /contact-us/ needs a signed-in person (spec 2.8) and is drawn in the app's frame (decision 020).
const APP_PATH = /^\/(app|logout|contact-us)(\/|$)/i;

/** True for the signed-in app's paths (/app, /app/…, /logout, /contact-us); every other path is public. */
export function isAppPath(pathname: string): boolean {
  return APP_PATH.test(pathname);
}

/** The public page a path shows, with its parameters; unknown paths are 'notFound'. */
export function matchPublicRoute(pathname: string): {
  name: PublicRouteName;
  params: Record<string, string>;
} {
  for (const [name, pattern] of Object.entries(PUBLIC_ROUTE_PATTERNS)) {
    const params = matchPathPattern(pattern, pathname);
    if (params) return { name: name as PublicRouteName, params };
  }
  return { name: 'notFound', params: {} };
}

/** Where a signed-in person starts (spec 2.1): the Worker sends a signed-in visitor of / there. */
export const SIGNED_IN_HOME_PATH = '/app/home/';

/**
 * The public pages that show the login form (spec 2.1): the login page and the redirect route. A
 * signed-in visitor of either has their session restored and goes on to /app/home/ (decision 047).
 */
export function showsLoginForm(pathname: string): boolean {
  const { name } = matchPublicRoute(pathname);
  return name === 'login' || name === 'ssoRedirect';
}
