/** The home page's own texts; the spec gives none for the cards (docs/decisions/019). */
export const HOME_TEXTS = {
  cardsHeading: 'For you',
  loading: 'Loading your home page',
  failed: "We couldn't load the latest from your employer. Please refresh the page to try again.",
  opensElsewhere: '(opens in a new tab)',
} as const;
