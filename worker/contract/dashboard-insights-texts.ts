// The dashboard insights' page headings, apart from their rules so that the app's pages' list, which
// titles the pages with them, carries no rule (issue 43).

/** Page headings and the texts around the charts (the spec names the pages, not their words). */
export const INSIGHTS_TEXTS = {
  dashboard: 'Employer dashboard',
  engagement: 'Employee engagement',
  insights: 'Employee insights',
  takeUp: 'Benefit take-up',
  loadError: 'It looks like something has gone wrong, please try again later',
  loading: 'Loading…',
} as const;
