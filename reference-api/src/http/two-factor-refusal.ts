import {
  type TwoFactorErrorCode,
  twoFactorErrorBody,
  twoFactorErrorStatus,
} from '../rules/two-factor-errors.ts';

// A plain Response, so routes of any Hono environment can answer with it.
export function twoFactorRefusal(code: TwoFactorErrorCode): Response {
  return Response.json(twoFactorErrorBody(code), { status: twoFactorErrorStatus(code) });
}
