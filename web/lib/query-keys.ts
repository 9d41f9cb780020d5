/**
 * Query keys that more than one feature touches: a change in one (a benefit's terms accepted)
 * clears what another shows (the total-benefits summary, spec section 4).
 */
export const TOTAL_BENEFITS_QUERY_KEY = ['total-benefits'] as const;
export const TOTAL_BENEFITS_SUMMARY_QUERY_KEY = [...TOTAL_BENEFITS_QUERY_KEY, 'summary'] as const;
