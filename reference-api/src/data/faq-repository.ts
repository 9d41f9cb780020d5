export type Faq = { question: string; answer: string };

/** A client's FAQs (the CMS's faqs), in their order. */
export async function findClientFaqs(db: D1Database, clientId: number): Promise<Faq[]> {
  const { results } = await db
    .prepare('SELECT question, answer FROM faqs WHERE client_id = ?1 ORDER BY position')
    .bind(clientId)
    .all<Faq>();
  return results;
}
