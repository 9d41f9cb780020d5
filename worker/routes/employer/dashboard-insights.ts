import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  benefitIdParamSchema,
  type EmployeeInsights,
  type Engagement,
  employeeInsightsSchema,
  engagementSchema,
  type TakeUpDetail,
  type TakeUpList,
  takeUpDetailSchema,
  takeUpListSchema,
} from '#contract/dashboard-insights';
import { type TakeUpPeopleQuery, takeUpPeopleQuerySchema } from '#contract/dashboard-insights-requests';
import { answers } from '../../http/answers';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import {
  toEmployeeInsights,
  toEngagement,
  upstreamBenefitInsightDetailSchema,
  upstreamBenefitInsightsSchema,
  upstreamBenefitTakeUpDetailSchema,
  upstreamBenefitTakeUpSchema,
  upstreamEmployeeInsightsSchema,
  upstreamLoginInsightsSchema,
} from '../../upstream/dashboard-insights-responses';
import { readUpstream } from '../../upstream/upstream-json';

async function employeeInsightsOf(c: Context<EmployerEnv>, clientId: number) {
  const response = await callAsUser(c, 'v2', `/client/${clientId}/employee-insights`);
  return readUpstream(response, upstreamEmployeeInsightsSchema);
}

// The upstream query of the people's page: only validated values, never the request's own query.
function peopleQueryString({ page, search }: TakeUpPeopleQuery): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search !== '') params.set('search', search);
  return params.toString();
}

/**
 * The employer dashboard's engagement, insights and take-up (spec sections 2.2, 6 and 7;
 * docs/decisions/025-dashboard-insights.md). Every route declares its dashboard action, so the
 * permission matrix refuses before any upstream call; the upstream checks the client again.
 */
export const dashboardInsightsRoutes = new Hono<EmployerEnv>()
  .get('/engagement', answers(engagementSchema), requireDashboardAction('engagement'), async (c) => {
    const { client } = c.var.employer;
    const [logins, employees] = await Promise.all([
      callAsUser(c, 'v2', `/client/${client.id}/employee-insights/logins`).then((response) =>
        readUpstream(response, upstreamLoginInsightsSchema),
      ),
      employeeInsightsOf(c, client.id),
    ]);
    return c.json(toEngagement(logins, employees) satisfies Engagement);
  })
  .get('/employee-insights', answers(employeeInsightsSchema), requireDashboardAction('insights'), async (c) =>
    c.json(
      toEmployeeInsights(await employeeInsightsOf(c, c.var.employer.client.id)) satisfies EmployeeInsights,
    ),
  )
  // Insights-enabled clients read the v2 benefit insights; the others the v1 plain take-up (spec 6).
  .get('/benefit-takeup', answers(takeUpListSchema), requireDashboardAction('takeUp'), async (c) => {
    const { client } = c.var.employer;
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
  })
  .get(
    '/benefit-takeup/:benefitId',
    answers(takeUpDetailSchema),
    requireDashboardAction('takeUp'),
    validate('param', benefitIdParamSchema),
    validate('query', takeUpPeopleQuerySchema),
    async (c) => {
      const { client } = c.var.employer;
      const { benefitId } = c.req.valid('param');
      const query = peopleQueryString(c.req.valid('query'));
      const body: TakeUpDetail = client.insightsEnabled
        ? await readUpstream(
            await callAsUser(c, 'v2', `/client/${client.id}/benefit-insights/${benefitId}?${query}`),
            upstreamBenefitInsightDetailSchema,
          )
        : await readUpstream(
            await callAsUser(c, 'v1', `/client/${client.id}/benefit-takeup/${benefitId}?${query}`),
            upstreamBenefitTakeUpDetailSchema,
          );
      return c.json(body);
    },
  );
