/**
 * The first-party cookie that mirrors the stored cookie consent (localStorage `pes`), so the
 * Worker can tell from a request whether to render the cookie banner into the page's HTML
 * (docs/decisions/066). The SPA writes it when consent is given and
 * clears it if consent is withdrawn; the Worker only reads it. Zod-free: the public pages load it.
 */
export const CONSENT_COOKIE_NAME = 'portal-cookie-consent';
export const CONSENT_COOKIE_VALUE = '1';
/** One year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;

/** Whether a Cookie header (or `document.cookie`) carries the consent cookie. */
export function hasConsentCookie(cookies: string | null | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(';').some((pair) => {
    const index = pair.indexOf('=');
    if (index < 0) return false;
    return (
      pair.slice(0, index).trim() === CONSENT_COOKIE_NAME &&
      pair.slice(index + 1).trim() === CONSENT_COOKIE_VALUE
    );
  });
}

/** The `document.cookie` assignment that sets (`given`) or clears the consent cookie. */
export function consentCookieAssignment(given: boolean, secure: boolean): string {
  const value = given ? CONSENT_COOKIE_VALUE : '';
  const maxAge = given ? CONSENT_COOKIE_MAX_AGE : 0;
  return `${CONSENT_COOKIE_NAME}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The cookie banner is hidden on a page whose route says so (the cookie policy itself) and while
 * masquerading (spec sections 2.2, 2.3). The layouts pass it to the banner and the Worker to the
 * bootstrap, each from the same route tree's match, so HTML and first render agree.
 */
export function hidesCookieBanner(pageHidesIt: boolean, masquerading: boolean): boolean {
  return masquerading || pageHidesIt;
}
