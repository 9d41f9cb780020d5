/**
 * A browser title (spec section 2.3): the page's title, a bar, the brand ("Login | Acme Rewards");
 * the brand alone for a page without one. The Worker writes it into the first bytes of a page's HTML
 * and the browser's one title component (web/app/document-title.tsx) on every client navigation.
 */
export function formatPageTitle(title: string | null, brandName: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}
