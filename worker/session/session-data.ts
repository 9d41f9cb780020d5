import { z } from 'zod';
import { sessionSummarySchema } from '#contract/session';

/**
 * Someone else acting as the signed-in person: support staff through a masquerade link, or an
 * employer administrator through a magic link. The Worker sends `userId` and `schemeYear` as
 * X-Masquerade and X-Masquerade-Scheme-Year on every upstream call of the session; they come from
 * the upstream's sign-on answer only, never from a request.
 */
export const sessionMasqueradeSchema = z.object({
  userId: z.number().int().positive(),
  schemeYear: z.number().int(),
  actor: z.enum(['support', 'employer']),
  /**
   * The session may not change anything (docs/decisions/053): every change is refused by
   * middleware/read-only-act-as. Sessions sealed before the choice existed count as read-only.
   */
  readOnly: z.boolean().default(true),
});
export type SessionMasquerade = z.infer<typeof sessionMasqueradeSchema>;

/**
 * What the encrypted cookie holds. The upstream tokens live only here: never in a body, a URL,
 * storage or a readable cookie. Times are epoch milliseconds.
 */
export const sessionDataSchema = z.object({
  /** New for every sign-in (rotation); logout revokes it. */
  sid: z.string().min(16),
  tenant: z.string().nullable(),
  /** The upstream's id of the signed-in person (paths such as /user/{id}/mfa use it). */
  userId: z.number().int().positive(),
  /** Their client's current scheme (the employer's magic-link path names it), if any. */
  schemeId: z.number().int().positive().nullable(),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  accessExpiresAt: z.number(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  /**
   * Where logout sends the browser: the OneHub or single-sign-on logout address chosen and checked
   * at sign-in (upstream/login-responses signOutUrlOf, decision 047), or null.
   */
  ssoLogoutUrl: z.string().nullable(),
  masquerade: sessionMasqueradeSchema.nullable(),
  /**
   * The person's own client, whose administration calls (v2/client/{id}/…) the dashboard makes, and
   * whether it has insights on (spec section 6). Absent in sessions made before it existed: the
   * dashboard then reads it once from /login/setup (session/session-client.ts).
   */
  client: z.object({ id: z.number().int().positive(), insightsEnabled: z.boolean() }).nullable().optional(),
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
