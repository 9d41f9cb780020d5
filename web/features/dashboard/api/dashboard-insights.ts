import { useQuery } from '@tanstack/react-query';
import type { TakeUpDetail } from '#contract/dashboard-insights';
import {
  DASHBOARD_QUERY_KEY,
  ENGAGEMENT_QUERY_KEY,
  takeUpDetailQueryKey,
} from '#contract/dashboard-query-keys';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';
import { FIRST_PEOPLE_PAGE, type TakeUpPeopleState } from '../take-up-people-state';

export const ENGAGEMENT_CALL = pageCall(portal.api.employer.engagement, {}, ENGAGEMENT_QUERY_KEY);
export const EMPLOYEE_INSIGHTS_CALL = pageCall(portal.api.employer['employee-insights'], {}, [
  ...DASHBOARD_QUERY_KEY,
  'employee-insights',
]);
export const TAKE_UP_LIST_CALL = pageCall(portal.api.employer['benefit-takeup'], {}, [
  ...DASHBOARD_QUERY_KEY,
  'benefit-takeup',
]);

function takeUpPeopleQuery({ page, search }: TakeUpPeopleState) {
  return { page: String(page), ...(search !== '' ? { search } : {}) };
}

/** The query string of the people's state, as the page's URL keeps it. */
export function takeUpPeopleQueryString(state: TakeUpPeopleState): string {
  return new URLSearchParams(takeUpPeopleQuery(state)).toString();
}

/** One benefit's take-up with one page of its people (decision 052). */
export function takeUpDetailCall(benefitId: number, people: TakeUpPeopleState = FIRST_PEOPLE_PAGE) {
  return pageCall(
    portal.api.employer['benefit-takeup'][':benefitId'],
    { param: { benefitId: String(benefitId) }, query: takeUpPeopleQuery(people) },
    takeUpDetailQueryKey(benefitId, people),
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

/**
 * GET /api/employer/benefit-takeup/:benefitId, once there is a benefit to ask about: one page of
 * its people. The page shown stays while the next loads, but never another benefit's.
 */
export function useTakeUpDetail(benefitId: number | null, people: TakeUpPeopleState = FIRST_PEOPLE_PAGE) {
  return useQuery({
    ...pageCallQuery(takeUpDetailCall(benefitId ?? 0, people)),
    enabled: benefitId !== null,
    placeholderData: (previous: TakeUpDetail | undefined) =>
      previous?.benefit.benefitId === benefitId ? previous : undefined,
  });
}
