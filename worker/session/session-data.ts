import { z } from 'zod';
import { sessionSummarySchema } from '../contract/session';

/**
 * What the encrypted cookie holds. The upstream tokens live only here: never in a body, a URL,
 * storage or a readable cookie. Times are epoch milliseconds.
 */
export const sessionDataSchema = z.object({
  /** New for every sign-in (rotation); logout revokes it. */
  sid: z.string().min(16),
  tenant: z.string().nullable(),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  accessExpiresAt: z.number(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  ssoLogoutUrl: z.string().nullable(),
  summary: sessionSummarySchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
