import { type Selected, selection } from './schema.ts';
import { insertInto } from './statements.ts';

/** An e-mail as the outbox keeps it; created_at is ISO-8601 UTC text. */
export type OutboxMail = { to: string; subject: string; text: string; links: string[]; created_at: string };

const MAIL = selection('outbox', ['to_email', 'subject', 'text', 'links_json', 'created_at']);
type OutboxRow = Selected<typeof MAIL>;

/** "Sends" an e-mail: nothing is delivered, the development outbox route reads it back. */
export async function sendMail(db: D1Database, mail: OutboxMail): Promise<void> {
  await insertInto(db, 'outbox', {
    to_email: mail.to,
    subject: mail.subject,
    text: mail.text,
    links_json: JSON.stringify(mail.links),
    created_at: mail.created_at,
  }).run();
}

/** The newest e-mails to an address (case-insensitive), newest first. */
export async function listMailTo(db: D1Database, to: string, limit: number): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MAIL.sql} FROM outbox
       WHERE to_email = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(to, limit)
    .all<OutboxRow>();
  return results.map((row) => ({
    to: row.to_email,
    subject: row.subject,
    text: row.text,
    links: JSON.parse(row.links_json) as string[],
    created_at: row.created_at,
  }));
}
