// The home page's cards and banner of each client (migration 0008). The row types are the tables'
// own (data/schema.ts), so the seed writes them as they are.
import { columnsOf, type Row, selection } from './schema.ts';

export type HomePageCardRow = Row<'home_page_cards'>;

export type HomePageBannerRow = Row<'home_page_banners'>;

const CARD = selection('home_page_cards', columnsOf('home_page_cards'));
const BANNER = selection('home_page_banners', columnsOf('home_page_banners'));

export async function findClientCards(db: D1Database, clientId: number): Promise<HomePageCardRow[]> {
  const { results } = await db
    .prepare(`SELECT ${CARD.sql} FROM home_page_cards WHERE client_id = ?1 ORDER BY position`)
    .bind(clientId)
    .all<HomePageCardRow>();
  return results;
}

export async function findClientBanners(db: D1Database, clientId: number): Promise<HomePageBannerRow[]> {
  const { results } = await db
    .prepare(`SELECT ${BANNER.sql} FROM home_page_banners WHERE client_id = ?1 ORDER BY position`)
    .bind(clientId)
    .all<HomePageBannerRow>();
  return results;
}
