// Act-as sessions (migration 0020, masquerade_sessions): one row when a masquerade link is spent,
// ended when the session signs out; the person acted as is e-mailed in the same batch
// (docs/decisions/053 and 054). The audit trail's 'act-as-started' row comes from the table's trigger.
import { type ActAsActor, actAsMail } from '../rules/act-as.ts';
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
};

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

/** The session signed out: its row gets its end, once. */
export async function endActAsSession(db: D1Database, familyId: string, nowMs: number): Promise<void> {
  await updateOf(db, 'masquerade_sessions', {
    set: { ended_at: nowMs },
    where: 'family_id = ?1 AND ended_at IS NULL',
    params: [familyId],
  }).run();
}
