import { type Selected, selection } from './schema.ts';

const FAQ = selection('faqs', ['question', 'answer']);
export type Faq = Selected<typeof FAQ>;

/** A client's FAQs (the CMS's faqs), in their order. */
export async function findClientFaqs(db: D1Database, clientId: number): Promise<Faq[]> {
  const { results } = await db
    .prepare(`SELECT ${FAQ.sql} FROM faqs WHERE client_id = ?1 ORDER BY position`)
    .bind(clientId)
    .all<Faq>();
  return results;
}
