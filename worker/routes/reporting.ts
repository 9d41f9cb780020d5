import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { DASHBOARD_FORBIDDEN } from '../contract/dashboard-permissions';
import { reportIdParamSchema, reportIdsQuerySchema, reportListQuerySchema } from '../contract/reporting';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { requireDashboardAction } from '../middleware/dashboard-permission';
import { requireSignedIn } from '../middleware/session';
import { sessionClient } from '../session/session-client';
import { callAsUser } from '../upstream/authorized-calls';
import { downloadFileName, upstreamReportListSchema } from '../upstream/reporting-responses';
import { readUpstream } from '../upstream/upstream-json';

const forbidden = (c: Context<AppEnv>) =>
  c.json(apiError(DASHBOARD_FORBIDDEN.message, DASHBOARD_FORBIDDEN.code), 403);

// The signed-in administrator's client, which the client-administration paths name.
async function clientIdOf(c: Context<AppEnv>): Promise<number | null> {
  return (await sessionClient(c))?.id ?? null;
}

const reportsPath = (clientId: number) => `/client/${clientId}/reports` as const;

/**
 * A file from the upstream, passed through as it arrives (never held whole in the Worker) under the
 * portal's own headers: the type it expects, an attachment named by the upstream when the name is
 * plain (else the fallback), and the length when the bytes arrive as they were counted, so the
 * browser can show how far a download has got.
 */
async function fileResponse(
  upstream: Response,
  contentType: string,
  fallbackName: string,
): Promise<Response> {
  if (upstream.status !== 200 || !upstream.body) {
    // Not a file: the one error shape, from the upstream's body.
    await readUpstream(upstream, z.never());
  }
  const headers = new Headers({
    'content-type': contentType,
    'content-disposition': `attachment; filename="${downloadFileName(upstream.headers.get('content-disposition'), fallbackName)}"`,
    'cache-control': 'no-store',
  });
  const length = upstream.headers.get('content-length');
  if (length && /^[0-9]{1,12}$/.test(length) && !upstream.headers.has('content-encoding')) {
    headers.set('content-length', length);
  }
  return new Response(upstream.body, { status: 200, headers });
}

/**
 * Reporting (spec sections 2.2, 2.16, 3 and 7; docs/decisions/028): a type's reports of a year, one
 * report's CSV, and several reports as one zip, each streamed from the upstream.
 */
export const reportingRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', requireDashboardAction('reporting'), validate('query', reportListQuerySchema), async (c) => {
    const clientId = await clientIdOf(c);
    if (clientId === null) return forbidden(c);
    const { type, year } = c.req.valid('query');
    const params = new URLSearchParams({ type });
    if (year !== undefined) params.set('year', String(year));
    const response = await callAsUser(c, 'v1', `${reportsPath(clientId)}?${params}`);
    return c.json(await readUpstream(response, upstreamReportListSchema(type)));
  })
  .get(
    '/download',
    requireDashboardAction('reporting'),
    validate('query', reportIdsQuerySchema),
    async (c) => {
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
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
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
      const { reportId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `${reportsPath(clientId)}/${reportId}/download`, {
        headers: { accept: 'text/csv' },
        signal: c.req.raw.signal,
      });
      return fileResponse(response, 'text/csv; charset=utf-8', `report-${reportId}.csv`);
    },
  );
