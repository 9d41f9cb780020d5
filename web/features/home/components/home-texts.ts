import { msg } from '@lingui/core/macro';

/**
 * The home page's own texts; the spec gives none for the cards (docs/decisions/019). Each is a
 * message, read in the page's language where it is shown.
 */
export const HOME_TEXTS = {
  cardsHeading: msg`For you`,
  loading: msg`Loading your home page`,
  failed: msg`We couldn't load the latest from your employer. Please refresh the page to try again.`,
  opensElsewhere: msg`(opens in a new tab)`,
} as const;
