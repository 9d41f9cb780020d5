/** Whether some client signs this e-mail domain in through single sign-on. */
export async function isSsoDomain(db: D1Database, domain: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM clients WHERE lower(sso_domain) = ?1 LIMIT 1')
    .bind(domain.toLowerCase())
    .first<{ found: number }>();
  return row !== null;
}

export async function findClientIdBySlug(db: D1Database, slug: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM clients WHERE slug = ?1').bind(slug).first<{ id: number }>();
  return row?.id ?? null;
}
