// The SPA's keys for the benefits calls, apart from the benefits' rules so that the app's pages'
// list, which reads a product page's answer for its title, carries no rule (issue 43).

/** Every benefits query of the SPA starts with this key, so a change can mark them all stale at once. */
export const BENEFITS_QUERY_KEY = ['benefits'] as const;

/**
 * The SPA's key for a product page's answer (GET /api/benefits/:id), which the route's loader fills
 * in the Worker's render and in the browser alike (docs/decisions/033).
 */
export function benefitPageQueryKey(benefitId: number) {
  return [...BENEFITS_QUERY_KEY, 'page', benefitId] as const;
}

/** The SPA's key for a benefit's claims (GET /api/benefits/:id/claims), preloaded the same way. */
export function claimsQueryKey(benefitId: number) {
  return [...BENEFITS_QUERY_KEY, 'claims', benefitId] as const;
}
