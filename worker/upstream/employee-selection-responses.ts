import { z } from 'zod';
import { moneyOrToBeConfirmed } from '#contract/benefit-rules';
import { selectionStatusSchema } from '#contract/benefits';
import type { EmployeeSelection, EmployeeSelections, RecalculatedCost } from '#contract/employee-selections';

// The upstream's employee selections and their recalculated cost (spec section 7; docs/decisions/080),
// mapped to the portal's shape once, here.

const upstreamMoney = z.union([z.number(), z.string(), z.null()]).optional();

const upstreamSelection = z.object({
  id: z.number().int().positive(),
  benefit_id: z.number().int().positive(),
  benefit_name: z.string(),
  status: selectionStatusSchema,
  status_label: z.string(),
  monthly_cost: upstreamMoney,
  employer_monthly_cost: upstreamMoney,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

const toSelection = (body: z.infer<typeof upstreamSelection>): EmployeeSelection => ({
  id: body.id,
  benefitId: body.benefit_id,
  benefitName: body.benefit_name,
  status: body.status,
  statusLabel: body.status_label,
  monthlyCost: moneyOrToBeConfirmed(body.monthly_cost),
  employerMonthlyCost: moneyOrToBeConfirmed(body.employer_monthly_cost),
  startDate: body.start_date,
  endDate: body.end_date,
});

export const upstreamEmployeeSelectionsSchema = z
  .object({ data: z.array(upstreamSelection) })
  .transform((body): EmployeeSelections => ({ selections: body.data.map(toSelection) }));

export const upstreamRecalculatedCostSchema = upstreamSelection
  .extend({
    previous_monthly_cost: upstreamMoney,
    previous_employer_monthly_cost: upstreamMoney,
    recalculated_at: z.string(),
  })
  .transform(
    (body): RecalculatedCost => ({
      selection: toSelection(body),
      previousMonthlyCost: moneyOrToBeConfirmed(body.previous_monthly_cost),
      previousEmployerMonthlyCost: moneyOrToBeConfirmed(body.previous_employer_monthly_cost),
      recalculatedAt: body.recalculated_at,
    }),
  );
