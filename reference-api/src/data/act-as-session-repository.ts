// Act-as sessions (migration 0020, masquerade_sessions): one row when a masquerade link is spent,
// ended when the session signs out, expires or goes idle (docs/decisions/063); the person acted as
// is e-mailed in the same batch (docs/decisions/053 and 054). The audit trail's 'act-as-started' row
// comes from the table's trigger.
import { type ActAsActor, actAsMail } from '../rules/act-as.ts';
import { actAsEndedAt } from '../rules/act-as-lifetime.ts';
import { PORTAL_URL_SQL } from './client-repository.ts';
import type { ActAs } from './sign-on-token-repository.ts';
import { insertInto, updateOf } from './statements.ts';
import type { Masquerade } from './token-repository.ts';

export type NewActAsSession = {
  familyId: string;
  targetUserId: number;
  masquerade: Masquerade;
  actAs: ActAs;
  startedAtMs: number;
  /** The browser that spent the link (migration 0023): its user agent, and who was signed in there. */
  spentBy: SpendingBrowser;
};

export type SpendingBrowser = { userAgent: string | null; signedInUserId: number | null };

type MailFactsRow = {
  target_email: string;
  target_first_name: string;
  client_id: number | null;
  client_name: string | null;
  brand_name: string;
  portal_url: string;
  actor_name: string;
};

// The person acted as, their client, brand and portal, and the name of whoever acts.
const SELECT_MAIL_FACTS = `
SELECT u.email AS target_email, u.first_name AS target_first_name, u.client_id,
       c.name AS client_name,
       COALESCE(t.benefit_brand_name, 'C8') AS brand_name,
       ${PORTAL_URL_SQL} AS portal_url,
       a.first_name || ' ' || a.surname AS actor_name
FROM users u
LEFT JOIN clients c ON c.id = u.client_id
LEFT JOIN themes t ON t.client_id = u.client_id
JOIN users a ON a.id = ?2
WHERE u.id = ?1`;

/** The session could not be recorded (or its person e-mailed), so it was not started. */
export class ActAsSessionNotRecorded extends Error {
  constructor(familyId: string) {
    super(`act-as session ${familyId} could not be recorded`);
    this.name = 'ActAsSessionNotRecorded';
  }
}

/**
 * Records the start of an act-as session and e-mails the person acted as, in one batch (one
 * transaction) with `alongWith` (the session's tokens): no session, and no token, without its
 * record and its e-mail (docs/decisions/062). Someone with no client (support staff) cannot be
 * acted as: nothing is written and ActAsSessionNotRecorded is thrown, as it is when the batch fails.
 */
export async function startActAsSession(
  db: D1Database,
  session: NewActAsSession,
  alongWith: readonly D1PreparedStatement[],
): Promise<void> {
  const facts = await db
    .prepare(SELECT_MAIL_FACTS)
    .bind(session.targetUserId, session.masquerade.actorUserId)
    .first<MailFactsRow>();
  if (!facts || facts.client_id === null) throw new ActAsSessionNotRecorded(session.familyId);
  const actor: ActAsActor =
    session.masquerade.actorType === 'support'
      ? { type: 'support', name: facts.actor_name }
      : { type: 'employer', name: facts.actor_name, clientName: facts.client_name ?? facts.brand_name };
  const mail = actAsMail({
    firstName: facts.target_first_name,
    brandName: facts.brand_name,
    portalUrl: facts.portal_url,
    actor,
    startedAtMs: session.startedAtMs,
    reason: session.actAs.reason,
    readOnly: session.actAs.readOnly,
  });
  const statements = [
    insertInto(db, 'masquerade_sessions', {
      family_id: session.familyId,
      actor_user_id: session.masquerade.actorUserId,
      actor_type: session.masquerade.actorType,
      target_user_id: session.targetUserId,
      client_id: facts.client_id,
      reason: session.actAs.reason,
      read_only: session.actAs.readOnly,
      started_at: session.startedAtMs,
      ended_at: null,
      spent_user_agent: session.spentBy.userAgent,
      spent_signed_in_user_id: session.spentBy.signedInUserId,
    }),
    insertInto(db, 'outbox', {
      to_email: facts.target_email,
      subject: mail.subject,
      text: mail.text,
      links_json: JSON.stringify(mail.links),
      created_at: new Date(session.startedAtMs).toISOString(),
    }),
    ...alongWith,
  ];
  try {
    await db.batch(statements);
  } catch (cause) {
    throw Object.assign(new ActAsSessionNotRecorded(session.familyId), { cause });
  }
}

/** The session signed out, or its family was revoked: its row gets its end, once. */
export async function endActAsSession(db: D1Database, familyId: string, nowMs: number): Promise<void> {
  await endActAsSessionStatement(db, familyId, nowMs).run();
}

type OpenSessionRow = { family_id: string; started_at: number; last_used_at: number | null };

// The open sessions in scope with the last use of their tokens (issued, or seen by a request).
const OPEN_SESSIONS_SQL = (scope: string) => `
SELECT s.family_id, s.started_at,
  (SELECT MAX(MAX(t.created_at, COALESCE(t.last_seen_at, 0))) FROM tokens AS t WHERE t.family_id = s.family_id)
    AS last_used_at
FROM masquerade_sessions AS s WHERE ${scope} AND s.ended_at IS NULL`;

/**
 * Closes the act-as sessions that ended without a sign-out (their 60 minutes ran out, or they went
 * idle) at the instant each really ended, so a reader never sees one still open that is over. For
 * one person's sessions (before their activity is read) or one family's (when its token is refused).
 */
export async function closeEndedActAsSessions(
  db: D1Database,
  scope: { targetUserId: number } | { familyId: string },
  nowMs: number,
): Promise<void> {
  const [where, param] =
    'familyId' in scope
      ? ['s.family_id = ?1', scope.familyId]
      : ['s.target_user_id = ?1', scope.targetUserId];
  const { results } = await db.prepare(OPEN_SESSIONS_SQL(where)).bind(param).all<OpenSessionRow>();
  const ended = results.flatMap((row) => {
    const endedAt = actAsEndedAt(row.started_at, row.last_used_at ?? row.started_at);
    return endedAt <= nowMs ? [endActAsSessionStatement(db, row.family_id, endedAt)] : [];
  });
  if (ended.length > 0) await db.batch(ended);
}

function endActAsSessionStatement(db: D1Database, familyId: string, endedAtMs: number) {
  return updateOf(db, 'masquerade_sessions', {
    set: { ended_at: endedAtMs },
    where: 'family_id = ?1 AND ended_at IS NULL',
    params: [familyId],
  });
}
