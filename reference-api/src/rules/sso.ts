import { emailDomain } from './email.ts';

// The reference identity provider's pages, as the portal exposes them in development (it forwards
// /__dev/reference-sign-on[...] to the reference API's /v2/sso/reference-sign-on[...]). In
// production a client's login URL is its real identity provider's.
const REFERENCE_SIGN_ON_PORTAL_PATH = '/__dev/reference-sign-on';

/** True when the e-mail's domain is the client's single sign-on domain (compared case-insensitively). */
export function isSsoEmail(email: string, ssoDomain: string | null): boolean {
  return ssoDomain !== null && emailDomain(email) === ssoDomain.toLowerCase();
}

/** Where the login-URL check sends an SSO user: the reference sign-on page on their client's portal. */
export function ssoLoginUrl(portalUrl: string, email: string): string {
  return `${portalUrl}${REFERENCE_SIGN_ON_PORTAL_PATH}?email=${encodeURIComponent(email)}`;
}

/** The identity provider's logout address for SSO users (the portal goes there after logout), else null. */
export function ssoLogoutUrl(portalUrl: string, email: string, ssoDomain: string | null): string | null {
  return isSsoEmail(email, ssoDomain) ? `${portalUrl}${REFERENCE_SIGN_ON_PORTAL_PATH}/signed-out` : null;
}

/** The portal page that spends a sign-on token (spec section 2.13: /sso-login/{token}/{year}). */
export function signOnLandingUrl(portalUrl: string, token: string, schemeYear: number): string {
  return `${portalUrl}/sso-login/${encodeURIComponent(token)}/${schemeYear}`;
}

/**
 * Where a partner sends a person with its one-time token (spec 2.1, the redirect route
 * /wrkit-redirect-sso/{token}/{year}; docs/decisions/076): the portal spends it through /wrkit-sso.
 */
export function partnerLandingUrl(portalUrl: string, token: string, schemeYear: number): string {
  return `${portalUrl}/wrkit-redirect-sso/${encodeURIComponent(token)}/${schemeYear}`;
}
