import { z } from 'zod';
import type { ApiError } from '#contract/api-error';
import { LOGIN_ERROR_CODES, NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { apiError } from '../http/api-errors';

/**
 * The upstream's refusal of a proved person on another client's portal (docs/decisions/064): 403
 * with the error list of the two-factor calls, `{ error: [{ code: 'not_this_portal', message }] }`.
 */
const UPSTREAM_CODE = 'not_this_portal';
const upstreamNotThisPortalSchema = z.object({
  error: z
    .array(z.object({ code: z.string() }))
    .refine((lines) => lines.some((l) => l.code === UPSTREAM_CODE)),
});

/** The portal's own answer (403, the contract's text) when the upstream refused a sign-in for this reason. */
export function notThisPortalError(status: number, body: unknown): ApiError | null {
  if (status !== 403 || !upstreamNotThisPortalSchema.safeParse(body).success) return null;
  return apiError(NOT_THIS_PORTAL_MESSAGE, LOGIN_ERROR_CODES.notThisPortal);
}

/** As notThisPortalError, from an upstream response whose body the caller still reads itself. */
export async function notThisPortalErrorIn(response: Response): Promise<ApiError | null> {
  if (response.status !== 403) return null;
  return notThisPortalError(
    response.status,
    await response
      .clone()
      .json()
      .catch(() => null),
  );
}
