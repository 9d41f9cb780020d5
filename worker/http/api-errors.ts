import type { ApiError } from '#contract/api-error';

/** Builds the one error shape every /api route answers with (spec section 8). */
export function apiError(
  message: string,
  code: string,
  extra: Omit<ApiError['error'], 'message' | 'code'> = {},
): ApiError {
  return { error: { message, code, ...extra } };
}

export const GENERIC_ERROR_MESSAGE = 'It looks like something has gone wrong, please try again later';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
