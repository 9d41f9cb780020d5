import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { apiError } from './api-errors';

/**
 * A request schema: zod or zod/mini (both zod 4; the public pages' forms share theirs in zod/mini,
 * docs/decisions/067).
 */
export type RequestSchema = z.core.$ZodType;

/** What a `validate(...)` middleware checks: read by the security tests to walk every validated route. */
export type ValidationOf = { target: keyof ValidationTargets; schema: RequestSchema };

const validations = new WeakMap<object, ValidationOf>();

/** The target and schema of a handler made by `validate`, or undefined for any other handler. */
export function validationOf(handler: object): ValidationOf | undefined {
  return validations.get(handler);
}

/**
 * zod validation for request parts that answers with the portal's error shape (field messages by
 * path), never zod's raw output.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends RequestSchema>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(
    target,
    schema,
    (result, c) => {
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
    },
    // The validator's option type is conditional on zod 3 or 4 and does not resolve for a generic
    // schema; parseWithoutThrowing returns zod 4's own safe-parse result.
    { validationFunction: parseWithoutThrowing as never },
  );
  validations.set(middleware, { target, schema });
  return middleware;
}

/**
 * zod itself can throw while describing a hostile input (an object whose `toString` is null
 * cannot be turned into text for its message; found by tests/security's fuzz): such an input is
 * refused like any other invalid one, with a 400, never a 500.
 */
async function parseWithoutThrowing<T extends RequestSchema>(schema: T, value: unknown) {
  try {
    return await z.safeParseAsync(schema, value);
  } catch {
    return z.custom<z.output<T>>(() => false, { message: 'Invalid input' }).safeParse(value);
  }
}
