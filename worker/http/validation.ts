import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { apiError } from './api-errors';

/** What a `validate(...)` middleware checks: read by the security tests to walk every validated route. */
export type ValidationOf = { target: keyof ValidationTargets; schema: z.ZodType };

const validations = new WeakMap<object, ValidationOf>();

/** The target and schema of a handler made by `validate`, or undefined for any other handler. */
export function validationOf(handler: object): ValidationOf | undefined {
  return validations.get(handler);
}

/**
 * zod validation for request parts that answers with the portal's error shape (field messages by
 * path), never zod's raw output.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || target;
      fields[path] ??= issue.message;
    }
    return c.json(
      apiError('Please correct the errors highlighted below', 'validation_failed', { fields }),
      400,
    );
  });
  validations.set(middleware, { target, schema });
  return middleware;
}
