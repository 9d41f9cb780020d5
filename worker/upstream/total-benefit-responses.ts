import { z } from 'zod';
import {
  type TotalBenefitsCard,
  type TotalBenefitsData,
  type TotalBenefitsPage,
  type TotalBenefitsSummary,
  totalBenefitsModeSchema,
} from '#contract/total-benefits';

// The upstream's total-benefits bodies (docs/decisions/018-total-benefits.md), read with zod and
// mapped to the SPA's camelCase here, once.

const upstreamSummaryFields = z.object({
  year: z.number().int(),
  total_value: z.number(),
  employee_contributions: z.number(),
  employer_contributions: z.number(),
  benefit_count: z.number().int().nonnegative(),
  hide_totals: z.boolean().nullable().optional(),
});

function summaryOf(body: z.infer<typeof upstreamSummaryFields>): TotalBenefitsSummary {
  return {
    year: body.year,
    totalValue: body.total_value,
    employeeContributions: body.employee_contributions,
    employerContributions: body.employer_contributions,
    benefitCount: body.benefit_count,
    // Absent means the client never set it: totals are shown.
    hideTotals: body.hide_totals ?? false,
  };
}

export const upstreamTotalsSummarySchema = upstreamSummaryFields.transform(summaryOf);

/** user/selections/mtb/card (docs/decisions/041): the summary and the client's overview mode. */
export const upstreamTotalsCardSchema = upstreamSummaryFields
  .extend({ overview_mode: totalBenefitsModeSchema.nullable().optional() })
  .transform(
    (body): TotalBenefitsCard => ({
      ...summaryOf(body),
      // A client that never chose opens the plain overview.
      overviewMode: body.overview_mode ?? 'year',
    }),
  );

/** user/selections/mtb/page (docs/decisions/041): the selections behind the year's figures. */
export const upstreamTotalsPageSchema = z
  .object({
    year: z.number().int(),
    selections: z.array(
      z.object({
        selection_id: z.number().int().positive(),
        benefit_id: z.number().int().positive(),
        name: z.string(),
        icon: z.string().nullable().optional(),
        status: z.enum(['live', 'opted-out']),
        start_date: z.string(),
        end_date: z.string().nullable(),
        months: z.number().int().min(1).max(12),
      }),
    ),
  })
  .transform(
    (body): TotalBenefitsPage => ({
      year: body.year,
      selections: body.selections.map((selection) => ({
        selectionId: selection.selection_id,
        benefitId: selection.benefit_id,
        name: selection.name,
        icon: selection.icon ?? '',
        status: selection.status,
        startDate: selection.start_date,
        endDate: selection.end_date,
        months: selection.months,
      })),
    }),
  );

export const upstreamTotalsDataSchema = z
  .object({
    year: z.number().int(),
    mode: totalBenefitsModeSchema,
    benefits: z.array(
      z.object({
        benefit_id: z.number().int().positive(),
        name: z.string(),
        icon: z.string().nullable().optional(),
        employee_value: z.number(),
        employer_value: z.number(),
        total_value: z.number(),
      }),
    ),
    months: z
      .array(z.object({ month: z.number().int().min(1).max(12), employee: z.number(), employer: z.number() }))
      .optional(),
  })
  .transform(
    (body): TotalBenefitsData => ({
      year: body.year,
      mode: body.mode,
      benefits: body.benefits.map((benefit) => ({
        benefitId: benefit.benefit_id,
        name: benefit.name,
        icon: benefit.icon ?? '',
        employeeValue: benefit.employee_value,
        employerValue: benefit.employer_value,
        totalValue: benefit.total_value,
      })),
      ...(body.months ? { months: body.months } : {}),
    }),
  );
