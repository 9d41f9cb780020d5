import type { Context } from 'hono';
import { apiError } from '../http/api-errors';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** The caller's address as Cloudflare reports it; local runs have none and share one bucket. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/**
 * Asks a Workers Rate Limiting binding whether this key may go on; a 429 response when not.
 * Keys combine the caller's address, the tenant and, where it applies, the account.
 */
export async function enforceRateLimit(c: Context, limiter: RateLimit, parts: (string | null)[]) {
  const key = parts.map((part) => part ?? '-').join(':');
  const { success } = await limiter.limit({ key });
  return success ? null : c.json(apiError(RATE_LIMITED_MESSAGE, 'rate_limited'), 429);
}
