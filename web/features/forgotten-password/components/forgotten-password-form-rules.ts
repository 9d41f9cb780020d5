import { EMAIL_PATTERN } from '#contract/login-rules';
import type { FormValidation } from '#web/lib/use-form-fields.ts';
import { FORGOTTEN_PASSWORD_TEXTS } from './forgotten-password-texts';

export type ForgottenPasswordFormValues = {
  email: string;
  /** The captcha provider's token; empty until the robot check is completed. */
  captchaToken: string;
};

/** Spec section 5: e-mail required and of the standard pattern (one message for both); the robot check required. */
export function validateForgottenPasswordForm(
  values: ForgottenPasswordFormValues,
): FormValidation<ForgottenPasswordFormValues> {
  const email = values.email.trim();
  const errors: FormValidation<ForgottenPasswordFormValues>['errors'] = {};
  if (!EMAIL_PATTERN.test(email)) errors.email = FORGOTTEN_PASSWORD_TEXTS.emailInvalid;
  if (!values.captchaToken) errors.captchaToken = FORGOTTEN_PASSWORD_TEXTS.captchaRequired;
  return { values: { ...values, email }, errors };
}
