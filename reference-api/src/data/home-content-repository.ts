// The home page's cards and banner of each client (migration 0008). The row types are the tables'
// own columns, so the seed writes them as they are.

export type HomePageCardRow = {
  id: number;
  client_id: number;
  position: number;
  title: string;
  body: string;
  /** One of the benefit icon names (spec section 3, Icons). */
  icon: string;
  /** A path inside the portal ("/app/…") or an https address. */
  link_url: string;
  link_label: string;
  /** The benefit the card promotes; the card shows only to people it is open to. */
  benefit_id: number | null;
};

export type HomePageBannerRow = {
  id: number;
  client_id: number;
  position: number;
  title: string;
  body: string;
  link_url: string;
  link_label: string;
};

export async function findClientCards(db: D1Database, clientId: number): Promise<HomePageCardRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM home_page_cards WHERE client_id = ?1 ORDER BY position')
    .bind(clientId)
    .all<HomePageCardRow>();
  return results;
}

export async function findClientBanners(db: D1Database, clientId: number): Promise<HomePageBannerRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM home_page_banners WHERE client_id = ?1 ORDER BY position')
    .bind(clientId)
    .all<HomePageBannerRow>();
  return results;
}
