/** Error codes the recovery and activation screens tell apart; messages are spec section 8's. */
export const RECOVERY_ERROR_CODES = {
  tokenExpired: 'token_expired',
  tokenInvalid: 'token_invalid',
  dobMismatch: 'dob_mismatch',
  passwordRejected: 'password_rejected',
  activationFailed: 'activation_failed',
  /** The activation link expired before it was used: a new one may be asked for (decision 048). */
  activationLinkExpired: 'activation_link_expired',
  /** Asking for a new activation link failed. */
  activationLinkFailed: 'activation_link_failed',
  captchaFailed: 'captcha_failed',
  rateLimited: 'rate_limited',
} as const;

export const RECOVERY_TEXTS = {
  tokenExpired: 'Token has expired',
  linkExpiredOrInvalid: 'Your password reset link has expired or is invalid.',
  renewalExpired: 'Your password renewal request has expired. Please try again.',
  unableToValidate: 'Unable to validate reset link. Please try again.',
  dobMismatch: 'This date does not match our records',
  resetFailed: 'Password reset failed',
  reviewForm: 'Please review the form',
  network: 'Network error. Please try again.',
  resetLinkRequestFailed: 'Oops... there was an issue requesting your password reset link',
  activationRequestFailed: 'There was an error requesting your activation',
  activationLinkFailed: 'Oops... there was an issue requesting your activation link',
  /** Ours (decision 048): the expired activation link's way to a new one. */
  requestActivationLink: 'Send me a new activation link',
  requestingActivationLink: 'Sending...',
  /** Spec 2.9's words once a link is on its way; the new activation link says the same. */
  linkSentHeading: "It's on the way...",
  linkSentBody: "Check your inbox! Don't forget to check your Junk & Spam folders.",
} as const;

/** An expired reset link sends people to /forgotten-password?message=token-expired (spec 2.9, 8). */
export const TOKEN_EXPIRED_MESSAGE = { param: 'message', value: 'token-expired' } as const;

/** Spec section 5, the date of birth's generic invalid-date message. */
export const DATE_OF_BIRTH_INVALID_MESSAGE = 'This date of birth is not valid';

/** Dates travel between the SPA and the Worker as ISO YYYY-MM-DD; the Worker converts for the upstream. */
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
