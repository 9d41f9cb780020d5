import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, TOTAL_BENEFITS_MODES } from './total-benefits-rules';

/**
 * Total benefits ("MTB", spec sections 2.2, 3 and 7) as the SPA gets them, in camelCase. The
 * Worker maps the upstream's snake_case once (worker/upstream/total-benefit-responses.ts); how the
 * upstream values a year is docs/decisions/018-total-benefits.md.
 */

export const totalBenefitsModeSchema = z.enum(TOTAL_BENEFITS_MODES);

const yearSchema = z.coerce.number().int().min(MIN_YEAR).max(MAX_YEAR);

/** ?year= of both calls; absent means the current UTC year (the Worker's clock decides). */
export const totalBenefitsSummaryQuerySchema = z.object({ year: yearSchema.optional() });
export const totalBenefitsQuerySchema = z.object({
  year: yearSchema.optional(),
  mode: totalBenefitsModeSchema.default('year'),
});

/** GET /api/total-benefits/summary */
export const totalBenefitsSummarySchema = z.object({
  year: z.number().int(),
  totalValue: z.number(),
  employeeContributions: z.number(),
  employerContributions: z.number(),
  benefitCount: z.number().int().nonnegative(),
  /** The client's cmsData hide-totals flag: the page shows no money totals when it is set. */
  hideTotals: z.boolean(),
});
export type TotalBenefitsSummary = z.infer<typeof totalBenefitsSummarySchema>;

export const benefitValueSchema = z.object({
  benefitId: z.number().int().positive(),
  name: z.string(),
  icon: z.string(),
  employeeValue: z.number(),
  employerValue: z.number(),
  totalValue: z.number(),
});
export type BenefitValue = z.infer<typeof benefitValueSchema>;

export const monthValueSchema = z.object({
  month: z.number().int().min(1).max(12),
  employee: z.number(),
  employer: z.number(),
});
export type MonthValue = z.infer<typeof monthValueSchema>;

/** GET /api/total-benefits: months only in monthly mode. */
export const totalBenefitsDataSchema = z.object({
  year: z.number().int(),
  mode: totalBenefitsModeSchema,
  benefits: z.array(benefitValueSchema),
  months: z.array(monthValueSchema).optional(),
});
export type TotalBenefitsData = z.infer<typeof totalBenefitsDataSchema>;

/**
 * GET /api/total-benefits/card: the home's total-benefits card (the spec's mtb card call,
 * docs/decisions/041): the year's summary and the overview the client's flag opens.
 */
export const totalBenefitsCardSchema = totalBenefitsSummarySchema.extend({
  overviewMode: totalBenefitsModeSchema,
});
export type TotalBenefitsCard = z.infer<typeof totalBenefitsCardSchema>;

export const valuedSelectionSchema = z.object({
  selectionId: z.number().int().positive(),
  benefitId: z.number().int().positive(),
  name: z.string(),
  icon: z.string(),
  /** Only cover that was in force counts (decision 018): live, or live until an opt-out. */
  status: z.enum(['live', 'opted-out']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** The months of the year this selection priced. */
  months: z.number().int().min(1).max(12),
});
export type ValuedSelection = z.infer<typeof valuedSelectionSchema>;

/** GET /api/total-benefits/page: the selections behind the overview's figures (the mtb page call). */
export const totalBenefitsPageSchema = z.object({
  year: z.number().int(),
  selections: z.array(valuedSelectionSchema),
});
export type TotalBenefitsPage = z.infer<typeof totalBenefitsPageSchema>;
