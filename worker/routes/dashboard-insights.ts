import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  benefitIdParamSchema,
  type EmployeeInsights,
  type Engagement,
  type TakeUpDetail,
  type TakeUpList,
} from '../contract/dashboard-insights';
import { DASHBOARD_FORBIDDEN } from '../contract/dashboard-permissions';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { requireDashboardAction } from '../middleware/dashboard-permission';
import { requireSignedIn } from '../middleware/session';
import { type SessionClient, sessionClient } from '../session/session-client';
import { callAsUser } from '../upstream/authorized-calls';
import {
  toEmployeeInsights,
  toEngagement,
  upstreamBenefitInsightDetailSchema,
  upstreamBenefitInsightsSchema,
  upstreamBenefitTakeUpDetailSchema,
  upstreamBenefitTakeUpSchema,
  upstreamEmployeeInsightsSchema,
  upstreamLoginInsightsSchema,
} from '../upstream/dashboard-insights-responses';
import { readUpstream } from '../upstream/upstream-json';

type ClientHandler = (c: Context<AppEnv>, client: SessionClient) => Promise<Response>;

/** The handler runs with the person's own client; someone of no client has no dashboard data. */
function withClient(handler: ClientHandler) {
  return async (c: Context<AppEnv>) => {
    const client = await sessionClient(c);
    if (!client) return c.json(apiError(DASHBOARD_FORBIDDEN.message, DASHBOARD_FORBIDDEN.code), 403);
    return handler(c, client);
  };
}

async function employeeInsightsOf(c: Context<AppEnv>, clientId: number) {
  const response = await callAsUser(c, 'v2', `/client/${clientId}/employee-insights`);
  return readUpstream(response, upstreamEmployeeInsightsSchema);
}

/**
 * The employer dashboard's engagement, insights and take-up (spec sections 2.2, 6 and 7;
 * docs/decisions/025-dashboard-insights.md). Every route declares its dashboard action, so the
 * permission matrix refuses before any upstream call; the upstream checks the client again.
 */
export const dashboardInsightsRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get(
    '/engagement',
    requireDashboardAction('engagement'),
    withClient(async (c, client) => {
      const [logins, employees] = await Promise.all([
        callAsUser(c, 'v2', `/client/${client.id}/employee-insights/logins`).then((response) =>
          readUpstream(response, upstreamLoginInsightsSchema),
        ),
        employeeInsightsOf(c, client.id),
      ]);
      return c.json(toEngagement(logins, employees) satisfies Engagement);
    }),
  )
  .get(
    '/employee-insights',
    requireDashboardAction('insights'),
    withClient(async (c, client) =>
      c.json(toEmployeeInsights(await employeeInsightsOf(c, client.id)) satisfies EmployeeInsights),
    ),
  )
  // Insights-enabled clients read the v2 benefit insights; the others the v1 plain take-up (spec 6).
  .get(
    '/benefit-takeup',
    requireDashboardAction('takeUp'),
    withClient(async (c, client) => {
      const body: TakeUpList = client.insightsEnabled
        ? await readUpstream(
            await callAsUser(c, 'v2', `/client/${client.id}/benefit-insights`),
            upstreamBenefitInsightsSchema,
          )
        : await readUpstream(
            await callAsUser(c, 'v1', `/client/${client.id}/benefit-takeup`),
            upstreamBenefitTakeUpSchema,
          );
      return c.json(body);
    }),
  )
  .get(
    '/benefit-takeup/:benefitId',
    requireDashboardAction('takeUp'),
    validate('param', benefitIdParamSchema),
    withClient(async (c, client) => {
      // Validated above; parsed again here because the wrapped handler does not carry its types.
      const { benefitId } = benefitIdParamSchema.parse({ benefitId: c.req.param('benefitId') });
      const body: TakeUpDetail = client.insightsEnabled
        ? await readUpstream(
            await callAsUser(c, 'v2', `/client/${client.id}/benefit-insights/${benefitId}`),
            upstreamBenefitInsightDetailSchema,
          )
        : await readUpstream(
            await callAsUser(c, 'v1', `/client/${client.id}/benefit-takeup/${benefitId}`),
            upstreamBenefitTakeUpDetailSchema,
          );
      return c.json(body);
    }),
  );
