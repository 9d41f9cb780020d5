import { useQuery } from '@tanstack/react-query';
import type { EmployeeInsights, Engagement, TakeUpDetail, TakeUpList } from '#contract/dashboard-insights';
import { DASHBOARD_QUERY_KEY, ENGAGEMENT_PATH, ENGAGEMENT_QUERY_KEY } from '#contract/dashboard-query-keys';
import type { PageDataCall } from '#contract/page-data';
import { pageCallQuery } from '#web/lib/page-call.ts';

export const ENGAGEMENT_CALL: PageDataCall = { apiPath: ENGAGEMENT_PATH, queryKey: ENGAGEMENT_QUERY_KEY };
export const EMPLOYEE_INSIGHTS_CALL: PageDataCall = {
  apiPath: '/api/employer/employee-insights',
  queryKey: [...DASHBOARD_QUERY_KEY, 'employee-insights'],
};
export const TAKE_UP_LIST_CALL: PageDataCall = {
  apiPath: '/api/employer/benefit-takeup',
  queryKey: [...DASHBOARD_QUERY_KEY, 'benefit-takeup'],
};
export function takeUpDetailCall(benefitId: number): PageDataCall {
  return {
    apiPath: `/api/employer/benefit-takeup/${benefitId}`,
    queryKey: [...DASHBOARD_QUERY_KEY, 'benefit-takeup', benefitId],
  };
}

/** GET /api/employer/engagement */
export function useEngagement() {
  return useQuery(pageCallQuery<Engagement>(ENGAGEMENT_CALL));
}

/** GET /api/employer/employee-insights */
export function useEmployeeInsights() {
  return useQuery(pageCallQuery<EmployeeInsights>(EMPLOYEE_INSIGHTS_CALL));
}

/** GET /api/employer/benefit-takeup */
export function useTakeUpList() {
  return useQuery(pageCallQuery<TakeUpList>(TAKE_UP_LIST_CALL));
}

/** GET /api/employer/benefit-takeup/:benefitId, once there is a benefit to ask about. */
export function useTakeUpDetail(benefitId: number | null) {
  return useQuery({
    ...pageCallQuery<TakeUpDetail>(takeUpDetailCall(benefitId ?? 0)),
    enabled: benefitId !== null,
  });
}
