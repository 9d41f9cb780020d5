// The SPA's query keys for the dashboard's insight calls, in a module without zod so the SPA can
// import them; the route's loader reads a page's answer under the same key (docs/decisions/033).

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/employer/engagement: logins per week and registrations per month. */
export const ENGAGEMENT_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'engagement'] as const;
