import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../../../worker/contract/auth';
import { FORGOTTEN_PASSWORD_TEXTS } from './forgotten-password-texts';

export interface ForgottenPasswordFormValues {
  email: string;
  /** The captcha provider's token; empty until the robot check is completed. */
  captchaToken: string;
}

/** Spec section 5: e-mail required and of the standard pattern; the robot check required. */
export const forgottenPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, FORGOTTEN_PASSWORD_TEXTS.emailInvalid)
    .regex(EMAIL_PATTERN, FORGOTTEN_PASSWORD_TEXTS.emailInvalid),
  captchaToken: z.string().min(1, FORGOTTEN_PASSWORD_TEXTS.captchaRequired),
});

const FIELDS = new Set<string>(['email', 'captchaToken']);

/** A react-hook-form resolver over the schema; each field reports its first issue. */
export const forgottenPasswordFormResolver: Resolver<ForgottenPasswordFormValues> = (values) => {
  const result = forgottenPasswordFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ForgottenPasswordFormValues> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && FIELDS.has(name)) {
      const field = name as keyof ForgottenPasswordFormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
