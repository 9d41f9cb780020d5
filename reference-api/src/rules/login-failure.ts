import { captchaRequired } from './lockout.ts';

// The legacy token endpoint's failure body; the portal shows error_message as the alert, or its own
// default text when it is null (spec section 8, Login).
export type LoginFailureBody = {
  error_message: string | null;
  showRecaptcha: boolean;
  userAccountLocked: boolean;
};

export const LOCKED_MESSAGE =
  'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later';
export const NOT_ACTIVATED_MESSAGE =
  'Unfortunately we are experiencing a problem with your account, please contact the support team for help.';

/** A wrong password (or an unknown account, which must look the same), after `failures` in a row. */
export function wrongPasswordBody(failures: number): LoginFailureBody {
  return { error_message: null, showRecaptcha: captchaRequired(failures), userAccountLocked: false };
}

// Only reachable at 5 or more failures, so the captcha is always required too.
export function lockedBody(): LoginFailureBody {
  return { error_message: LOCKED_MESSAGE, showRecaptcha: true, userAccountLocked: true };
}

export function captchaMissingBody(): LoginFailureBody {
  return { error_message: null, showRecaptcha: true, userAccountLocked: false };
}

export function notActivatedBody(): LoginFailureBody {
  return { error_message: NOT_ACTIVATED_MESSAGE, showRecaptcha: false, userAccountLocked: false };
}
