import { z } from 'zod';

const upstreamFieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * The first message of each field of a legacy 422 body (`{ errors: { field: [message] } }`), under
 * the portal's name of that field; upstream fields the map does not name are left out.
 */
export function fieldErrorsOf(
  body: unknown,
  names: Readonly<Record<string, string>>,
): Record<string, string> {
  const parsed = upstreamFieldErrorsSchema.safeParse(body);
  const fields: Record<string, string> = {};
  if (!parsed.success || !parsed.data.errors) return fields;
  for (const [upstreamName, messages] of Object.entries(parsed.data.errors)) {
    const name = names[upstreamName];
    const message = messages[0];
    if (name && message) fields[name] = message;
  }
  return fields;
}
