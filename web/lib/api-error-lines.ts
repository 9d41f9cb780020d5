import { ApiRequestError } from './api-client';

/**
 * The lines of an error banner (spec section 8, Two-factor): the server's messages, one per error
 * code, when the Worker passed them in `error.lines`; else the error's message; else `fallback`.
 * Each line is HTML by contract and must go through sanitizeHtml before it is shown.
 */
export function errorLinesOf(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiRequestError)) return [fallback];
  const lines = error.body.error.lines?.filter((line) => line.trim() !== '') ?? [];
  if (lines.length > 0) return lines;
  return [error.message || fallback];
}
