/**
 * The legacy API's flat error body, `{ "error": "<text>" }`, which the session and user routes answer
 * with as the upstream contract fixes it; the BFF reads the text from `error` either way (spec
 * section 8). The older `{ error: { message } }` of error-body.ts stays for the theme and 404 routes.
 */
export type LegacyError = { error: string };

export function legacyError(message: string): LegacyError {
  return { error: message };
}
