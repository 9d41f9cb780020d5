import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  approvalDecisionRequestSchema,
  benefitIdParamSchema,
  type TwoFactorListQuery,
  twoFactorEnforcementSchema,
  twoFactorListQuerySchema,
} from '../contract/dashboard-admin';
import { DASHBOARD_FORBIDDEN } from '../contract/dashboard-permissions';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { requireDashboardAction } from '../middleware/dashboard-permission';
import { requireSignedIn } from '../middleware/session';
import { sessionClient } from '../session/session-client';
import { callAsUser } from '../upstream/authorized-calls';
import {
  upstreamDecisionSchema,
  upstreamEnforcementSchema,
  upstreamPendingBenefitsSchema,
  upstreamPendingSelectionsSchema,
  upstreamTwoFactorListSchema,
} from '../upstream/dashboard-admin-responses';
import { readUpstream } from '../upstream/upstream-json';

/** The upstream's report type for the two-factor list (spec section 7). */
const TWO_FACTOR_REPORT_TYPE = 'employeeTwoFA';
const REPORT_FILE_NAME = 'employee-two-factor.csv';

// The signed-in administrator's client, which the client-administration paths name.
async function clientIdOf(c: Context<AppEnv>): Promise<number | null> {
  return (await sessionClient(c))?.id ?? null;
}

const forbidden = (c: Context<AppEnv>) =>
  c.json(apiError(DASHBOARD_FORBIDDEN.message, DASHBOARD_FORBIDDEN.code), 403);

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
export const twoFactorAdminRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get(
    '/',
    requireDashboardAction('twoFactorList'),
    validate('query', twoFactorListQuerySchema),
    async (c) => {
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
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
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
      const query = { ...c.req.valid('query'), page: 1 };
      const response = await callAsUser(
        c,
        'v2',
        `${twoFactorPath(clientId)}?${listQueryString(query, { type: TWO_FACTOR_REPORT_TYPE })}`,
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
  .get('/enforcement', requireDashboardAction('twoFactorList'), async (c) => {
    const clientId = await clientIdOf(c);
    if (clientId === null) return forbidden(c);
    const response = await callAsUser(c, 'v2', `${twoFactorPath(clientId)}/enforcement-setting`);
    return c.json(await readUpstream(response, upstreamEnforcementSchema));
  })
  .put(
    '/enforcement',
    requireDashboardAction('twoFactorEnforcement'),
    validate('json', twoFactorEnforcementSchema),
    async (c) => {
      const clientId = await clientIdOf(c);
      if (clientId === null) return forbidden(c);
      const { enforced } = c.req.valid('json');
      const response = await callAsUser(c, 'v2', `${twoFactorPath(clientId)}/enforcement-setting`, {
        method: 'PUT',
        body: JSON.stringify({ isEnforcementTwoFAEnabled: enforced }),
      });
      return c.json(await readUpstream(response, upstreamEnforcementSchema));
    },
  );

/** Approvals (spec sections 2.17, 4 and 7): pending selections per benefit, and the decision. */
export const approvalRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', requireDashboardAction('approvalsList'), async (c) => {
    const response = await callAsUser(c, 'v2', '/scheme/selections/pending/');
    return c.json(await readUpstream(response, upstreamPendingBenefitsSchema));
  })
  .get(
    '/:benefitId',
    requireDashboardAction('approvalsList'),
    validate('param', benefitIdParamSchema),
    async (c) => {
      const { benefitId } = c.req.valid('param');
      const response = await callAsUser(c, 'v2', `/scheme/selections/${benefitId}/pending/`);
      return c.json(await readUpstream(response, upstreamPendingSelectionsSchema));
    },
  )
  .post(
    '/decisions',
    requireDashboardAction('approvalsDecide'),
    validate('json', approvalDecisionRequestSchema),
    async (c) => {
      const { selectionIds, approval } = c.req.valid('json');
      const response = await callAsUser(c, 'v2', '/scheme/selections/status/', {
        method: 'PATCH',
        body: JSON.stringify({ selection_ids: selectionIds, approval }),
      });
      return c.json(await readUpstream(response, upstreamDecisionSchema));
    },
  );
