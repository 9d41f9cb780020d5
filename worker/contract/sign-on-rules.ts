/** Sign-on tokens of masquerade links start with this (spec sections 2.13 and 6). */
export const MASQUERADE_TOKEN_PREFIX = 'msq';

/** The token segment of /sso-login/{token}/{masqueradeSchemeYear} (spec 2.13). */
export const SIGN_ON_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;
export const SIGN_ON_TOKEN_LENGTH = { min: 8, max: 512 } as const;
/** The scheme years a sign-on link may name. */
export const SCHEME_YEAR_RANGE = { min: 2000, max: 2100 } as const;

/**
 * Which page a sign-on token arrived on: /sso-login/ (the identity provider's token or a masquerade
 * link, spec 2.13) or a partner's redirect to /wrkit-redirect-sso/ (spec 2.1; docs/decisions/076),
 * whose token the upstream spends through /wrkit-sso.
 */
export const SIGN_ON_ENTRIES = ['sign-on', 'partner'] as const;
export type SignOnEntry = (typeof SIGN_ON_ENTRIES)[number];

export const SSO_ERROR_CODES = {
  /** A masquerade (msq) token that is unknown, spent or expired. */
  masqueradeLinkExpired: 'masquerade_link_expired',
  /** Any other sign-on failure. */
  failed: 'sso_failed',
} as const;

export const MAGIC_LINK_ERROR_CODES = {
  wrongPassword: 'magic_link_wrong_password',
  forbidden: 'forbidden',
} as const;
