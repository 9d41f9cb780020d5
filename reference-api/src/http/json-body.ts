import type { Context } from 'hono';
import type { z } from 'zod';

/**
 * The request's JSON body checked against a schema; null when it is not JSON or does not fit, so
 * each route answers with its own contract's error instead of a generic one.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema> | null> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return null;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
