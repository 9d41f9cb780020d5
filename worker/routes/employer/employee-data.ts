import { Hono } from 'hono';
import {
  employeeListSchema,
  employeeRecordSchema,
  welcomeEmailSentSchema,
  welcomeEmailsSentSchema,
} from '#contract/employee-data';
import { type EmployeeListQuery, employeeListQuerySchema } from '#contract/employee-data-requests';
import { employeeIdParamSchema } from '#contract/sso';
import { answers } from '../../http/answers';
import { CSV_CONTENT_TYPE, fileDownload } from '../../http/file-download';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import {
  upstreamBulkWelcomeResendSchema,
  upstreamEmployeeListSchema,
  upstreamEmployeeRecordSchema,
  upstreamWelcomeResendSchema,
} from '../../upstream/employee-data-responses';
import { readUpstream } from '../../upstream/upstream-json';

const REPORT_FILE_NAME = 'employee-data.csv';

/** The upstream's `filter[person_activated]` values. */
const ACTIVATED_VALUE = { registered: '1', 'not-registered': '0' } as const;

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
export const employeeDataRoutes = new Hono<EmployerEnv>()
  .get(
    '/',
    answers(employeeListSchema),
    requireDashboardAction('employeeData'),
    validate('query', employeeListQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const query = c.req.valid('query');
      const response = await callAsUser(c, 'v2', `${employeesPath(clientId)}?${listQueryString(query)}`);
      return c.json(await readUpstream(response, upstreamEmployeeListSchema));
    },
  )
  .get(
    '/report',
    requireDashboardAction('employeeData'),
    validate('query', employeeListQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const query = c.req.valid('query');
      const response = await callAsUser(
        c,
        'v2',
        `${employeesPath(clientId)}/download-report?${listQueryString(query, false)}`,
        { headers: { accept: 'text/csv' } },
      );
      return fileDownload(response, { contentType: CSV_CONTENT_TYPE, fileName: REPORT_FILE_NAME });
    },
  )
  .post(
    '/welcome-emails',
    answers(welcomeEmailsSentSchema),
    requireDashboardAction('welcomeEmails'),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const response = await callAsUser(c, 'v1', `/companies/${clientId}/welcome-email-resends`, {
        method: 'POST',
        body: '{}',
      });
      return c.json(await readUpstream(response, upstreamBulkWelcomeResendSchema));
    },
  )
  .get(
    '/:employeeId',
    answers(employeeRecordSchema),
    requireDashboardAction('employeeData'),
    validate('param', employeeIdParamSchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { employeeId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `${employeesPath(clientId)}/${employeeId}`);
      return c.json(await readUpstream(response, upstreamEmployeeRecordSchema));
    },
  )
  .post(
    '/:employeeId/welcome-email',
    answers(welcomeEmailSentSchema),
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
