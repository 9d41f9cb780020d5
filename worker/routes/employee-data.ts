import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { DASHBOARD_FORBIDDEN } from '../contract/dashboard-permissions';
import { type EmployeeListQuery, employeeListQuerySchema } from '../contract/employee-data';
import { employeeIdParamSchema } from '../contract/sso';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { requireDashboardAction } from '../middleware/dashboard-permission';
import { requireSignedIn } from '../middleware/session';
import { sessionClient } from '../session/session-client';
import { callAsUser } from '../upstream/authorized-calls';
import {
  upstreamBulkWelcomeResendSchema,
  upstreamEmployeeListSchema,
  upstreamEmployeeRecordSchema,
  upstreamWelcomeResendSchema,
} from '../upstream/employee-data-responses';
import { readUpstream } from '../upstream/upstream-json';

const REPORT_FILE_NAME = 'employee-data.csv';

/** The upstream's `filter[person_activated]` values. */
const ACTIVATED_VALUE = { registered: '1', 'not-registered': '0' } as const;

// The signed-in administrator's client, which the client-administration paths name.
async function clientIdOf(c: Context<AppEnv>): Promise<number | null> {
  return (await sessionClient(c))?.id ?? null;
}

const forbidden = (c: Context<AppEnv>) =>
  c.json(apiError(DASHBOARD_FORBIDDEN.message, DASHBOARD_FORBIDDEN.code), 403);

// The upstream query: only validated values, never the request's own query string.
function listQueryString(query: EmployeeListQuery, withPage = true): string {
  const params = new URLSearchParams();
  if (withPage) params.set('page', String(query.page));
  if (query.search !== '') params.set('search', query.search);
  if (query.filter) params.set('filter[person_activated]', ACTIVATED_VALUE[query.filter]);
  params.set('sort_by', query.sort);
  params.set('sort_direction', query.direction);
  if (query.joinedFrom && query.joinedTo) params.set('range', `${query.joinedFrom},${query.joinedTo}`);
  return params.toString();
}

const employeesPath = (clientId: number) => `/client/${clientId}/employees` as const;

/**
 * The employee data page (spec sections 2.2, 2.16, 3 and 7; docs/decisions/026): a page of the
 * client's employees with the totals, the same rows as a CSV streamed from the upstream, one
 * employee's record, and resending welcome e-mails to one employee or to every one not registered.
 * Acting as an employee is employer.ts's magic link.
 */
export const employeeDataRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', requireDashboardAction('employeeData'), validate('query', employeeListQuerySchema), async (c) => {
    const clientId = await clientIdOf(c);
    if (clientId === null) return forbidden(c);
    const query = c.req.valid('query');
    const response = await callAsUser(c, 'v2', `${employeesPath(clientId)}?${listQueryString(query)}`);
    return c.json(await readUpstream(response, upstreamEmployeeListSchema));
  })
  .get(
    '/report',
    requireDashboardAction('employeeData'),
    validate('query', employeeListQuerySchema),
    async (c) => {
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
      const query = c.req.valid('query');
      const response = await callAsUser(
        c,
        'v2',
        `${employeesPath(clientId)}/download-report?${listQueryString(query, false)}`,
        { headers: { accept: 'text/csv' } },
      );
      if (response.status !== 200 || !response.body) {
        // Not a report: the one error shape, from the upstream's body.
        await readUpstream(response, z.never());
      }
      // Passed through as it arrives: the whole list is never held in the Worker.
      return new Response(response.body, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${REPORT_FILE_NAME}"`,
          'cache-control': 'no-store',
        },
      });
    },
  )
  .post('/welcome-emails', requireDashboardAction('welcomeEmails'), async (c) => {
    const clientId = await clientIdOf(c);
    if (clientId === null) return forbidden(c);
    const response = await callAsUser(c, 'v1', `/companies/${clientId}/welcome-email-resends`, {
      method: 'POST',
      body: '{}',
    });
    return c.json(await readUpstream(response, upstreamBulkWelcomeResendSchema));
  })
  .get(
    '/:employeeId',
    requireDashboardAction('employeeData'),
    validate('param', employeeIdParamSchema),
    async (c) => {
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
      const { employeeId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `${employeesPath(clientId)}/${employeeId}`);
      return c.json(await readUpstream(response, upstreamEmployeeRecordSchema));
    },
  )
  .post(
    '/:employeeId/welcome-email',
    requireDashboardAction('welcomeEmails'),
    validate('param', employeeIdParamSchema),
    async (c) => {
      const { employeeId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/employees/${employeeId}/welcome-email-resends`, {
        method: 'POST',
        body: '{}',
      });
      return c.json(await readUpstream(response, upstreamWelcomeResendSchema));
    },
  );
