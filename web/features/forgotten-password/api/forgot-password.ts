import type { I18n } from '@lingui/core';
import { RECOVERY_ERROR_CODES } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { FORGOTTEN_PASSWORD_TEXTS } from '../components/forgotten-password-texts';

export interface ForgotPasswordRequest {
  email: string;
  captchaToken: string;
}

/**
 * POST /api/password/forgot → { sent: true }, whether or not the account exists. Only that answer
 * shows 'It's on the way...'; anything else is 'An unexpected error occurred'.
 */
export async function requestResetLink(request: ForgotPasswordRequest): Promise<void> {
  const answer = await read(portal.api.password.forgot.$post({ json: request }));
  if (answer?.sent !== true) throw new Error('The reset link request was not confirmed');
}

/**
 * What the page says when the request fails (spec section 8): a rate limit shows the server's
 * message; a validation error its first field message, else its message, else 'Validation failed';
 * anything else its message, or 'An unexpected error occurred' when there is none (ours in the
 * page's language, `i18n`).
 */
export function forgotPasswordErrorMessage(error: unknown, i18n: I18n): string {
  const unexpected = i18n._(FORGOTTEN_PASSWORD_TEXTS.unexpected);
  if (!(error instanceof ApiRequestError)) return unexpected;
  if (error.code === 'validation_failed') {
    const first = Object.values(error.body.error.fields ?? {}).find((message) => message.trim());
    return first ?? (error.message.trim() || i18n._(FORGOTTEN_PASSWORD_TEXTS.validationFailed));
  }
  return error.message.trim() || unexpected;
}

/** The captcha was refused: the robot check is shown again, with its own error. */
export function isCaptchaRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.captchaFailed;
}
