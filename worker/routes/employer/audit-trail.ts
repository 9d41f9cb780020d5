import { Hono } from 'hono';
import { auditTrailSchema } from '#contract/audit-trail';
import { type AuditTrailQuery, auditTrailQuerySchema } from '#contract/audit-trail-requests';
import { AUDIT_TRAIL_FILE_NAME } from '#contract/audit-trail-rules';
import { answers } from '../../http/answers';
import { CSV_CONTENT_TYPE, fileDownload } from '../../http/file-download';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { upstreamAuditTrailSchema } from '../../upstream/audit-trail-responses';
import { callAsUser } from '../../upstream/authorized-calls';
import { readUpstream } from '../../upstream/upstream-json';

/** The upstream's report type of the trail, as the two-factor list's report has one. */
const AUDIT_REPORT_TYPE = 'auditTrail';

// The upstream query: only validated values, never the request's own query string.
function trailQueryString(query: AuditTrailQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ page: String(query.page), ...extra });
  if (query.action) params.set('action', query.action);
  if (query.person !== '') params.set('person', query.person);
  if (query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  return params.toString();
}

const trailPath = (clientId: number) => `/client/${clientId}/audit-events` as const;

/**
 * The employer's audit trail (docs/decisions/057): a page of the client's events, newest first,
 * filtered by action, person and day range, and exactly those events, all of them, as a CSV
 * streamed from the upstream.
 */
export const auditTrailRoutes = new Hono<EmployerEnv>()
  .get(
    '/',
    answers(auditTrailSchema),
    requireDashboardAction('auditTrail'),
    validate('query', auditTrailQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const response = await callAsUser(
        c,
        'v2',
        `${trailPath(clientId)}?${trailQueryString(c.req.valid('query'))}`,
      );
      return c.json(await readUpstream(response, upstreamAuditTrailSchema));
    },
  )
  .get(
    '/report',
    requireDashboardAction('auditTrail'),
    validate('query', auditTrailQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const query = { ...c.req.valid('query'), page: 1 };
      const response = await callAsUser(
        c,
        'v2',
        `${trailPath(clientId)}?${trailQueryString(query, { type: AUDIT_REPORT_TYPE })}`,
        { headers: { accept: 'text/csv' } },
      );
      return fileDownload(response, { contentType: CSV_CONTENT_TYPE, fileName: AUDIT_TRAIL_FILE_NAME });
    },
  );
