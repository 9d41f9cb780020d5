import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../../../worker/contract/auth';

/** Spec section 5 gives no wording for these two (docs/decisions/005-login-texts.md). */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** Spec section 5; the form renders 'reset your password' as a link to /forgotten-password/. */
export const PASSWORD_REQUIRED_MESSAGE = 'Try again or reset your password';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm that you are not a robot!';

export interface LoginFormValues {
  email: string;
  password: string;
  /** The captcha provider's token; empty until the captcha is completed. */
  captchaToken: string;
}

export type LoginStep = 'email' | 'password';

export interface LoginFormContext {
  step: LoginStep;
  captchaRequired: boolean;
}

const emailField = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE);

/** Step 1 checks the e-mail only; step 2 adds the password and, once required, the captcha. */
export function loginFormSchema({ step, captchaRequired }: LoginFormContext) {
  return z.object({
    email: emailField,
    password: step === 'password' ? z.string().min(1, PASSWORD_REQUIRED_MESSAGE) : z.string(),
    captchaToken:
      step === 'password' && captchaRequired ? z.string().min(1, CAPTCHA_REQUIRED_MESSAGE) : z.string(),
  });
}

/**
 * A react-hook-form resolver over loginFormSchema (the project has no @hookform/resolvers): the
 * schema follows the step through the form's `context`, and each field reports its first issue.
 */
export const loginFormResolver: Resolver<LoginFormValues, LoginFormContext> = (values, context) => {
  const result = loginFormSchema(context ?? { step: 'email', captchaRequired: false }).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<LoginFormValues> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if ((name === 'email' || name === 'password' || name === 'captchaToken') && !errors[name]) {
      errors[name] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
