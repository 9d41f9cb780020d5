import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_PERSON_MAX, type AuditAction, isAuditAction } from '#contract/audit-trail-rules';
import { dayRangeFormSchema } from '#contract/day-range';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';

export const AUDIT_TRAIL_KEY = ['employer', 'audit-trail'] as const;

/** The day range's rule, the Worker's (a range it would refuse is no range). */
const DAY_RANGE = dayRangeFormSchema('from', 'to');

/** The highest page the Worker takes. */
const PAGE_MAX = 100_000;

/**
 * The trail's state, as the page's URL keeps it: `search` is the person box (useListInUrl's
 * search), written to the URL as `person`; the day range is both days or neither.
 */
export type AuditTrailState = {
  page: number;
  search: string;
  action: AuditAction | null;
  from: string | null;
  to: string | null;
};

/** The trail's state from the URL, so reload and Back keep page, action, person and range. */
export function auditTrailStateOf(params: URLSearchParams): AuditTrailState {
  const page = Number(params.get('page'));
  const action = params.get('action');
  // A range the Worker would refuse (one day, not a day, the wrong way round) is no range.
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = from !== '' && DAY_RANGE.safeParse({ from, to }).success;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    search: (params.get('person') ?? '').slice(0, AUDIT_PERSON_MAX),
    action: isAuditAction(action) ? action : null,
    from: range ? from : null,
    to: range ? to : null,
  };
}

/** The query of the list and of its CSV: the same rows either way. */
function trailQuery({ page, search, action, from, to }: AuditTrailState, withPage = true) {
  return {
    ...(withPage ? { page: String(page) } : {}),
    ...(action ? { action } : {}),
    ...(search.trim() !== '' ? { person: search } : {}),
    ...(from && to ? { from, to } : {}),
  };
}

/** The query string of the trail, as the page's URL keeps it. */
export function auditTrailQueryString(state: AuditTrailState): string {
  return new URLSearchParams(trailQuery(state)).toString();
}

/** The CSV's link: every event the filters leave, not only this page (streamed: no answer type). */
export function auditTrailReportHref(state: AuditTrailState): string {
  return portal.api.employer['audit-trail'].report.$path({ query: trailQuery(state, false) });
}

export function auditTrailCall(state: AuditTrailState) {
  return pageCall(portal.api.employer['audit-trail'], { query: trailQuery(state) }, [
    ...AUDIT_TRAIL_KEY,
    state.page,
    state.search,
    state.action,
    state.from,
    state.to,
  ]);
}

/** GET /api/employer/audit-trail: one page; the previous page stays shown while the next loads. */
export function useAuditTrail(state: AuditTrailState) {
  return useQuery({ ...pageCallQuery(auditTrailCall(state)), placeholderData: keepPreviousData });
}
