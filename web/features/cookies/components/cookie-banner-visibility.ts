/** The cookie banner is hidden on the cookie policy itself and while masquerading (spec sections 2.2, 2.3). */
export { hidesCookieBanner } from '#contract/cookie-consent';
