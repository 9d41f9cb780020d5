// Welcome e-mails resent by a client's administrator (spec section 7: employees/{id}/ and
// companies/{id}/welcome-email-resends; docs/decisions/026). Each goes into the outbox with the
// person's live activation link, or a new one when they have none.
import { activationMail } from '../rules/recovery-mail.ts';
import { auditEventStatement } from './audit-event-repository.ts';
import { PORTAL_URL_SQL } from './client-repository.ts';
import { type Row, type Selected, selection } from './schema.ts';
import { insertInto } from './statements.ts';

/** How long a link minted for a resent welcome e-mail lives. */
export const WELCOME_LINK_TTL_DAYS = 30;
/** The subject every welcome e-mail starts with (activationMail's), to find the last one sent. */
export const WELCOME_SUBJECT_PATTERN = 'Welcome to %';

const RECIPIENT = selection('users', ['id', 'email', 'first_name'], 'u');

/** The person's columns, their newest live activation link (or null), their portal and brand. */
type Recipient = Selected<typeof RECIPIENT> & {
  activation_id: Row<'activations'>['id'] | null;
  portal_url: string;
  brand_name: string;
};

// Not-yet-registered people of a client, each with their newest live activation link if any.
const SELECT_RECIPIENTS = `
SELECT ${RECIPIENT.sql},
       (SELECT a.id FROM activations a
        WHERE a.user_id = u.id AND a.used_at IS NULL AND a.expires_at > ?2
        ORDER BY a.expires_at DESC, a.id LIMIT 1) AS activation_id,
       ${PORTAL_URL_SQL} AS portal_url,
       COALESCE(t.benefit_brand_name, 'C8') AS brand_name
FROM users u
JOIN clients c ON c.id = u.client_id
LEFT JOIN themes t ON t.client_id = u.client_id
WHERE u.client_id = ?1 AND u.activated = 0`;

export type WelcomeTarget = { kind: 'sent'; email: string } | { kind: 'registered' } | { kind: 'not-found' };

/** Who resent the e-mails, for the client's audit trail (a person's own new link is not on it). */
type ResentBy = { actorUserId: number; clientId: number };

function statementsFor(
  db: D1Database,
  recipients: readonly Recipient[],
  now: Date,
  resent?: ResentBy & { bulk: boolean },
): D1PreparedStatement[] {
  const nowIso = now.toISOString();
  const expires = new Date(now.getTime() + WELCOME_LINK_TTL_DAYS * 86_400_000).toISOString();
  return recipients.flatMap((person) => {
    const activationId = person.activation_id ?? crypto.randomUUID();
    const mail = activationMail(
      { firstName: person.first_name, brandName: person.brand_name, portalUrl: person.portal_url },
      activationId,
    );
    const send = insertInto(db, 'outbox', {
      to_email: person.email,
      subject: mail.subject,
      text: mail.text,
      links_json: JSON.stringify(mail.links),
      created_at: nowIso,
    });
    // One event per person, in the same batch as their e-mail: the trail can say who was sent one.
    const audit = resent
      ? [
          auditEventStatement(db, {
            clientId: resent.clientId,
            actorUserId: resent.actorUserId,
            action: 'welcome-email-resent',
            subjectUserId: person.id,
            detail: { bulk: resent.bulk },
            createdAt: now.getTime(),
          }),
        ]
      : [];
    if (person.activation_id !== null) return [send, ...audit];
    const mint = insertInto(db, 'activations', {
      id: activationId,
      user_id: person.id,
      expires_at: expires,
      used_at: null,
    });
    return [mint, send, ...audit];
  });
}

/** One person's welcome e-mail again, when they belong to the client and have not registered. */
export async function resendWelcomeEmail(
  db: D1Database,
  clientId: number,
  employeeId: number,
  now: Date,
  actorUserId: number,
): Promise<WelcomeTarget> {
  const person = await db
    .prepare('SELECT activated FROM users WHERE id = ?1 AND client_id = ?2')
    .bind(employeeId, clientId)
    .first<Pick<Row<'users'>, 'activated'>>();
  if (!person) return { kind: 'not-found' };
  if (person.activated === 1) return { kind: 'registered' };
  const recipient = await db
    .prepare(`${SELECT_RECIPIENTS} AND u.id = ?3`)
    .bind(clientId, now.toISOString(), employeeId)
    .first<Recipient>();
  if (!recipient) return { kind: 'not-found' };
  await db.batch(statementsFor(db, [recipient], now, { actorUserId, clientId, bulk: false }));
  return { kind: 'sent', email: recipient.email };
}

/**
 * Every not-yet-registered person of the client gets one welcome e-mail, all in one D1 batch (one
 * transaction): everyone or, on a failure, no one. Returns how many were sent.
 */
export async function resendAllWelcomeEmails(
  db: D1Database,
  clientId: number,
  now: Date,
  actorUserId: number,
): Promise<number> {
  const { results } = await db
    .prepare(`${SELECT_RECIPIENTS} ORDER BY u.id`)
    .bind(clientId, now.toISOString())
    .all<Recipient>();
  if (results.length === 0) return 0;
  await db.batch(statementsFor(db, results, now, { actorUserId, clientId, bulk: true }));
  return results.length;
}

/**
 * A fresh activation link for someone whose link expired before they used it (docs/decisions/048),
 * e-mailed as a welcome e-mail is: always a new link, so the one asked for from the expired page is
 * the one that arrives. Nothing for an account that is active already.
 */
export async function renewActivationLink(db: D1Database, userId: number, now: Date): Promise<WelcomeTarget> {
  const person = await db
    .prepare('SELECT client_id, activated FROM users WHERE id = ?1')
    .bind(userId)
    .first<Pick<Row<'users'>, 'client_id' | 'activated'>>();
  if (!person || person.client_id === null) return { kind: 'not-found' };
  if (person.activated === 1) return { kind: 'registered' };
  const recipient = await db
    .prepare(`${SELECT_RECIPIENTS} AND u.id = ?3`)
    .bind(person.client_id, now.toISOString(), userId)
    .first<Recipient>();
  if (!recipient) return { kind: 'not-found' };
  await db.batch(statementsFor(db, [{ ...recipient, activation_id: null }], now));
  return { kind: 'sent', email: recipient.email };
}
