import type { z } from 'zod';
import { isSuccessStatus } from '#contract/spec-constants';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import { UpstreamError, type UpstreamFailure } from './upstream-client';

/** How much of a failed upstream answer's text the log line keeps. */
const LOGGED_TEXT_MAX_LENGTH = 500;

/**
 * Reads a successful upstream answer with its schema; any other status becomes the one error
 * shape. A refusal (4xx) takes the body's errors, error or message field as the text (spec section
 * 8); a failure (5xx) gets `fallbackMessage`, the portal's own words, and what the upstream said
 * goes to the log only (docs/decisions/065): an upstream's error text can name its hosts, its
 * queries or another person's data.
 */
export async function readUpstream<T>(
  response: Response,
  schema: z.ZodType<T>,
  fallbackMessage = GENERIC_ERROR_MESSAGE,
): Promise<T> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (isSuccessStatus(response.status)) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new UpstreamError(502, { error: { message: fallbackMessage, code: 'upstream_invalid' } });
  }
  if (response.status >= 500) {
    throw new UpstreamError(
      502,
      apiError(fallbackMessage, 'upstream_error'),
      failureOf(response, body, text),
    );
  }
  throw new UpstreamError(
    response.status,
    apiError(upstreamMessage(body) ?? fallbackMessage, 'upstream_error'),
  );
}

/** A body's JSON, or null when it is not JSON (a gateway's HTML page). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A failed upstream answer for the log: its status, and its message field or else the start of its text. */
export function failureOf(response: Response, body: unknown, text: string): UpstreamFailure {
  return { status: response.status, text: (upstreamMessage(body) ?? text).slice(0, LOGGED_TEXT_MAX_LENGTH) };
}

/** The text of an upstream error body: its errors, error or message field (spec section 8). */
export function upstreamMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const field of ['errors', 'error', 'message']) {
    const value = record[field];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object') {
      const first = Object.values(value as Record<string, unknown>).flat()[0];
      if (typeof first === 'string') return first;
      // A list of { code, message } (the two-factor calls).
      const firstMessage = (first as Record<string, unknown> | undefined)?.message;
      if (typeof firstMessage === 'string') return firstMessage;
      const message = (value as Record<string, unknown>).message;
      if (typeof message === 'string') return message;
    }
  }
  return null;
}
