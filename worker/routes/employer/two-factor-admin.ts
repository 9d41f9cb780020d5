import { Hono } from 'hono';
import { twoFactorEnforcementSchema, twoFactorListSchema } from '#contract/two-factor-admin';
import { type TwoFactorListQuery, twoFactorListQuerySchema } from '#contract/two-factor-admin-requests';
import { answers } from '../../http/answers';
import { CSV_CONTENT_TYPE, fileDownload } from '../../http/file-download';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import {
  upstreamEnforcementSchema,
  upstreamTwoFactorListSchema,
} from '../../upstream/two-factor-admin-responses';
import { readUpstream } from '../../upstream/upstream-json';

/** The upstream's report type for the two-factor list (spec section 7). */
const TWO_FACTOR_REPORT_TYPE = 'employeeTwoFA';
const REPORT_FILE_NAME = 'employee-two-factor.csv';

// The upstream query of the list: only validated values, never the request's own query string.
function listQueryString(query: TwoFactorListQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ page: String(query.page), ...extra });
  if (query.search !== '') params.set('search', query.search);
  if (query.filter) params.set('filter[person_mfa_secret]', query.filter);
  return params.toString();
}

const twoFactorPath = (clientId: number) =>
  `/client/${clientId}/employees/two-factor-authentication` as const;

/**
 * The two-factor table of the platform settings (spec sections 2.2 and 7): a page of the client's
 * people, the same rows as a CSV streamed from the upstream, and the enforcement setting.
 */
export const twoFactorAdminRoutes = new Hono<EmployerEnv>()
  .get(
    '/',
    answers(twoFactorListSchema),
    requireDashboardAction('twoFactorList'),
    validate('query', twoFactorListQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const query = c.req.valid('query');
      const response = await callAsUser(c, 'v2', `${twoFactorPath(clientId)}?${listQueryString(query)}`);
      return c.json(await readUpstream(response, upstreamTwoFactorListSchema));
    },
  )
  .get(
    '/report',
    requireDashboardAction('twoFactorList'),
    validate('query', twoFactorListQuerySchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const query = { ...c.req.valid('query'), page: 1 };
      const response = await callAsUser(
        c,
        'v2',
        `${twoFactorPath(clientId)}?${listQueryString(query, { type: TWO_FACTOR_REPORT_TYPE })}`,
        { headers: { accept: 'text/csv' } },
      );
      return fileDownload(response, { contentType: CSV_CONTENT_TYPE, fileName: REPORT_FILE_NAME });
    },
  )
  .get(
    '/enforcement',
    answers(twoFactorEnforcementSchema),
    requireDashboardAction('twoFactorList'),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const response = await callAsUser(c, 'v2', `${twoFactorPath(clientId)}/enforcement-setting`);
      return c.json(await readUpstream(response, upstreamEnforcementSchema));
    },
  )
  .put(
    '/enforcement',
    answers(twoFactorEnforcementSchema),
    requireDashboardAction('twoFactorEnforcement'),
    validate('json', twoFactorEnforcementSchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { enforced } = c.req.valid('json');
      const response = await callAsUser(c, 'v2', `${twoFactorPath(clientId)}/enforcement-setting`, {
        method: 'PUT',
        body: JSON.stringify({ isEnforcementTwoFAEnabled: enforced }),
      });
      return c.json(await readUpstream(response, upstreamEnforcementSchema));
    },
  );
