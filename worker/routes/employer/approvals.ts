import { Hono } from 'hono';
import {
  approvalDecisionRequestSchema,
  approvalDecisionSchema,
  benefitIdParamSchema,
  pendingBenefitsSchema,
  pendingSelectionsSchema,
} from '#contract/approvals';
import { answers } from '../../http/answers';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import {
  upstreamDecisionSchema,
  upstreamPendingBenefitsSchema,
  upstreamPendingSelectionsSchema,
} from '../../upstream/approvals-responses';
import { callAsUser } from '../../upstream/authorized-calls';
import { readUpstream } from '../../upstream/upstream-json';

/** Approvals (spec sections 2.17, 4 and 7): pending selections per benefit, and the decision. */
export const approvalRoutes = new Hono<EmployerEnv>()
  .get('/', answers(pendingBenefitsSchema), requireDashboardAction('approvalsList'), async (c) => {
    const response = await callAsUser(c, 'v2', '/scheme/selections/pending/');
    return c.json(await readUpstream(response, upstreamPendingBenefitsSchema));
  })
  .get(
    '/:benefitId',
    answers(pendingSelectionsSchema),
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
    answers(approvalDecisionSchema),
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
