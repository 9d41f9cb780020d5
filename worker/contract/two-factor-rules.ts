import { AUTH_CODE_LENGTH } from './spec-constants';

/** Error codes of the two-factor routes; `lines` of the error carry the server's messages. */
export const TWO_FACTOR_ERROR_CODES = {
  /** The upstream refused the code; error.lines has its messages (spec section 8, Two-factor). */
  rejected: 'two_factor_rejected',
  /** No pending sign-in (expired after 10 minutes, cancelled, or never started): start again at /. */
  noPendingLogin: 'two_factor_no_pending_login',
  /** 'complete' before a 'temporary' code was accepted. */
  setupOutOfOrder: 'two_factor_setup_out_of_order',
  rateLimited: 'rate_limited',
} as const;

export const TWO_FACTOR_REASON_MAX_LENGTH = 500;

/** Ours (docs/decisions/010): the spec names the code's inputs but gives them no wording. */
export const AUTH_CODE_INCOMPLETE_MESSAGE = `Please enter all ${AUTH_CODE_LENGTH} digits of the code.`;
/** Ours: spec section 5 requires a reason to turn two-factor off, without a wording. */
export const TWO_FACTOR_REASON_REQUIRED_MESSAGE =
  'Please tell us why you are turning off two factor authentication.';
