import type { Context } from 'hono';

/** What the upstream keeps of a user agent (reference API, account_events.user_agent). */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * The browser's user agent, which the Worker passes upstream as data with a sign-in (and a sign-out
 * everywhere) so the person's account activity can say which browser it was: the upstream's own
 * request comes from the Worker, not the browser. Null when the browser sent none.
 */
export function browserUserAgent(c: Context): string | null {
  const userAgent = c.req.header('user-agent')?.trim().slice(0, USER_AGENT_MAX_LENGTH) ?? '';
  return userAgent === '' ? null : userAgent;
}
