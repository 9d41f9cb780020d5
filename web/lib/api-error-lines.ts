import type { SafeHtml } from '#contract/safe-html';
import { ApiRequestError } from './api-client';

/**
 * The lines of an error banner (spec section 8, Two-factor), as HTML: the server's messages, one
 * per error code, when the Worker passed them in `error.lines` (made safe by the Worker); else the
 * error's message, else `fallback`, which are text and so are escaped to show as written.
 */
export function errorLinesOf(error: unknown, fallback: string): SafeHtml[] {
  if (!(error instanceof ApiRequestError)) return [textAsHtml(fallback)];
  const lines = error.body.error.lines?.filter((line) => line.trim() !== '') ?? [];
  if (lines.length > 0) return lines;
  return [textAsHtml(error.message || fallback)];
}

/** Text as HTML that shows it as written: an encoding, not a filter. */
function textAsHtml(text: string): SafeHtml {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
