import { BENEFITS_QUERY_KEY } from '#contract/benefit-query-keys';
import { TOTAL_BENEFITS_QUERY_KEY } from '#contract/total-benefits-rules';

/**
 * Query keys that more than one feature touches: a change in one (a benefit's terms accepted)
 * clears what another shows (the total-benefits summary, spec section 4).
 */

/** The home page's cards, which follow what the person is eligible for. */
export const HOME_CONTENT_KEY = ['home', 'content'] as const;

/**
 * What a change of eligibility makes stale: a family member or life event added (spec section 4,
 * Lists: benefits and selections need a refresh), and so the totals and the home cards built on them.
 */
export const ELIGIBILITY_DEPENDENT_KEYS = [
  BENEFITS_QUERY_KEY,
  TOTAL_BENEFITS_QUERY_KEY,
  HOME_CONTENT_KEY,
] as const;
