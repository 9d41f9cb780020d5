import { Hono } from 'hono';
import { z } from 'zod';
import { type ActivityEntry, listActivity, signOutEverywhere } from '../data/account-activity-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { userAgentField } from '../http/sign-in-device.ts';
import { ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_SIZE, storedUserAgent } from '../rules/account-activity.ts';

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]*$/)
    .transform(Number)
    .refine((value) => value <= max);

const activityQuerySchema = z.object({
  page: wholeNumber(ACTIVITY_PAGE_MAX).default(1),
  per_page: wholeNumber(ACTIVITY_PAGE_SIZE.max).default(ACTIVITY_PAGE_SIZE.default),
});

const signOutEverywhereSchema = z.object({ user_agent: userAgentField });

/** An entry of GET /user/account-activity, as the upstream's other answers: snake_case, ISO times. */
export type ActivityEntryBody =
  | {
      id: string;
      type: 'signed_in' | 'signed_out_everywhere' | 'data_downloaded' | 'password_changed';
      occurred_at: string;
      method?: 'password' | 'single_sign_on' | 'authenticator_code';
      device_id?: string;
      user_agent?: string;
    }
  | {
      id: string;
      type: 'acted_as';
      occurred_at: string;
      actor: { name: string; role: 'support' | 'employer' };
      reason: string;
      read_only: boolean;
      /** Absent while the session has not ended (or expired without signing out). */
      ended_at?: string;
      changes: { action: string; occurred_at: string }[];
    };

export type AccountActivityBody = {
  data: ActivityEntryBody[];
  meta: { page: number; per_page: number; total: number };
};

const EVENT_TYPES = {
  'signed-in': 'signed_in',
  'signed-out-everywhere': 'signed_out_everywhere',
  'data-downloaded': 'data_downloaded',
  'password-changed': 'password_changed',
} as const;

const METHODS = {
  password: 'password',
  'single-sign-on': 'single_sign_on',
  'authenticator-code': 'authenticator_code',
} as const;

const iso = (ms: number) => new Date(ms).toISOString();

function toBody(entry: ActivityEntry): ActivityEntryBody {
  if (entry.source === 'act-as') {
    return {
      id: `acted-as-${entry.familyId}`,
      type: 'acted_as',
      occurred_at: iso(entry.occurredAt),
      actor: { name: entry.actorName, role: entry.actorType },
      reason: entry.reason,
      read_only: entry.readOnly,
      ...(entry.endedAt === null ? {} : { ended_at: iso(entry.endedAt) }),
      changes: entry.changes.map((change) => ({
        action: change.action,
        occurred_at: iso(change.occurredAt),
      })),
    };
  }
  return {
    id: `event-${entry.id}`,
    type: EVENT_TYPES[entry.kind],
    occurred_at: iso(entry.occurredAt),
    ...(entry.method === null ? {} : { method: METHODS[entry.method] }),
    ...(entry.deviceId === null ? {} : { device_id: entry.deviceId }),
    ...(entry.userAgent === null ? {} : { user_agent: entry.userAgent }),
  };
}

/** Only the person may end all their sessions: not someone acting as them. */
const NOT_IN_ACT_AS = 'Only the account holder can sign out everywhere';

/**
 * A person's own account activity (docs/decisions/055) and "sign out everywhere" (decision 056), on
 * the v2 host. The activity is the retained sign-ins, sign-outs everywhere and data downloads, and
 * every session in which someone acted as them with each change made in it, newest first.
 */
export const accountActivityRoutes = new Hono<AuthedEnv>()
  .get('/user/account-activity', requireBearer, async (c) => {
    const parsed = activityQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json(legacyError('The activity query is not valid'), 422);
    const { page, per_page } = parsed.data;
    const { entries, total } = await listActivity(
      c.env.DB,
      c.var.session.userId,
      { page, perPage: per_page },
      Date.now(),
    );
    return c.json({
      data: entries.map(toBody),
      meta: { page, per_page, total },
    } satisfies AccountActivityBody);
  })
  .post('/user/sign-out-everywhere', requireBearer, async (c) => {
    if (c.var.session.masquerade) return c.json(legacyError(NOT_IN_ACT_AS), 403);
    const body = await readJsonBody(c, signOutEverywhereSchema);
    if (!body) return c.json(legacyError('The request is not valid'), 422);
    await signOutEverywhere(c.env.DB, {
      userId: c.var.session.userId,
      deviceId: null,
      userAgent: storedUserAgent(body.user_agent),
      nowMs: Date.now(),
    });
    return c.json({ signed_out: true } as const, 200);
  });
