import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_PARAM } from '#contract/account-activity-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

export const ACCOUNT_ACTIVITY_QUERY_KEY = ['profile', 'account-activity'] as const;

/** The activity's page the URL names (?activityPage=2), so reload and Back keep it; else 1. */
export function activityPageOf(params: URLSearchParams): number {
  const page = Number(params.get(ACTIVITY_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= ACTIVITY_PAGE_MAX ? page : 1;
}

/** One page of the person's account activity (decisions 055, 056), newest first. */
export function accountActivityCall(page: number) {
  return pageCall(portal.api.account.activity, { query: { page: String(page) } }, [
    ...ACCOUNT_ACTIVITY_QUERY_KEY,
    page,
  ]);
}

/** GET /api/account/activity?page=: the page shown stays while the next one loads. */
export function useAccountActivity(page: number) {
  return useQuery({ ...pageCallQuery(accountActivityCall(page)), placeholderData: keepPreviousData });
}

/** POST /api/account/sign-out-everywhere: every session of the person ends, this one included. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => read(portal.api.account['sign-out-everywhere'].$post()) });
}
