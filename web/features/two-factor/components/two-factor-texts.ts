import { msg } from '@lingui/core/macro';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';

/**
 * Texts of the two-factor pages: verbatim from the specification (sections 2.14, 4, 8) except
 * those marked "ours" (docs/decisions/010-two-factor-sso-masquerade.md).
 */
/** Messages, read in the page's language where they are shown. */
export const TWO_FACTOR_TEXTS = {
  /** /two-fa/: heading and title. */
  codeHeading: PUBLIC_PAGE_TITLES.twoFactorCode,
  back: msg`Back`,
  login: msg`Login`,
  /** /two-fa-code-setup heading (spec); ours for the /two-fa-qr-setup/ intro too. */
  setupHeading: PUBLIC_PAGE_TITLES.twoFactorCodeSetup,
  enterTheCode: msg`Enter the code`,
  close: msg`Close`,
  next: msg`Next`,
  verify: msg`Verify`,
  /** Ours: the hints over the code boxes on the two passes of the set-up. */
  setupFirstHint: msg`Enter the 6-digit code your authenticator app shows for this account.`,
  setupSecondHint: msg`To confirm, wait for your app to show a new code, then enter that code.`,
  /** Ours: the flash on /app/home/ once two-factor is on (spec 4: "with a success message"). */
  enabledFlash: msg`Two factor authentication is now turned on.`,
  /** As on the login page (docs/decisions/005-login-texts.md). */
  loggingIn: msg`Logging you in...`,
  /** Ours. */
  loadingSetup: msg`Loading your QR code...`,
  /** Spec 8, Other. */
  somethingWrong: msg`It looks like something has gone wrong, please try again later`,
  /** Ours. */
  tryAgain: msg`Try again`,
} as const;
