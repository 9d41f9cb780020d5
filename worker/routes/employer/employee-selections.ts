import { Hono } from 'hono';
import {
  employeeSelectionParamSchema,
  employeeSelectionsSchema,
  recalculatedCostSchema,
} from '#contract/employee-selections';
import { employeeIdParamSchema } from '#contract/sso';
import { answers } from '../../http/answers';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import {
  upstreamEmployeeSelectionsSchema,
  upstreamRecalculatedCostSchema,
} from '../../upstream/employee-selection-responses';
import { readUpstream } from '../../upstream/upstream-json';

/**
 * An employee's selections and their costs in the employee panel, and one priced again (spec
 * section 7: selections/client/{id}/employees/{id} and /selections/costs; docs/decisions/080). The
 * client is always the administrator's own: the upstream refuses an employee of another.
 */
export const employeeSelectionRoutes = new Hono<EmployerEnv>()
  .get(
    '/:employeeId/selections',
    answers(employeeSelectionsSchema),
    requireDashboardAction('employeeData'),
    validate('param', employeeIdParamSchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { employeeId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/selections/client/${clientId}/employees/${employeeId}`);
      return c.json(await readUpstream(response, upstreamEmployeeSelectionsSchema));
    },
  )
  .post(
    '/:employeeId/selections/:selectionId/cost',
    answers(recalculatedCostSchema),
    requireDashboardAction('selectionCostRecalculation'),
    validate('param', employeeSelectionParamSchema),
    async (c) => {
      const clientId = c.var.employer.client.id;
      const { employeeId, selectionId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', '/selections/costs', {
        method: 'POST',
        body: JSON.stringify({ client_id: clientId, employee_id: employeeId, selection_id: selectionId }),
      });
      return c.json(await readUpstream(response, upstreamRecalculatedCostSchema));
    },
  );
