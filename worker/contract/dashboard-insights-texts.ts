// The dashboard insights' page headings, apart from their rules so that the app's pages' list, which
// titles the pages with them, carries no rule (issue 43).

import { msg } from '@lingui/core/macro';

/**
 * Page headings and the texts around the charts (the spec names the pages, not their words), as
 * messages read in the page's language where they are shown (docs/decisions/085).
 */
export const INSIGHTS_TEXTS = {
  dashboard: msg`Employer dashboard`,
  engagement: msg`Employee engagement`,
  insights: msg`Employee insights`,
  takeUpHeading: msg`Benefit take-up`,
  loadErrorMessage: msg`It looks like something has gone wrong, please try again later`,
  loading: msg`Loading…`,
} as const;
