import type { AppPageRender, PageRoute } from '../contract/app-page-render';
import { CONTENT_PAGES, isContentPageName } from '../contract/content-pages';

// The title the shell writes before any script runs, so the very first bytes carry it.
// Routes not listed get the brand alone until their screen sets "title | brand" itself.
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Login',
};

function titleOf(route: PageRoute): string | undefined {
  if (route.name !== null && isContentPageName(route.name)) return CONTENT_PAGES[route.name].title;
  // The redirect route is the login page too (decision 047).
  return route.restoresSession ? PAGE_TITLES['/'] : undefined;
}

/** Browser titles read "title | brand" (spec section 2.3); the brand alone where there is no title. */
export function formatTitle(title: string | null, brandName: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}

/** The title a page's HTML carries: its route's, else the public page's known one, and the brand. */
export function pageTitle(
  route: PageRoute,
  rendered: Pick<AppPageRender, 'title'>,
  brandName: string,
): string {
  return formatTitle(rendered.title ?? titleOf(route) ?? null, brandName);
}
