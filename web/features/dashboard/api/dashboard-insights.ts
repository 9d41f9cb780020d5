import { useQuery } from '@tanstack/react-query';
import type {
  EmployeeInsights,
  Engagement,
  TakeUpDetail,
  TakeUpList,
} from '../../../../worker/contract/dashboard-insights';
import {
  DASHBOARD_QUERY_KEY,
  ENGAGEMENT_PATH,
  ENGAGEMENT_QUERY_KEY,
} from '../../../../worker/contract/dashboard-query-keys';
import { api } from '../../../lib/api-client';

/** GET /api/dashboard/engagement */
export function useEngagement() {
  return useQuery({
    queryKey: ENGAGEMENT_QUERY_KEY,
    queryFn: ({ signal }) => api<Engagement>(ENGAGEMENT_PATH, { signal }),
  });
}

/** GET /api/dashboard/employee-insights */
export function useEmployeeInsights() {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'employee-insights'],
    queryFn: ({ signal }) => api<EmployeeInsights>('/api/dashboard/employee-insights', { signal }),
  });
}

/** GET /api/dashboard/benefit-takeup */
export function useTakeUpList() {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'benefit-takeup'],
    queryFn: ({ signal }) => api<TakeUpList>('/api/dashboard/benefit-takeup', { signal }),
  });
}

/** GET /api/dashboard/benefit-takeup/:benefitId, once there is a benefit to ask about. */
export function useTakeUpDetail(benefitId: number | null) {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'benefit-takeup', benefitId],
    queryFn: ({ signal }) => api<TakeUpDetail>(`/api/dashboard/benefit-takeup/${benefitId}`, { signal }),
    enabled: benefitId !== null,
  });
}
