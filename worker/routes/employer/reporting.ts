import { Hono } from 'hono';
import {
  reportIdParamSchema,
  reportIdsQuerySchema,
  reportListQuerySchema,
  reportListSchema,
} from '#contract/reporting';
import { answers } from '../../http/answers';
import { fileDownload } from '../../http/file-download';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import { downloadFileName, upstreamReportListSchema } from '../../upstream/reporting-responses';
import { readUpstream } from '../../upstream/upstream-json';

const reportsPath = (clientId: number) => `/client/${clientId}/reports` as const;

/** A report file under the name the upstream gave it when that name is plain, else the fallback. */
function fileResponse(upstream: Response, contentType: string, fallbackName: string): Promise<Response> {
  const fileName = downloadFileName(upstream.headers.get('content-disposition'), fallbackName);
  return fileDownload(upstream, { contentType, fileName });
}

/**
 * Reporting (spec sections 2.2, 2.16, 3 and 7; docs/decisions/028): a type's reports of a year, one
 * report's CSV, and several reports as one zip, each streamed from the upstream.
 */
export const reportingRoutes = new Hono<EmployerEnv>()
  .get(
    '/',
    answers(reportListSchema),
    requireDashboardAction('reporting'),
    validate('query', reportListQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { type, year } = c.req.valid('query');
      const params = new URLSearchParams({ type });
      if (year !== undefined) params.set('year', String(year));
      const response = await callAsUser(c, 'v1', `${reportsPath(clientId)}?${params}`);
      return c.json(await readUpstream(response, upstreamReportListSchema(type)));
    },
  )
  .get(
    '/download',
    requireDashboardAction('reporting'),
    validate('query', reportIdsQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { ids } = c.req.valid('query');
      const params = new URLSearchParams({ ids: ids.join(',') });
      const response = await callAsUser(c, 'v1', `${reportsPath(clientId)}/download-multiple?${params}`, {
        headers: { accept: 'application/zip' },
        signal: c.req.raw.signal,
      });
      return fileResponse(response, 'application/zip', 'reports.zip');
    },
  )
  .get(
    '/:reportId/download',
    requireDashboardAction('reporting'),
    validate('param', reportIdParamSchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { reportId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `${reportsPath(clientId)}/${reportId}/download`, {
        headers: { accept: 'text/csv' },
        signal: c.req.raw.signal,
      });
      return fileResponse(response, 'text/csv; charset=utf-8', `report-${reportId}.csv`);
    },
  );
