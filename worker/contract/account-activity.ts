import { z } from 'zod';
import { ACTIVITY_PAGE_MAX } from './account-activity-rules';

/** GET /api/account/activity?page=: one page of the person's activity, newest first. */
export const accountActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(1),
});

const signInMethodSchema = z.enum(['password', 'single-sign-on', 'authenticator-code']);

/**
 * Which device an event came from: the short one-way name of its device token and the browser's
 * user agent (either may be unknown).
 */
const activityDeviceSchema = z.object({ id: z.string().nullable(), userAgent: z.string().nullable() });

const base = { id: z.string(), occurredAt: z.iso.datetime() };

export const accountActivityEntrySchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('signed-in'),
    method: signInMethodSchema.nullable(),
    device: activityDeviceSchema,
  }),
  z.object({ ...base, type: z.literal('signed-out-everywhere'), device: activityDeviceSchema }),
  z.object({ ...base, type: z.literal('data-downloaded'), device: activityDeviceSchema }),
  /** The password was changed (in the profile, or by a reset): every other session ended (decision 063). */
  z.object({ ...base, type: z.literal('password-changed'), device: activityDeviceSchema }),
  z.object({
    ...base,
    type: z.literal('acted-as'),
    actor: z.object({ name: z.string(), role: z.enum(['support', 'employer']) }),
    reason: z.string(),
    readOnly: z.boolean(),
    endedAt: z.iso.datetime().nullable(),
    changes: z.array(z.object({ action: z.string(), occurredAt: z.iso.datetime() })),
  }),
]);
export type AccountActivityEntry = z.infer<typeof accountActivityEntrySchema>;

export const accountActivitySchema = z.object({
  entries: z.array(accountActivityEntrySchema),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
  lastPage: z.number().int().min(1),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;

/**
 * POST /api/account/sign-out-everywhere: every session of the person has ended, this one included;
 * like logout, the answer names the single-sign-on (or OneHub) logout address when there is one.
 */
export const signOutEverywhereResponseSchema = z.object({ redirectUrl: z.string().nullable() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;
