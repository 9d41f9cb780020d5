import { insertInto } from './statements.ts';
import type { Masquerade } from './token-repository.ts';

/** One line of the masquerade audit log (migration 0005): who acted for whom, when, and what. */
export type MasqueradeAction = {
  familyId: string;
  targetUserId: number;
  masquerade: Masquerade;
  /** 'session-started', 'session-ended', or the method and path of a change ('PATCH /v2/user/terms'). */
  action: string;
  nowMs: number;
};

export const SESSION_STARTED = 'session-started';
export const SESSION_ENDED = 'session-ended';

// The column's bound; a path longer than any route of the API is cut rather than lost.
const ACTION_MAX_LENGTH = 512;

/** The INSERT of one line, for a batch that writes it with what it records. */
export function masqueradeActionStatement(db: D1Database, entry: MasqueradeAction): D1PreparedStatement {
  return insertInto(
    db,
    'masquerade_audit',
    {
      family_id: entry.familyId,
      actor_user_id: entry.masquerade.actorUserId,
      target_user_id: entry.targetUserId,
      scheme_year: entry.masquerade.schemeYear,
      action: entry.action.slice(0, ACTION_MAX_LENGTH),
      created_at: entry.nowMs,
    },
    'RETURNING id',
  );
}

/** Writes one line (and, through migration 0022's trigger, its row on the trail); answers its id. */
export async function recordMasqueradeAction(db: D1Database, entry: MasqueradeAction): Promise<number> {
  const row = await masqueradeActionStatement(db, entry).first<{ id: number }>();
  if (!row) throw new Error('the masquerade audit line was not written');
  return row.id;
}

/**
 * Takes back the line of a change that did not happen (the route refused it or failed): the
 * trigger of migration 0022 removes its row from the trail too.
 */
export async function takeBackMasqueradeAction(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM masquerade_audit WHERE id = ?1').bind(id).run();
}

/** A file of an employer's data taken in an act-as session (rules/masquerade.ts ACT_AS_EXPORTS). */
export type ActAsExportRecord = {
  familyId: string;
  targetUserId: number;
  masquerade: Masquerade;
  /** What the trail calls it ('Employee list (CSV)'). */
  name: string;
  /** The method, path and query asked for. */
  route: string;
  nowMs: number;
};

/**
 * Puts the export on the trail of the session's client ('act-as-export'); answers the row's id, or
 * null when the session has no record to put it under (then the export is not made).
 */
export async function recordActAsExport(db: D1Database, entry: ActAsExportRecord): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO audit_events (client_id, actor_user_id, action, subject_user_id, detail, created_at)
       SELECT s.client_id, ?2, 'act-as-export', ?3, json_object('export', ?4, 'route', ?5, 'familyId', ?1), ?6
       FROM masquerade_sessions AS s WHERE s.family_id = ?1 AND s.client_id IS NOT NULL
       RETURNING id`,
    )
    .bind(
      entry.familyId,
      entry.masquerade.actorUserId,
      entry.targetUserId,
      entry.name,
      entry.route.slice(0, ACTION_MAX_LENGTH),
      entry.nowMs,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Takes an export's row back off the trail: the export was refused or failed. */
export async function takeBackActAsExport(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM audit_events WHERE id = ?1 AND action = 'act-as-export'").bind(id).run();
}
