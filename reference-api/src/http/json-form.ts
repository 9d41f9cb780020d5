import type { Context } from 'hono';
import type { z } from 'zod';

/** Laravel-style field errors, `{ field: [message] }`, as the legacy API's 422 answers carry them. */
export type FieldErrors = Record<string, string[]>;

/** The 422 field error of a password and confirmation that differ. */
export const PASSWORD_CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * The request's JSON body checked against an object schema; when it does not fit, one message per
 * offending field ('The password confirmation field is required.'), so the portal can show it there.
 */
export async function readJsonForm<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<FormResult<z.infer<Schema>>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = null;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) {
    return { ok: true, data: parsed.data };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'body';
    if (errors[field]) {
      continue;
    }
    const label = field.replaceAll('_', ' ');
    const value = isRecord(body) ? body[field] : undefined;
    const missing = value === undefined || value === null || value === '';
    errors[field] = [missing ? `The ${label} field is required.` : `The ${label} field is invalid.`];
  }
  return { ok: false, errors };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
