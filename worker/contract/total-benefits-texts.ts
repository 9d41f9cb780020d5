// The total-benefits page's texts, apart from its rules so that the app's pages' list, which titles
// the pages with them, carries no rule (issue 43).

export const TOTAL_BENEFITS_TEXTS = {
  heading: 'My total benefits',
  failed: 'It looks like something has gone wrong, please try again later',
  empty: 'You have no benefits with a value in this year.',
} as const;
