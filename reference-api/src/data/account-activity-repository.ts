import { retainedSince, type SignInMethod } from '../rules/account-activity.ts';
import { closeEndedActAsSessions } from './act-as-session-repository.ts';
import type { Row } from './schema.ts';
import { endSignInsStatements } from './sign-in-revocation-repository.ts';
import { insertInto } from './statements.ts';

type AccountEventKind = Row<'account_events'>['kind'];

/** One entry of account_events (migration 0020) to write. */
export type NewAccountEvent = {
  userId: number;
  kind: AccountEventKind;
  method: SignInMethod | null;
  deviceId: string | null;
  userAgent: string | null;
  nowMs: number;
};

/**
 * The statements that write an account event: the event, and the removal of the person's events
 * that have outlived the retention (docs/decisions/055), so a person's table never grows past it.
 * Returned for the caller's batch, which D1 runs as one transaction.
 */
export function accountEventStatements(db: D1Database, event: NewAccountEvent): D1PreparedStatement[] {
  return [
    db
      .prepare('DELETE FROM account_events WHERE user_id = ?1 AND created_at < ?2')
      .bind(event.userId, retainedSince(event.nowMs)),
    insertInto(db, 'account_events', {
      user_id: event.userId,
      kind: event.kind,
      method: event.method,
      device_id: event.deviceId,
      user_agent: event.userAgent,
      created_at: event.nowMs,
    }),
  ];
}

export async function recordAccountEvent(db: D1Database, event: NewAccountEvent): Promise<void> {
  await db.batch(accountEventStatements(db, event));
}

/**
 * Sign out everywhere: every token of the person is revoked (their own sessions, any session in
 * which someone acts as them and any in which they act as someone), open act-as sessions are marked
 * ended (those already over at the instant they ended), their unspent sign-on and act-as links are
 * revoked, and the event is written, in one transaction.
 */
export async function signOutEverywhere(db: D1Database, event: Omit<NewAccountEvent, 'kind' | 'method'>) {
  await closeEndedActAsSessions(db, { targetUserId: event.userId }, event.nowMs);
  await db.batch([
    ...endSignInsStatements(db, event.userId, event.nowMs, null),
    ...accountEventStatements(db, { ...event, kind: 'signed-out-everywhere', method: null }),
  ]);
}

/** One line of a person's activity, newest first: an account event or an act-as session. */
export type ActivityEntry =
  | {
      source: 'event';
      id: number;
      kind: AccountEventKind;
      method: SignInMethod | null;
      deviceId: string | null;
      userAgent: string | null;
      occurredAt: number;
    }
  | {
      source: 'act-as';
      familyId: string;
      actorName: string;
      actorType: Row<'masquerade_sessions'>['actor_type'];
      reason: string;
      readOnly: boolean;
      occurredAt: number;
      endedAt: number | null;
      changes: { action: string; occurredAt: number }[];
    };

type ActivityRow = {
  source: 'event' | 'act-as';
  seq: number;
  family_id: string | null;
  kind: AccountEventKind | null;
  method: SignInMethod | null;
  device_id: string | null;
  user_agent: string | null;
  occurred_at: number;
  actor_first_name: string | null;
  actor_surname: string | null;
  actor_type: Row<'masquerade_sessions'>['actor_type'] | null;
  reason: string | null;
  read_only: 0 | 1 | null;
  ended_at: number | null;
};

