import { msg } from '@lingui/core/macro';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';

/** Spec 2.13 (verbatim) and, marked "ours", docs/decisions/010-two-factor-sso-masquerade.md; messages, read in the page's language. */
export const SSO_TEXTS = {
  /** As on the login page (docs/decisions/005-login-texts.md). */
  loggingIn: msg`Logging you in...`,
  expiredHeading: msg`Ooops your link has expired`,
  expiredMessage: msg`This link has expired. Don't worry close this tab and start the masquerade session again.`,
  failedHeading: msg`Oops somethings gone wrong.`,
  unableHeading: PUBLIC_PAGE_TITLES.ssoError,
  unableMessage: msg`Sorry, there was a problem signing in to your account`,
  returnToHome: msg`Return to home`,
} as const;
