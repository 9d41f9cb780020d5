import { CONTACT_TEXTS } from '../contract/contact-rules';
import { CONTENT_PAGES, isContentPageName } from '../contract/content-pages';
import { matchPublicRoute } from '../contract/public-pages';

// The title the shell writes before any script runs, so the very first bytes carry it.
// Routes not listed get the brand alone until their screen sets "title | brand" itself.
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Login',
  '/contact-us': CONTACT_TEXTS.title,
  '/contact-us/': CONTACT_TEXTS.title,
};

function titleOf(pathname: string): string | undefined {
  const route = matchPublicRoute(pathname).name;
  return isContentPageName(route) ? CONTENT_PAGES[route].title : PAGE_TITLES[pathname];
}

export function shellTitle(pathname: string, brandName: string): string {
  const title = titleOf(pathname);
  return title ? `${title} | ${brandName}` : brandName;
}