// Both sources in one order, so a page is a slice of the whole: newest first, then the later row.
// Each branch reads its own index (account_events_user_id, masquerade_sessions_target_user_id).
const ACTIVITY_SQL = `
SELECT 'event' AS source, e.id AS seq, NULL AS family_id, e.kind, e.method, e.device_id, e.user_agent,
  e.created_at AS occurred_at, NULL AS actor_first_name, NULL AS actor_surname, NULL AS actor_type,
  NULL AS reason, NULL AS read_only, NULL AS ended_at
FROM account_events AS e WHERE e.user_id = ?1 AND e.created_at >= ?2
UNION ALL
SELECT 'act-as', s.rowid, s.family_id, NULL, NULL, NULL, NULL, s.started_at, u.first_name, u.surname,
  s.actor_type, s.reason, s.read_only, s.ended_at
FROM masquerade_sessions AS s LEFT JOIN users AS u ON u.id = s.actor_user_id
WHERE s.target_user_id = ?1 AND s.started_at >= ?2
ORDER BY occurred_at DESC, source DESC, seq DESC
LIMIT ?3 OFFSET ?4`;

const COUNT_SQL = `
SELECT (SELECT COUNT(*) FROM account_events WHERE user_id = ?1 AND created_at >= ?2)
  + (SELECT COUNT(*) FROM masquerade_sessions WHERE target_user_id = ?1 AND started_at >= ?2) AS total`;

// What masquerade_audit writes besides changes (data/masquerade-audit-repository.ts).
const NOT_CHANGES = ['session-started', 'session-ended'];

/** One page of a person's retained activity and how many entries there are in all. */
export async function listActivity(
  db: D1Database,
  userId: number,
  page: { page: number; perPage: number },
  nowMs: number,
): Promise<{ entries: ActivityEntry[]; total: number }> {
  // An act-as session that expired or went idle shows when it really ended, not "still open".
  await closeEndedActAsSessions(db, { targetUserId: userId }, nowMs);
  const since = retainedSince(nowMs);
  const [rows, count] = await db.batch<ActivityRow | { total: number }>([
    db.prepare(ACTIVITY_SQL).bind(userId, since, page.perPage, (page.page - 1) * page.perPage),
    db.prepare(COUNT_SQL).bind(userId, since),
  ]);
  const activity = (rows?.results ?? []) as ActivityRow[];
  const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
  const changes = await changesOf(
    db,
    activity.flatMap((row) => (row.family_id === null ? [] : [row.family_id])),
  );
  return { entries: activity.map((row) => entryOf(row, changes)), total };
}

type Change = { action: string; occurredAt: number };

/** The changes made in the act-as sessions named, oldest first within each. */
async function changesOf(db: D1Database, familyIds: string[]): Promise<Map<string, Change[]>> {
  const changes = new Map<string, Change[]>();
  if (familyIds.length === 0) return changes;
  const placeholders = familyIds.map((_, index) => `?${index + 1}`).join(', ');
  const skipped = NOT_CHANGES.map((_, index) => `?${familyIds.length + index + 1}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT family_id, action, created_at FROM masquerade_audit
       WHERE family_id IN (${placeholders}) AND action NOT IN (${skipped}) ORDER BY family_id, id`,
    )
    .bind(...familyIds, ...NOT_CHANGES)
    .all<{ family_id: string; action: string; created_at: number }>();
  for (const row of results) {
    const list = changes.get(row.family_id) ?? [];
    list.push({ action: row.action, occurredAt: row.created_at });
    changes.set(row.family_id, list);
  }
  return changes;
}

function entryOf(row: ActivityRow, changes: Map<string, Change[]>): ActivityEntry {
  if (row.source === 'act-as' && row.family_id !== null) {
    return {
      source: 'act-as',
      familyId: row.family_id,
      // The actor's account may since have gone: the session stays, its actor NULL (migration 0022).
      actorName: [row.actor_first_name, row.actor_surname].filter(Boolean).join(' '),
      actorType: row.actor_type ?? 'support',
      reason: row.reason ?? '',
      readOnly: row.read_only !== 0,
      occurredAt: row.occurred_at,
      endedAt: row.ended_at,
      changes: changes.get(row.family_id) ?? [],
    };
  }
  return {
    source: 'event',
    id: row.seq,
    kind: row.kind ?? 'signed-in',
    method: row.method,
    deviceId: row.device_id,
    userAgent: row.user_agent,
    occurredAt: row.occurred_at,
  };
}
