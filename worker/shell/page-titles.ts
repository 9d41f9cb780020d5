import { formatPageTitle } from '../contract/page-title';
import { PUBLIC_PAGE_TITLES } from '../contract/public-page-titles';
import { matchPublicRoute } from '../contract/public-pages';

/**
 * The browser title a public page's first bytes carry: its route's title (the title its handle
 * declares, web/public-pages/public-routes.tsx, from the same table) with the brand.
 */
export function shellTitle(pathname: string, brandName: string): string {
  return formatPageTitle(PUBLIC_PAGE_TITLES[matchPublicRoute(pathname).name], brandName);
}
