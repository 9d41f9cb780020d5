// Apart from the page's API module, so that the route tree (in every page's entry) carries
// only the texts of its title, not the page's calls (docs/decisions/066).
/** The my-benefits page's texts (spec 2.2); its heading is also its route's title (web/app/router.tsx). */
export const MY_BENEFITS_TEXTS = {
  heading: 'My benefits',
  yours: 'Your benefits',
  available: 'Available benefits',
  noneChosen: "You haven't chosen any benefits yet.",
  noneAvailable: 'There are no more benefits available to you right now.',
  logOut: 'Log out',
} as const;
