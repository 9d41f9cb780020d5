import type { ApiError } from '#contract/api-error';
import { PASSWORD_TEXTS, type PasswordCheck } from '#contract/password-policy';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery';
import { classifyRefusal, upstreamRefusalSchema } from '../upstream/recovery-responses';
import { apiError } from './api-errors';

// Error bodies the reset and activation screens tell apart (spec section 8 texts).

/** A refused new password: the field message, and the upstream's checklist when it sent one. */
export type PasswordRejectedError = ApiError & { error: { checks?: PasswordCheck[] } };

/** Reset link errors: 410 expired (the SPA redirects to /forgotten-password), 404 invalid or spent. */
export function resetTokenError(status: number): { body: ApiError; status: 404 | 410 } | null {
  if (status === 410) {
    return { body: apiError(RECOVERY_TEXTS.tokenExpired, RECOVERY_ERROR_CODES.tokenExpired), status };
  }
  if (status === 404) {
    return {
      body: apiError(RECOVERY_TEXTS.linkExpiredOrInvalid, RECOVERY_ERROR_CODES.tokenInvalid),
      status,
    };
  }
  return null;
}

/** An unknown, expired or spent activation link. */
export function activationError(): ApiError {
  return apiError(RECOVERY_TEXTS.activationRequestFailed, RECOVERY_ERROR_CODES.activationFailed);
}

/** An activation link that expired unused: the page offers a new one (decision 048). */
export function activationLinkExpiredError(): ApiError {
  return apiError(RECOVERY_TEXTS.activationRequestFailed, RECOVERY_ERROR_CODES.activationLinkExpired);
}

/** Spec 8 (Activation): asking for a new activation link failed. */
export function activationLinkRequestError(): ApiError {
  return apiError(RECOVERY_TEXTS.activationLinkFailed, RECOVERY_ERROR_CODES.activationLinkFailed);
}

export function dobMismatchError(): ApiError {
  return apiError(RECOVERY_TEXTS.dobMismatch, RECOVERY_ERROR_CODES.dobMismatch, {
    fields: { dateOfBirth: RECOVERY_TEXTS.dobMismatch },
  });
}

export function passwordRejectedError(
  message: string,
  checks: PasswordCheck[] | undefined,
): PasswordRejectedError {
  const body = apiError(message, RECOVERY_ERROR_CODES.passwordRejected, {
    fields: { password: PASSWORD_TEXTS.unmet },
  });
  return checks ? { error: { ...body.error, checks } } : body;
}

/** The upstream's own field message for a date it could not read (the Worker already checks ISO). */
export function invalidDateError(message: string): ApiError {
  return apiError('Please correct the errors highlighted below', 'validation_failed', {
    fields: { dateOfBirth: message },
  });
}

/**
 * A 422 from a date-of-birth step (reset or activation): the upstream's message for a date it could
 * not read (400), otherwise a date that does not match the records (422).
 */
export function dateOfBirthRefusal(upstreamBody: unknown): { body: ApiError; status: 400 | 422 } {
  const refusal = upstreamRefusalSchema.safeParse(upstreamBody);
  const kind = refusal.success ? classifyRefusal(refusal.data) : null;
  if (kind?.kind === 'invalid-date') return { body: invalidDateError(kind.message), status: 400 };
  return { body: dobMismatchError(), status: 422 };
}
