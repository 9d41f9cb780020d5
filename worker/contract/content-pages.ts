import type { SafeHtml } from './safe-html';

/**
 * The three content pages (spec 2.11) and their texts. Zod-free: the public pages load it
 * (docs/decisions/020-content-pages-and-contact.md). The page names are the public route names of
 * contract/public-pages.
 */
export const CONTENT_PAGES = {
  cookiePolicy: { title: 'Our Cookie Policy' },
  privacyStatement: { title: 'Privacy Statement' },
  termsAndConditions: { title: 'Terms and Conditions' },
} as const;

export type ContentPageName = keyof typeof CONTENT_PAGES;

export const CONTENT_PAGE_NAMES = Object.keys(CONTENT_PAGES) as ContentPageName[];

export function isContentPageName(name: string): name is ContentPageName {
  return Object.hasOwn(CONTENT_PAGES, name);
}

/**
 * What a content page shows: the client's policy as the Worker's sanitised HTML, or null when it
 * could not be loaded (the failure view).
 */
export interface ContentPage {
  page: ContentPageName;
  html: SafeHtml | null;
}

export const CONTENT_PAGE_TEXTS = {
  breadcrumbHome: 'Home',
  /** Followed by the page's title (spec 2.11). */
  failure: 'There was an issue requesting the latest',
  returnToHome: 'Return to home',
} as const;
