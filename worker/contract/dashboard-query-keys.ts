// The SPA's query keys for the dashboard's insight calls, in a module without zod so the SPA can
// import them; the route's loader reads a page's answer under the same key (docs/decisions/033).

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/employer/engagement: logins per week and registrations per month. */
export const ENGAGEMENT_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'engagement'] as const;

/** GET /api/employer/approvals: the benefits with selections awaiting approval. */
export const APPROVALS_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'approvals'] as const;

/** GET /api/employer/approvals/:benefitId: that benefit's selections awaiting approval. */
export function pendingSelectionsQueryKey(benefitId: number) {
  return [...APPROVALS_QUERY_KEY, benefitId] as const;
}

/**
 * The longest search the take-up people list accepts (like the employee and two-factor lists). Here,
 * with the key that carries the search, so that the app's pages' list, which reads the detail page's
 * answer for its title, carries no rule of the insights (issue 43).
 */
export const TAKE_UP_SEARCH_MAX = 100;

/** GET /api/employer/benefit-takeup/:benefitId: one benefit's take-up with one page of its people. */
export function takeUpDetailQueryKey(benefitId: number, people: { page: number; search: string }) {
  return [...DASHBOARD_QUERY_KEY, 'benefit-takeup', benefitId, people.page, people.search] as const;
}
