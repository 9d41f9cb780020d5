import { z } from 'zod';
import type { ApiError } from '#contract/api-error';
import { TWO_FACTOR_ERROR_CODES } from '#contract/two-factor';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import { sanitiseHtml } from './sanitise-html';
import { UpstreamError } from './upstream-client';
import { failureOf, parseJson, upstreamMessage } from './upstream-json';

// Upstream answers of the two-factor calls (decision 010, upstream protocol), snake_case as sent.

/** A refused code: `{ error: [{ code, message }] }`, one entry per reason. */
export const upstreamCodeRefusalSchema = z.object({
  error: z.array(z.object({ code: z.string(), message: z.string() })).min(1),
});

export const isCodeRefusal = (body: unknown) => upstreamCodeRefusalSchema.safeParse(body).success;

/** POST /login/mfa/setup and /user/{id}/mfa/validate with type 'temporary'. */
export const upstreamCodeValidSchema = z.object({ valid: z.literal(true) });

/** POST /user/{id}/mfa: a new pending secret and its otpauth:// URL. */
export const upstreamEnrolmentSchema = z.object({ secret: z.string().min(1), url: z.string().min(1) });

/** GET /user (only what the two-factor panels need). */
export const upstreamTwoFactorStatusSchema = z.object({
  mfa_enabled: z.boolean(),
  mfa_enforced: z.boolean(),
});

/** /user/{id}/mfa/validate 'complete' and DELETE /user/{id}/mfa. */
export const upstreamMfaEnabledSchema = z.object({
  mfa_enabled: z.boolean(),
  mfa_enforced: z.boolean().optional(),
});

export type CodeRefusal<Status extends 401 | 422> = { status: Status; body: ApiError };

/**
 * What a refused code becomes: the server's messages as `lines` (spec section 8, Two-factor: each
 * is shown as one HTML line), each made safe here (upstream/sanitise-html), and the first as the
 * message. A 4xx without the list is refused alike
 * with its own text; a server failure is thrown as a 502 with the generic message (app.ts logs
 * the upstream's text). Signing in answers 401; a signed-in person's panels
 * answer 422, because a 401 would tell the SPA that the session had ended (spec section 4).
 */
export async function codeRefusal<Status extends 401 | 422>(
  response: Response,
  refusedStatus: Status,
): Promise<CodeRefusal<Status>> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (response.status >= 500 || response.status < 400) {
    // A failure: the generic message for the browser, what the upstream said for the log (app.ts).
    const failure = response.status >= 500 ? failureOf(response, body, text) : null;
    throw new UpstreamError(502, apiError(GENERIC_ERROR_MESSAGE, 'upstream_error'), failure);
  }
  const refusal = upstreamCodeRefusalSchema.safeParse(body);
  const serverLines = refusal.success
    ? refusal.data.error.map((line) => line.message)
    : [upstreamMessage(body) ?? GENERIC_ERROR_MESSAGE];
  const lines = await Promise.all(serverLines.map(sanitiseHtml));
  return {
    status: refusedStatus,
    body: apiError(lines[0] ?? GENERIC_ERROR_MESSAGE, TWO_FACTOR_ERROR_CODES.rejected, { lines }),
  };
}
