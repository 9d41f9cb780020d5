import { LOCKED_MESSAGE, NOT_ACTIVATED_MESSAGE } from './login-failure.ts';

/**
 * The error body of the two-factor calls: a list of `{ code, message }`, each message one HTML line
 * of the portal's error banner (spec section 8, Two-factor; docs/decisions/010).
 */
export type TwoFactorErrorBody = { error: { code: TwoFactorErrorCode; message: string }[] };

// 401: the code or the credentials that travel with it were wrong. 422: the request cannot be
// acted on as it stands, whatever code it carried.
const ERRORS = {
  invalid_code: {
    status: 401,
    message: 'The code you entered is not valid. Check your authenticator app and try again.',
  },
  code_already_used: {
    status: 401,
    message: 'This code has already been used. Wait for the next code in your authenticator app.',
  },
  // The login page's own failure texts (spec section 8, Login), for the password that travels along.
  invalid_credentials: { status: 401, message: "We can't find a match! Try again or contact us" },
  account_locked: { status: 401, message: LOCKED_MESSAGE },
  account_unavailable: { status: 401, message: NOT_ACTIVATED_MESSAGE },
  captcha_required: { status: 401, message: 'Please confirm that you are not a robot!' },
  invalid_request: { status: 422, message: 'Enter the 6-digit code from your authenticator app.' },
  not_set_up: { status: 422, message: 'Two factor authentication is not set up for this account.' },
  already_set_up: { status: 422, message: 'Two factor authentication is already set up for this account.' },
  setup_not_required: {
    status: 422,
    message: 'This account does not need to set up two factor authentication to sign in.',
  },
  no_pending_setup: {
    status: 422,
    message: 'Start setting up two factor authentication again: scan the new QR code first.',
  },
  reason_required: {
    status: 422,
    message: 'Please tell us why you are turning off two factor authentication.',
  },
  reason_too_long: { status: 422, message: 'Please keep your reason to 500 characters or fewer.' },
} as const satisfies Record<string, { status: 401 | 422; message: string }>;

export type TwoFactorErrorCode = keyof typeof ERRORS;

export function twoFactorErrorBody(code: TwoFactorErrorCode): TwoFactorErrorBody {
  return { error: [{ code, message: ERRORS[code].message }] };
}

export function twoFactorErrorStatus(code: TwoFactorErrorCode): 401 | 422 {
  return ERRORS[code].status;
}

/** The longest reason for switching two-factor off that is kept (as the portal's form allows). */
export const TWO_FACTOR_REASON_MAX_LENGTH = 500;
