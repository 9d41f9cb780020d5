/**
 * SQL for the portal address of the client aliased `c`, falling back to the root tenant's (support
 * staff belong to no client), then to ''. E-mailed links, sign-on pages and masquerade links all
 * point there.
 */
export const PORTAL_URL_SQL =
  "COALESCE(c.portal_url, (SELECT r.portal_url FROM clients r WHERE r.slug = 'localhost'), '')";

/**
 * The portal of the client that signs this e-mail domain in through single sign-on; null when no
 * client does.
 */
export async function findSsoPortalUrl(db: D1Database, domain: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT ${PORTAL_URL_SQL} AS portal_url
       FROM clients c WHERE lower(c.sso_domain) = ?1 LIMIT 1`,
    )
    .bind(domain.toLowerCase())
    .first<{ portal_url: string }>();
  return row?.portal_url ?? null;
}

export async function findClientIdBySlug(db: D1Database, slug: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM clients WHERE slug = ?1').bind(slug).first<{ id: number }>();
  return row?.id ?? null;
}
