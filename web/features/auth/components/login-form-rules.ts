import { EMAIL_PATTERN } from '#contract/login-rules';
import type { FormValidation } from '#web/lib/use-form-fields.ts';

/** Spec section 5 gives no wording for these two (docs/decisions/005-login-texts.md). */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** Spec section 5; the form renders 'reset your password' as a link to /forgotten-password/. */
export const PASSWORD_REQUIRED_MESSAGE = 'Try again or reset your password';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm that you are not a robot!';

export type LoginFormValues = {
  email: string;
  password: string;
  /** The captcha provider's token; empty until the captcha is completed. */
  captchaToken: string;
};

export type LoginStep = 'email' | 'password';

export interface LoginFormContext {
  step: LoginStep;
  captchaRequired: boolean;
}

/** Step 1 checks the e-mail only (trimmed); step 2 adds the password and, once required, the captcha. */
export function validateLoginForm(
  values: LoginFormValues,
  { step, captchaRequired }: LoginFormContext,
): FormValidation<LoginFormValues> {
  const email = values.email.trim();
  const errors: FormValidation<LoginFormValues>['errors'] = {};
  if (!email) errors.email = EMAIL_REQUIRED_MESSAGE;
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID_MESSAGE;
  if (step === 'password') {
    if (!values.password) errors.password = PASSWORD_REQUIRED_MESSAGE;
    if (captchaRequired && !values.captchaToken) errors.captchaToken = CAPTCHA_REQUIRED_MESSAGE;
  }
  return { values: { ...values, email }, errors };
}
