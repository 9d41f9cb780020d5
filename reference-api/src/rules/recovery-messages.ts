// The upstream's own messages of password recovery and activation (spec section 8's wording). The
// portal maps these answers by their status and shape and shows its own texts for them
// (worker/upstream/recovery-responses.ts), so only the upstream's tests read these.

export const RECOVERY_MESSAGES = {
  tokenExpired: 'Token has expired',
  linkExpiredOrInvalid: 'Your password reset link has expired or is invalid.',
  dobMismatch: 'This date does not match our records',
  resetFailed: 'Password reset failed',
  reviewForm: 'Please review the form',
  activationRequestFailed: 'There was an error requesting your activation',
  activationLinkFailed: 'Oops... there was an issue requesting your activation link',
} as const;
