import { msg } from '@lingui/core/macro';

// Apart from the page's API module, so that the route tree (in every page's entry) carries
// only the texts of its title, not the page's calls (docs/decisions/066).
/**
 * The FAQs page's texts (spec 2.2), messages read in the page's language; its heading is also its
 * route's title (web/app/router.tsx).
 */
export const FAQ_TEXTS = {
  heading: msg`FAQs`,
  empty: msg`There are no frequently asked questions yet.`,
  failed: msg`It looks like something has gone wrong, please try again later`,
} as const;
