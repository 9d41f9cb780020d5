import { Hono } from 'hono';
import { z } from 'zod';
import {
  findEmployeeSelection,
  findEmployeeSelections,
  isEmployeeOf,
  type PricedSelectionRecord,
  storeRecalculatedCost,
} from '../../data/selection-cost-repository.ts';
import { applyDueChanges } from '../../data/selection-repository.ts';
import { type AuthedEnv, requireBearer } from '../../http/bearer-auth.ts';
import {
  administers,
  CLIENT_ADMIN_FORBIDDEN,
  type ClientAdminEnv,
  requireClientAdmin,
} from '../../http/client-admin.ts';
import { errorBody } from '../../http/error-body.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import type { SelectionBody } from '../../presenters/selection-body.ts';
import type { Cost } from '../../rules/benefits-cost.ts';
import { isoDateOf } from '../../rules/benefits-dates.ts';
import { statusLabel } from '../../rules/benefits-selection-status.ts';
import { RECALCULATION_TEXTS, recalculateSelectionCost } from '../../rules/selection-cost-recalculation.ts';

/** One of an employee's selections as the v1 host sends it to their administrator. */
export type EmployeeSelectionBody = Pick<
  SelectionBody,
  | 'benefit_id'
  | 'status'
  | 'status_label'
  | 'value'
  | 'partner_value'
  | 'monthly_cost'
  | 'employer_monthly_cost'
  | 'start_date'
  | 'end_date'
> & { id: number; benefit_name: string };

export type EmployeeSelectionsBody = {
  client_id: number;
  employee_id: number;
  data: EmployeeSelectionBody[];
};

/** The answer of a recalculation: the selection as it is now, and the costs it held before. */
export type SelectionCostBody = EmployeeSelectionBody & {
  previous_monthly_cost: Cost;
  previous_employer_monthly_cost: Cost;
  recalculated_at: string;
};

const id = z.number().int().positive();
const recalculationSchema = z.object({ client_id: id, employee_id: id, selection_id: id });

const toBody = (selection: PricedSelectionRecord): EmployeeSelectionBody => ({
  id: selection.id,
  benefit_id: selection.benefitId,
  benefit_name: selection.benefitName,
  status: selection.status,
  status_label: statusLabel(selection.status),
  value: selection.value,
  partner_value: selection.partnerValue,
  monthly_cost: selection.monthlyCost,
  employer_monthly_cost: selection.employerMonthlyCost,
  start_date: selection.startDate,
  end_date: selection.endDate,
});

/**
 * GET selections/client/{id}/employees/{id} on the v1 host (spec section 7): the employee's current
 * selections with the costs stored for them, for the client's administrators (support acting as
 * one may read them).
 */
export const employeeSelectionRoutes = new Hono<ClientAdminEnv>().get(
  '/selections/client/:id/employees/:employeeId',
  requireBearer,
  requireClientAdmin,
  async (c) => {
    const employeeId = parsePathId(c.req.param('employeeId'));
    const clientId = c.var.clientId;
    if (employeeId === null || !(await isEmployeeOf(c.env.DB, clientId, employeeId))) {
      return c.json(errorBody(RECALCULATION_TEXTS.employeeNotFound), 404);
    }
    // Changes whose day has come are in force before anyone reads the costs (as the person's own reads).
    await applyDueChanges(c.env.DB, employeeId, isoDateOf(Date.now()));
    const selections = await findEmployeeSelections(c.env.DB, clientId, employeeId);
    return c.json(
      {
        client_id: clientId,
        employee_id: employeeId,
        data: selections.map(toBody),
      } satisfies EmployeeSelectionsBody,
      200,
    );
  },
);

/**
 * POST /selections/costs on the v1 host (spec section 7: "create or update selection cost
 * calculation for a client and employee"; docs/decisions/080): prices the employee's live or
 * awaiting selection again by its benefit's current rules, stores the costs and records who did it
 * on the client's audit trail. Only the client's own administrators, in their own session.
 */
export const selectionCostRoutes = new Hono<AuthedEnv>().post(
  '/selections/costs',
  requireBearer,
  async (c) => {
    const body = await readJsonBody(c, recalculationSchema);
    if (!body) return c.json(errorBody(RECALCULATION_TEXTS.invalidBody), 422);
    const { client_id: clientId, employee_id: employeeId, selection_id: selectionId } = body;
    if (!(await administers(c.env.DB, c.var.session, clientId, 'change'))) {
      return c.json(errorBody(CLIENT_ADMIN_FORBIDDEN), 403);
    }
    const db = c.env.DB;
    const now = Date.now();
    await applyDueChanges(db, employeeId, isoDateOf(now));
    const before = await findEmployeeSelection(db, clientId, employeeId, selectionId);
    if (!before) return c.json(errorBody(RECALCULATION_TEXTS.selectionNotFound), 404);
    const costs = recalculateSelectionCost(before.benefit, before);
    if (!costs.ok) return c.json(errorBody(costs.message), 422);
    const stored = await storeRecalculatedCost(db, {
      clientId,
      employeeId,
      selectionId,
      actorUserId: c.var.session.userId,
      monthlyCost: costs.monthlyCost,
      employerMonthlyCost: costs.employerMonthlyCost,
      createdAt: now,
    });
    // It ended or was decided between the read and the write.
    if (!stored) return c.json(errorBody(RECALCULATION_TEXTS.notActive), 422);
    const after = await findEmployeeSelection(db, clientId, employeeId, selectionId);
    if (!after) return c.json(errorBody(RECALCULATION_TEXTS.selectionNotFound), 404);
    return c.json(
      {
        ...toBody(after),
        previous_monthly_cost: before.monthlyCost,
        previous_employer_monthly_cost: before.employerMonthlyCost,
        recalculated_at: new Date(now).toISOString(),
      } satisfies SelectionCostBody,
      200,
    );
  },
);
