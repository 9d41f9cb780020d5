// The contact page of each client and the enquiries sent through it (migration 0009). Row types are
// the tables' own (data/schema.ts), so the seed writes them as they are.
import { type Row, type Selected, selection } from './schema.ts';
import { insertInto } from './statements.ts';

export type ContactPageRow = Row<'contact_pages'>;

export type EnquiryOptionRow = Row<'enquiry_options'>;

/** An enquiry to store: every column but the id it is given. */
export type EnquiryRow = Omit<Row<'enquiries'>, 'id'>;

const CONTACT_US_ENABLED = selection('clients', ['contact_us_enabled']);
const CONTACT_PAGE = selection('contact_pages', ['client_id', 'name', 'content']);

/** Whether the client has its contact page switched on (spec 2.8: contactUsEnabled). */
export async function contactUsEnabled(db: D1Database, clientId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT ${CONTACT_US_ENABLED.sql} FROM clients WHERE id = ?1`)
    .bind(clientId)
    .first<Selected<typeof CONTACT_US_ENABLED>>();
  return row?.contact_us_enabled === 1;
}

export async function findContactPage(db: D1Database, clientId: number): Promise<ContactPageRow | null> {
  return db
    .prepare(`SELECT ${CONTACT_PAGE.sql} FROM contact_pages WHERE client_id = ?1`)
    .bind(clientId)
    .first<Selected<typeof CONTACT_PAGE>>();
}

export async function findEnquiryOptions(db: D1Database, clientId: number): Promise<EnquiryOptionRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM enquiry_options WHERE client_id = ?1 ORDER BY position')
    .bind(clientId)
    .all<EnquiryOptionRow>();
  return results;
}

/** Stores an enquiry; answers its id. */
export async function insertEnquiry(db: D1Database, row: EnquiryRow): Promise<number> {
  const stored = await insertInto(db, 'enquiries', row, 'RETURNING id').first<{ id: number }>();
  if (!stored) throw new Error('the enquiry was not stored');
  return stored.id;
}
