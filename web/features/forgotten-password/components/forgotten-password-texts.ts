import { msg } from '@lingui/core/macro';
import { CAPTCHA_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE } from '#contract/login-rules';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';
import { RECOVERY_TEXTS } from '#contract/recovery-rules';

/**
 * Texts of the forgotten-password page. Verbatim from the specification (sections 2.9, 5, 8)
 * except those marked "ours" (docs/decisions/008-recovery-texts.md). The page's own are messages,
 * read in the page's language; the contract's (validation, the Worker's) are strings.
 */
export const FORGOTTEN_PASSWORD_TEXTS = {
  /** Heading and document title. */
  heading: PUBLIC_PAGE_TITLES.forgottenPassword,
  /** Ours. */
  instructions: msg`Enter the email address you use to log in and we'll send you a link to reset your password.`,
  emailLabel: msg`Email address`,
  /** Spec 5 gives one message for the e-mail field; it covers empty and malformed alike. */
  emailInvalid: EMAIL_INVALID_MESSAGE,
  captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
  /** Ours. */
  submit: msg`Send reset link`,
  back: msg`Back`,
  sentHeading: RECOVERY_TEXTS.linkSentHeading,
  sentBody: RECOVERY_TEXTS.linkSentBody,
  backToLogin: msg`Back to Login`,
  validationFailed: msg`Validation failed`,
  unexpected: msg`An unexpected error occurred`,
  /** Ours. */
  ssoOnly: msg`Your organisation signs you in with single sign-on, so there is no portal password to reset. Please use your organisation's own sign-in.`,
} as const;
