import { msg } from '@lingui/core/macro';

// Apart from the page's API module, so that the route tree (in every page's entry) carries
// only the texts of its title, not the page's calls (docs/decisions/066).
/**
 * The my-benefits page's texts (spec 2.2), each a message read in the page's language where it is
 * shown (web/lib/message-text.ts). Its heading is also its route's title (web/app/router.tsx), which
 * reads it as a string: it stays one until the router reads it as a message, and the page shows
 * its own message of the same text.
 */
export const MY_BENEFITS_TEXTS = {
  heading: msg`My benefits`,
  yours: msg`Your benefits`,
  available: msg`Available benefits`,
  noneChosen: msg`You haven't chosen any benefits yet.`,
  noneAvailable: msg`There are no more benefits available to you right now.`,
  logOut: msg`Log out`,
} as const;
