import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY, ENGAGEMENT_QUERY_KEY } from '#contract/dashboard-query-keys';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';

export const ENGAGEMENT_CALL = pageCall(portal.api.employer.engagement, {}, ENGAGEMENT_QUERY_KEY);
export const EMPLOYEE_INSIGHTS_CALL = pageCall(portal.api.employer['employee-insights'], {}, [
  ...DASHBOARD_QUERY_KEY,
  'employee-insights',
]);
export const TAKE_UP_LIST_CALL = pageCall(portal.api.employer['benefit-takeup'], {}, [
  ...DASHBOARD_QUERY_KEY,
  'benefit-takeup',
]);
export function takeUpDetailCall(benefitId: number) {
  return pageCall(
    portal.api.employer['benefit-takeup'][':benefitId'],
    { param: { benefitId: String(benefitId) } },
    [...DASHBOARD_QUERY_KEY, 'benefit-takeup', benefitId],
  );
}

/** GET /api/employer/engagement */
export function useEngagement() {
  return useQuery(pageCallQuery(ENGAGEMENT_CALL));
}

/** GET /api/employer/employee-insights */
export function useEmployeeInsights() {
  return useQuery(pageCallQuery(EMPLOYEE_INSIGHTS_CALL));
}

/** GET /api/employer/benefit-takeup */
export function useTakeUpList() {
  return useQuery(pageCallQuery(TAKE_UP_LIST_CALL));
}

/** GET /api/employer/benefit-takeup/:benefitId, once there is a benefit to ask about. */
export function useTakeUpDetail(benefitId: number | null) {
  return useQuery({
    ...pageCallQuery(takeUpDetailCall(benefitId ?? 0)),
    enabled: benefitId !== null,
  });
}
