import { z } from 'zod';
import { selectionStatusSchema } from './benefits';

/**
 * An employee's selections and their costs as their administrator sees them in the employee panel,
 * and a selection's cost recalculated (spec section 7: selections/client/{id}/employees/{id} and
 * /selections/costs; docs/decisions/080). Texts and rules: employee-selection-rules.ts (zod-free).
 */

/** A monthly cost in pounds, or null when it is to be confirmed (spec section 5). */
const money = z.number().nullable();

export const employeeSelectionSchema = z.object({
  id: z.number().int().positive(),
  benefitId: z.number().int().positive(),
  benefitName: z.string(),
  status: selectionStatusSchema,
  statusLabel: z.string(),
  /** What the employee pays a month, and what their employer pays. */
  monthlyCost: money,
  employerMonthlyCost: money,
  /** YYYY-MM-DD, or null. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type EmployeeSelection = z.infer<typeof employeeSelectionSchema>;

/** GET /api/employer/employees/:employeeId/selections: the current selection of each benefit. */
export const employeeSelectionsSchema = z.object({ selections: z.array(employeeSelectionSchema) });
export type EmployeeSelections = z.infer<typeof employeeSelectionsSchema>;

/** POST /api/employer/employees/:employeeId/selections/:selectionId/cost: the selection priced again. */
export const recalculatedCostSchema = z.object({
  selection: employeeSelectionSchema,
  /** The costs it held before. */
  previousMonthlyCost: money,
  previousEmployerMonthlyCost: money,
  /** ISO instant. */
  recalculatedAt: z.string(),
});
export type RecalculatedCost = z.infer<typeof recalculatedCostSchema>;

export const employeeSelectionParamSchema = z.object({
  employeeId: z.coerce.number().int().positive(),
  selectionId: z.coerce.number().int().positive(),
});
