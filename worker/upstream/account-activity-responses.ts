import { z } from 'zod';
import type { AccountActivity, AccountActivityEntry } from '#contract/account-activity';

// GET /v2/user/account-activity?page=&per_page= (issue 32): the person's activity, newest first.
// Optional fields are left out when the upstream has nothing to say; a longer text than the
// reference API keeps is still read, and an unknown type fails the answer as a whole.

const upstreamDeviceFields = {
  device_id: z.string().optional(),
  user_agent: z.string().optional(),
};

const upstreamEntrySchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('signed_in'),
    occurred_at: z.iso.datetime(),
    method: z.enum(['password', 'single_sign_on', 'authenticator_code']).optional(),
    ...upstreamDeviceFields,
  }),
  z.object({
    id: z.string(),
    type: z.enum(['signed_out_everywhere', 'data_downloaded', 'password_changed']),
    occurred_at: z.iso.datetime(),
    ...upstreamDeviceFields,
  }),
  z.object({
    id: z.string(),
    type: z.literal('acted_as'),
    occurred_at: z.iso.datetime(),
    actor: z.object({ name: z.string(), role: z.enum(['support', 'employer']) }),
    reason: z.string(),
    read_only: z.boolean(),
    ended_at: z.iso.datetime().optional(),
    changes: z.array(z.object({ action: z.string(), occurred_at: z.iso.datetime() })).optional(),
  }),
]);
type UpstreamEntry = z.infer<typeof upstreamEntrySchema>;

export const upstreamAccountActivitySchema = z.object({
  data: z.array(upstreamEntrySchema),
  meta: z.object({
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
  }),
});

export const upstreamSignedOutEverywhereSchema = z.object({ signed_out: z.literal(true) });

const METHODS = {
  password: 'password',
  single_sign_on: 'single-sign-on',
  authenticator_code: 'authenticator-code',
} as const;

function toEntry(entry: UpstreamEntry): AccountActivityEntry {
  if (entry.type === 'acted_as') {
    return {
      id: entry.id,
      type: 'acted-as',
      occurredAt: entry.occurred_at,
      actor: entry.actor,
      reason: entry.reason,
      readOnly: entry.read_only,
      endedAt: entry.ended_at ?? null,
      changes: (entry.changes ?? []).map((change) => ({
        action: change.action,
        occurredAt: change.occurred_at,
      })),
    };
  }
  const device = { id: entry.device_id ?? null, userAgent: entry.user_agent ?? null };
  if (entry.type === 'signed_in') {
    return {
      id: entry.id,
      type: 'signed-in',
      occurredAt: entry.occurred_at,
      method: entry.method ? METHODS[entry.method] : null,
      device,
    };
  }
  return { id: entry.id, type: OTHER_TYPES[entry.type], occurredAt: entry.occurred_at, device };
}

const OTHER_TYPES = {
  signed_out_everywhere: 'signed-out-everywhere',
  data_downloaded: 'data-downloaded',
  password_changed: 'password-changed',
} as const;

export function toAccountActivity(body: z.infer<typeof upstreamAccountActivitySchema>): AccountActivity {
  const { page, per_page, total } = body.meta;
  return {
    entries: body.data.map(toEntry),
    page,
    perPage: per_page,
    total,
    lastPage: Math.max(1, Math.ceil(total / per_page)),
  };
}
