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

export async function recordMasqueradeAction(db: D1Database, entry: MasqueradeAction): Promise<void> {
  await db
    .prepare(
      `INSERT INTO masquerade_audit (family_id, actor_user_id, target_user_id, scheme_year, action, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(
      entry.familyId,
      entry.masquerade.actorUserId,
      entry.targetUserId,
      entry.masquerade.schemeYear,
      entry.action.slice(0, ACTION_MAX_LENGTH),
      entry.nowMs,
    )
    .run();
}
