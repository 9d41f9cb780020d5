import type { PathParam } from 'react-router';

/**
 * The public frame's pages (spec 2.1) by name, which is also the page's route id in the tree (the
 * Worker and the content page read it).
 */
const PUBLIC_PAGES = {
  login: '/',
  forgottenPassword: '/forgotten-password/',
  resetPassword: '/reset-password',
  activation: '/activation/:id',
  twoFactorCode: '/two-fa/',
  twoFactorQrSetup: '/two-fa-qr-setup/',
  // Spec 2.14 writes it without the trailing slash, and the journeys expect it so.
  twoFactorCodeSetup: '/two-fa-code-setup',
  ssoLogin: '/sso-login/:token/:year',
  /**
   * A partner's single sign-on redirect (spec 2.1; decision 076): its one-time token, spent through
   * the upstream's /wrkit-sso, signs the person in as /sso-login/ does.
   */
  partnerSignOn: '/wrkit-redirect-sso/:token/:year',
  /**
   * The redirect route without a token (spec 2.1): the login page, where a stored session is
   * restored first (a signed-in visitor goes on to the home page; decision 047).
   */
  ssoRedirect: '/wrkit-redirect-sso/',
  ssoError: '/sso-error/',
  logoutSuccess: '/logout-success',
  /**
   * What the portal's service worker shows in place of a page the device could not load, offline
   * (docs/decisions/079); a page of its own so that it is drawn like every other, in the client's look.
   */
  offline: '/offline/',
  // The content pages (spec 2.11); their names are contract/content-pages' too.
  cookiePolicy: '/cookie-policy/',
  privacyStatement: '/privacy-statement',
  termsAndConditions: '/terms-and-conditions',
} as const;

/** The app frame's pages (spec 2.2): signed in, but for /logout, which ends a session. */
const APP_PAGES = {
  /** Where a signed-in person starts (spec 2.1), and where signing in lands. */
  home: '/app/home/',
  profile: '/app/home/my-profile/',
  myBenefits: '/app/my-benefits/',
  benefit: '/app/my-benefits/:benefitId',
  benefitSetup: '/app/my-benefits/:benefitId/setup',
  benefitManage: '/app/my-benefits/:benefitId/manage',
  /** The two overviews of total benefits (spec 2.2), by the mode each opens on (decision 018). */
  totalBenefits: '/app/my-total-benefits/',
  totalBenefitsMonthly: '/app/my-total-benefits-enhanced/',
  faqs: '/app/faqs/',
  // Not under /app, but signed-in only and in the app's frame (spec 2.8, decision 020).
  contactUs: '/contact-us/',
  dashboard: '/app/dashboard/',
  engagement: '/app/dashboard/employee-engagement/',
  insights: '/app/dashboard/employee-insights/',
  takeUp: '/app/dashboard/benefit-takeup',
  takeUpDetail: '/app/dashboard/benefit-takeup/:benefitId',
  platformSettings: '/app/dashboard/platform-settings/',
  auditTrail: '/app/dashboard/audit-trail',
  approvals: '/app/dashboard/approve-selections',
  approvalsBenefit: '/app/dashboard/approve-selections/:benefitId',
  employeeData: '/app/employee-data/',
  employeeDataUpload: '/app/employee-data/upload',
  reporting: '/app/reporting',
  voucherManagement: '/app/ccv/manage',
  logout: '/logout',
} as const;

/**
 * Every page's path, written once (docs/decisions/066): as links and redirects write it, its
 * trailing slash or not as the spec and the journeys have it, with `:name` for a parameter. The
 * route tree's patterns are these (web/app/router.tsx, web/public-pages/public-routes.tsx; React
 * Router matches a path with or without its trailing slash), `withSubpaths` for a page that takes
 * deeper paths too. A link to a page with parameters is `hrefOf`'s.
 */
export const PATHS = { ...PUBLIC_PAGES, ...APP_PAGES } as const;

/** A public page by name; any path that matches no route is the not-found page. */
export type PublicRouteName = keyof typeof PUBLIC_PAGES | 'notFound';

/** Any other path under /app: the app frame's not-found page (any other unknown path is the public frame's). */
export const UNKNOWN_APP_PAGE = '/app/*';

/** A page's route pattern that takes any deeper path as well ('/two-fa/' → '/two-fa/*'). */
export function withSubpaths(path: string): string {
  return `${path.replace(/\/$/, '')}/*`;
}

type PagePath = (typeof PATHS)[keyof typeof PATHS];
/** A page's path that has parameters (`:benefitId`): its links are built with `hrefOf`. */
type ParameterisedPath = Extract<PagePath, `${string}:${string}`>;

/**
 * A link to a page with parameters, typed by its path: `hrefOf(PATHS.benefit, { benefitId: 7 })`
 * is '/app/my-benefits/7'. Each value is one path segment, encoded. (React Router's `href` needs
 * framework mode's generated types, and its `generatePath` drops the trailing slash a path keeps.)
 */
export function hrefOf<P extends ParameterisedPath>(
  path: P,
  params: { readonly [Name in PathParam<P>]: string | number },
): string {
  return path.replace(/:([\w-]+)/g, (_, name: PathParam<P>) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}
