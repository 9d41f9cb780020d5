import type { Context } from 'hono';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { portalClientOf } from '../theme/request-branding';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** The caller's address as Cloudflare reports it; local runs have none and share one bucket. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/** The bucket of every address the upstream knows no client for (docs/decisions/064). */
const NO_CLIENT_SCOPE = 'default';

/**
 * Whose limits a request counts against (docs/decisions/064): its portal's client, never the raw
 * sub-domain label, so x1., x2., … (every label the upstream does not know, each with the default
 * theme) share one bucket. A portal whose client cannot be told now counts as one without.
 */
export async function rateLimitScope(c: Context<AppEnv>): Promise<string> {
  const client = await portalClientOf(c).catch(() => null);
  return client === null ? NO_CLIENT_SCOPE : `client:${client}`;
}

/**
 * Asks a Workers Rate Limiting binding whether this key may go on; a 429 response when not.
 * Every key begins with the request's rateLimitScope; `parts` add the caller's address and, where
 * it applies, the account or session.
 */
export async function enforceRateLimit(c: Context<AppEnv>, limiter: RateLimit, parts: string[]) {
  const key = [await rateLimitScope(c), ...parts].join(':');
  const { success } = await limiter.limit({ key });
  return success ? null : c.json(apiError(RATE_LIMITED_MESSAGE, 'rate_limited'), 429);
}
