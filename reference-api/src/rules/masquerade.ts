// The headers and audit rules of masquerade sessions (spec section 6; docs/decisions/010 and 062).
import { AUDIT_REPORT_TYPE } from './audit-trail.ts';
import { TWO_FACTOR_REPORT_TYPE } from './two-factor.ts';

/** Names the person acted for, on every request of a masquerade session and on its responses. */
export const MASQUERADE_HEADER = 'X-Masquerade';
export const MASQUERADE_SCHEME_YEAR_HEADER = 'X-Masquerade-Scheme-Year';

/** Masquerade (msq) sign-on tokens start with this, so the portal can word an expired link. */
export const MASQUERADE_TOKEN_PREFIX = 'msq';

// Long enough to open the link from the support tool, short enough that a leaked link soon dies.
export const MASQUERADE_LINK_TTL_MS = 15 * 60 * 1000;
// The identity provider redirects straight to the portal, which spends the token at once.
export const SSO_TOKEN_TTL_MS = 5 * 60 * 1000;

/**
 * Whether a request of a masquerade session names the session it belongs to. Requiring the headers
 * means a masquerade token that leaks out of the portal's session is of no use to a client that does
 * not also know it is masquerading, and for whom.
 */
export function masqueradeHeadersMatch(
  expected: { userId: number; schemeYear: number },
  userHeader: string | undefined,
  schemeYearHeader: string | undefined,
): boolean {
  return (
    userHeader?.trim() === String(expected.userId) && schemeYearHeader?.trim() === String(expected.schemeYear)
  );
}

// Methods that read; every other method is a change until its call is listed below.
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The calls of the API's route table that change nothing of a person's or an employer's data
 * although their method is not a read, each "METHOD path" exactly as the route table names it:
 * working out a benefit's cost while values are typed, checking a new password against the rules,
 * and signing out (which writes its own 'session-ended' line). This one list is both what a
 * read-only act-as token may still call and what is never recorded as a change of an act-as
 * session (docs/decisions/062). A new route is a change until it is listed here: the rule is "not
 * a read", not a list of changes. (The keep-alive, GET /v1/ping, is a read.)
 */
export const NOT_A_CHANGE_CALLS: ReadonlySet<string> = new Set([
  'POST /v2/benefit/:id/cost',
  'POST /v2/password/check',
  'POST /v2/logout',
  'DELETE /v2/logout',
]);

/**
 * Whether a request changes something: its method is not a read and its route (as the route table
 * names it; null when none answers) is not one of NOT_A_CHANGE_CALLS.
 */
export function isChange(method: string, route: string | null): boolean {
  const upper = method.toUpperCase();
  if (READING_METHODS.has(upper)) return false;
  return route === null || !NOT_A_CHANGE_CALLS.has(`${upper} ${route}`);
}

/** The refusal of a change made with a read-only act-as token, in the legacy error shape. */
export const READ_ONLY_REFUSAL = {
  code: 'read_only_session',
  error: 'This act-as session is read-only: it can look, but nothing can be changed in it.',
} as const;

/** The audit log's name of a change: method and path, as 'PATCH /v2/user/terms'. */
export function auditAction(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * A read that hands a file of an employer's data out, and what the trail calls it: recorded
 * ('act-as-export') when it is made in an act-as session (docs/decisions/062). `query` names the
 * query values that make a list call its file download.
 */
export type ActAsExport = { call: string; query?: Readonly<Record<string, string>>; name: string };

export const ACT_AS_EXPORTS: readonly ActAsExport[] = [
  { call: 'GET /v2/client/:id/employees/download-report', name: 'Employee list (CSV)' },
  {
    call: 'GET /v2/client/:clientId/employees/two-factor-authentication',
    query: { type: TWO_FACTOR_REPORT_TYPE },
    name: 'Two-factor list (CSV)',
  },
  { call: 'GET /v2/client/:id/audit-events', query: { type: AUDIT_REPORT_TYPE }, name: 'Audit trail (CSV)' },
  { call: 'GET /v1/client/:id/reports/:reportId/download', name: 'Report (CSV)' },
  { call: 'GET /v1/client/:id/reports/download-multiple', name: 'Reports (zip)' },
];

/** The export a request is, if it is one. */
export function exportOf(
  method: string,
  route: string | null,
  query: Readonly<Record<string, string>>,
): ActAsExport | null {
  const call = `${method.toUpperCase()} ${route}`;
  return (
    ACT_AS_EXPORTS.find(
      (candidate) =>
        candidate.call === call &&
        Object.entries(candidate.query ?? {}).every(([name, value]) => query[name] === value),
    ) ?? null
  );
}
