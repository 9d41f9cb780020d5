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

export async function recordMasqueradeAction(db: D1Database, entry: MasqueradeAction): Promise<void> {
  await insertInto(db, 'masquerade_audit', {
    family_id: entry.familyId,
    actor_user_id: entry.masquerade.actorUserId,
    target_user_id: entry.targetUserId,
    scheme_year: entry.masquerade.schemeYear,
    action: entry.action.slice(0, ACTION_MAX_LENGTH),
    created_at: entry.nowMs,
  }).run();
}
