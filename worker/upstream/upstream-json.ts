import type { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import { UpstreamError } from './upstream-client';

/**
 * Reads a successful upstream answer with its schema; any other status becomes the one error
 * shape, taking the body's errors, error or message field as the text (spec section 8).
 */
export async function readUpstream<T>(
  response: Response,
  schema: z.ZodType<T>,
  fallbackMessage = GENERIC_ERROR_MESSAGE,
): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 200 && response.status <= 202) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new UpstreamError(502, { error: { message: fallbackMessage, code: 'upstream_invalid' } });
  }
  throw new UpstreamError(response.status >= 500 ? 502 : response.status, {
    error: { message: upstreamMessage(body) ?? fallbackMessage, code: 'upstream_error' },
  });
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
