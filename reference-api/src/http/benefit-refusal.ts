import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorBody, errorBody } from './error-body.ts';

/**
 * A refusal of the benefits calls (docs/decisions/016): the `{ error: { message } }` body, with the
 * message of each refused field under `errors` when the refusal is about particular fields.
 */
export type BenefitRefusal = {
  status: ContentfulStatusCode;
  message: string;
  errors?: Record<string, string[]>;
};

export type BenefitRefusalBody = ErrorBody & { errors?: Record<string, string[]> };

export const BENEFIT_NOT_FOUND: BenefitRefusal = { status: 404, message: 'Benefit not found' };

/** Another person's selection is as unknown as one that does not exist. */
export const SELECTION_NOT_FOUND: BenefitRefusal = { status: 404, message: 'Selection not found' };

export const NOT_A_JSON_OBJECT: BenefitRefusal = {
  status: 400,
  message: 'The request body must be a JSON object',
};

// A plain Response, so it serves every router alike.
export function refuse({ status, message, errors }: BenefitRefusal): Response {
  const body: BenefitRefusalBody = errors ? { ...errorBody(message), errors } : errorBody(message);
  return Response.json(body, { status });
}

/** A refused value, under the field it was sent in. */
export function valueRefusal(check: { field: string; message: string }): BenefitRefusal {
  return { status: 422, message: check.message, errors: { [check.field]: [check.message] } };
}
