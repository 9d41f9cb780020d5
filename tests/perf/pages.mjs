// The pages the bench measures and their budgets. A new screen joins the table with one line in
// PAGES: its URL (any port is replaced by the bench's), who must be signed in, and its budgets.
// A page without signedInAs is measured as a first visit (nothing stored, so the cookie banner
// shows); a signed-in one with the session cookie and the cookie consent stored.
// Budget keys: performance and accessibility (Lighthouse scores, at least), lcpSeconds, tbtMs,
// cls, jsKb (gzip, at most), lcpVsReference (at most this times the static reference page's LCP).

/** The public, signed-out screens: spec budgets for the first thing every visitor loads. */
const PUBLIC_PAGE = {
  performance: 0.98,
  lcpSeconds: 0.9,
  lcpVsReference: 1.4,
  cls: 0,
  tbtMs: 50,
  accessibility: 1,
};
const LOGIN_ROUTE = { ...PUBLIC_PAGE, jsKb: 90 };
const SIGNED_IN = { performance: 0.95, lcpSeconds: 1.5, jsKb: 170 };
/** The benefits screens (issue 15): the signed-in budgets, and next to no layout shift. */
const BENEFITS_PAGE = { ...SIGNED_IN, cls: 0.02 };
/**
 * Chart pages (decisions 018, 025): the benefits budgets, but their charts fetch chart.js (a 59 KB gzip
 * chunk of its own, after the table has painted), which no other page loads.
 */
const CHART_PAGE = { ...BENEFITS_PAGE, jsKb: 230 };

/**
 * @typedef {{ performance?: number, accessibility?: number, lcpSeconds?: number, lcpVsReference?: number,
 *   cls?: number, tbtMs?: number, jsKb?: number }} Budgets
 * @typedef {{ name: string, url: string, signedInAs?: string, budgets: Budgets }} Page
 */

/** @type {Page[]} */
export const PAGES = [
  { name: 'Login (acme)', url: 'http://acme.localhost/', budgets: LOGIN_ROUTE },
  { name: 'Login (globex)', url: 'http://globex.localhost/', budgets: LOGIN_ROUTE },
  {
    name: 'Forgotten password (acme)',
    url: 'http://acme.localhost/forgotten-password/',
    budgets: PUBLIC_PAGE,
  },
  // A content page paints its policy from the HTML like the login page (decision 020): a visitor,
  // Lighthouse's mobile profile, the login page's budgets.
  {
    name: 'Privacy statement (acme, visitor)',
    url: 'http://acme.localhost/privacy-statement/',
    budgets: LOGIN_ROUTE,
  },
  {
    name: 'Home (Emma)',
    url: 'http://acme.localhost/app/home/',
    signedInAs: 'emma.employee@acme.test',
    budgets: SIGNED_IN,
  },
  {
    name: 'My benefits (Emma)',
    url: 'http://acme.localhost/app/my-benefits/',
    signedInAs: 'emma.employee@acme.test',
    budgets: BENEFITS_PAGE,
  },
  {
    name: 'Dental Cover product page (Emma)',
    url: 'http://acme.localhost/app/my-benefits/5202',
    signedInAs: 'emma.employee@acme.test',
    budgets: BENEFITS_PAGE,
  },
  {
    name: 'My total benefits (Emma)',
    url: 'http://acme.localhost/app/my-total-benefits/',
    signedInAs: 'emma.employee@acme.test',
    budgets: CHART_PAGE,
  },
  // The employer dashboard (issue 17, decision 025): the landing is prerendered and loads no chart
  // code; engagement is the heaviest chart page (a year of weeks as a line, and months as bars).
  {
    name: 'Employer dashboard (Alex)',
    url: 'http://acme.localhost/app/dashboard/',
    signedInAs: 'alex.admin@acme.test',
    budgets: BENEFITS_PAGE,
  },
  {
    name: 'Employee engagement (Alex)',
    url: 'http://acme.localhost/app/dashboard/employee-engagement/',
    signedInAs: 'alex.admin@acme.test',
    budgets: CHART_PAGE,
  },
];

/** The static, script-free branded login page the public pages' LCP is compared with. */
export const REFERENCE_PAGE = { name: 'Static reference login (acme)', tenant: 'acme' };

/** Budgets of first loads counted from the build: the login page, the signed-in home, the CSS. */
export const BUILD_BUDGETS = { loginJsKb: 90, signedInJsKb: 170, cssKb: 30 };

/**
 * BFF overhead (issue 19), judged against the empty pass-through Worker in the same run: server CPU
 * per proxied request added, latency added at one connection and in an open loop at half the empty
 * Worker's throughput at `saturationConnections`, and the portal's share of that throughput.
 */
export const BFF_BUDGETS = {
  saturationConnections: 10,
  cpuAddedMs: 0.5,
  throughputShare: 0.85,
  oneConnection: { p50AddedMs: 1, p99AddedMs: 3 },
  openLoop: { shareOfSaturation: 0.5, p50AddedMs: 1, p99AddedMs: 3 },
};
