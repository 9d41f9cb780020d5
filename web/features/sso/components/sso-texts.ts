import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';

/** Spec 2.13 (verbatim) and, marked "ours", docs/decisions/010-two-factor-sso-masquerade.md. */
export const SSO_TEXTS = {
  /** As on the login page (docs/decisions/005-login-texts.md). */
  loggingIn: 'Logging you in...',
  expiredHeading: 'Ooops your link has expired',
  expiredMessage: "This link has expired. Don't worry close this tab and start the masquerade session again.",
  failedHeading: 'Oops somethings gone wrong.',
  /** The words 'contact us' link the support e-mail (or number). */
  failedMessagePrefix: 'We are unable to connect you. Please',
  failedContactLink: 'contact us',
  unableHeading: PUBLIC_PAGE_TITLES.ssoError,
  unableMessage: 'Sorry, there was a problem signing in to your account',
  returnToHome: 'Return to home',
} as const;
