import { z } from 'zod';
import { LIST_PAGE_SIZE } from './spec-constants';

/**
 * The employer dashboard's insights (docs/decisions/025-dashboard-insights.md), camelCased by the
 * Worker from the upstream's v2 insights or v1 take-up answers.
 */

/**
 * GET /api/employer/engagement: sign-ins per week and registrations per month of the scheme year,
 * and the sign-ins of the current day (docs/decisions/077), all counted from what people did.
 */
export const engagementSchema = z.object({
  year: z.number().int(),
  totalLogins: z.number().int(),
  loginsByWeek: z.array(z.object({ weekStart: z.string(), logins: z.number().int() })),
  loginsToday: z.number().int(),
  totalRegistrations: z.number().int(),
  registrationsByMonth: z.array(z.object({ month: z.string(), registrations: z.number().int() })),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** GET /api/employer/employee-insights: the workforce, its registration and its ages. */
export const employeeInsightsSchema = z.object({
  schemeYear: z.number().int(),
  headcount: z.object({
    employees: z.number().int(),
    registered: z.number().int(),
    notRegistered: z.number().int(),
    twoFactorEnabled: z.number().int(),
  }),
  ageBands: z.array(z.object({ band: z.string(), employees: z.number().int() })),
});
export type EmployeeInsights = z.infer<typeof employeeInsightsSchema>;

/**
 * Which upstream answered: the benefit insights of an insights-enabled client, or the plain
 * take-up every other client uses (spec section 6).
 */
export const takeUpSourceSchema = z.enum(['insights', 'takeup']);
export type TakeUpSource = z.infer<typeof takeUpSourceSchema>;

export const benefitTakeUpSchema = z.object({
  benefitId: z.number().int(),
  name: z.string(),
  live: z.number().int(),
  awaitingApproval: z.number().int(),
  optedOut: z.number().int(),
  rejected: z.number().int(),
  /** Live selections as a percentage of the workforce; only the insights endpoint gives one. */
  takeUpRate: z.number().nullable(),
});
export type BenefitTakeUp = z.infer<typeof benefitTakeUpSchema>;

/** GET /api/employer/benefit-takeup */
export const takeUpListSchema = z.object({
  source: takeUpSourceSchema,
  benefits: z.array(benefitTakeUpSchema),
});
export type TakeUpList = z.infer<typeof takeUpListSchema>;

export const takeUpPersonSchema = z.object({
  /** The person's current selection of the benefit: one row each. */
  selectionId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The upstream's selection status ('live', 'awaiting-approval', 'opted-out', 'rejected'). */
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type TakeUpPerson = z.infer<typeof takeUpPersonSchema>;

/**
 * GET /api/employer/benefit-takeup/:benefitId: one benefit's selection insight, and a page of the
 * people behind its counts (docs/decisions/052): the counts and the trend are the benefit's, the
 * search narrows only the people.
 */
export const takeUpDetailSchema = z.object({
  source: takeUpSourceSchema,
  benefit: benefitTakeUpSchema,
  /** Selections made per month of the scheme year; only the insights endpoint gives the trend. */
  selectionsByMonth: z.array(z.object({ month: z.string(), selections: z.number().int() })).nullable(),
  people: z.array(takeUpPersonSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  /** Spec section 9's list page size: 10. */
  perPage: z.literal(LIST_PAGE_SIZE),
  /** People matching the search (every current selection without one). */
  total: z.number().int(),
});
export type TakeUpDetail = z.infer<typeof takeUpDetailSchema>;

export const benefitIdParamSchema = z.object({ benefitId: z.coerce.number().int().positive().max(1e15) });

// GET /api/employer/benefit-takeup/:benefitId's query: dashboard-insights-requests.ts (zod/mini).
