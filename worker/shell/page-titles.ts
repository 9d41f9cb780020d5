import { CONTENT_PAGES, isContentPageName } from '../contract/content-pages';
import { matchPublicRoute, showsLoginForm } from '../contract/public-pages';

// The title the shell writes before any script runs, so the very first bytes carry it.
// Routes not listed get the brand alone until their screen sets "title | brand" itself.
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Login',
};

function titleOf(pathname: string): string | undefined {
  const route = matchPublicRoute(pathname).name;
  if (isContentPageName(route)) return CONTENT_PAGES[route].title;
  // The redirect route is the login page too (decision 047).
  return showsLoginForm(pathname) ? PAGE_TITLES['/'] : PAGE_TITLES[pathname];
}

/** Browser titles read "title | brand" (spec section 2.3); the brand alone where there is no title. */
export function formatTitle(title: string | null, brandName: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}

export function shellTitle(pathname: string, brandName: string): string {
  return formatTitle(titleOf(pathname) ?? null, brandName);
}
