import { emailDomain } from './email.ts';

// The reference sign-on page stands in for a client's identity provider (a later issue builds it).
const REFERENCE_SIGN_ON_PATH = '/sso/reference-sign-on';

/** True when the e-mail's domain is the client's single sign-on domain (compared case-insensitively). */
export function isSsoEmail(email: string, ssoDomain: string | null): boolean {
  return ssoDomain !== null && emailDomain(email) === ssoDomain.toLowerCase();
}

/** Where the login-URL check sends an SSO user. */
export function ssoLoginUrl(email: string): string {
  return `${REFERENCE_SIGN_ON_PATH}?email=${encodeURIComponent(email)}`;
}

/** The identity provider's logout address for SSO users (the portal goes there after logout), else null. */
export function ssoLogoutUrl(email: string, ssoDomain: string | null): string | null {
  return isSsoEmail(email, ssoDomain) ? `${REFERENCE_SIGN_ON_PATH}/logout` : null;
}
