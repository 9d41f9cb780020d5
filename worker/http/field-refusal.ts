import type { Context } from 'hono';
import { apiError } from './api-errors';
import type { AppEnv } from './app-env';

/** The message of a form the upstream refused field by field (spec section 5, General messages). */
export const CORRECT_THE_ERRORS = 'Please correct the errors highlighted below';

/** The upstream refused some fields: 422 with their messages, for the form to show by each field. */
export function fieldRefusal(
  c: Context<AppEnv>,
  fields: Record<string, string>,
  message = CORRECT_THE_ERRORS,
) {
  return c.json(apiError(message, 'validation_failed', { fields }), 422);
}
