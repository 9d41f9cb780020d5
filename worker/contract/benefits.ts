import { z } from 'zod';

/**
 * What the SPA gets for benefits and selections (spec sections 3, 4 and 7), in camelCase. The
 * Worker maps the upstream's snake_case into these once (worker/upstream/benefit-responses.ts).
 * A money value is a number, or null when it is to be confirmed (spec section 5).
 */

export const BENEFIT_TEXTS = {
  valueBetween: 'Please enter a value between',
  and: 'and',
  setupFailed: 'There was an error connecting to the server',
  loadFailed: 'There is an issue loading this benefit. Please contact us',
  missing: 'Oops! The benefit you are looking for has been removed or relocated.',
  probation:
    "As you're on probation, you won't be able to access all benefits. We'll email you when you can!",
  toBeConfirmed: 'To be confirmed',
  noStatements: 'no statements available',
  statementFailed: 'There was an error requesting your statement, please try again later',
  listFailed: 'There was a problem loading your benefits. Please log in again.',
} as const;

/** The voucher group (spec section 3, Benefit product: groupCode 'ccv'). */
export const VOUCHER_GROUP_CODE = 'ccv';

export const BENEFIT_ICON_NAMES = [
  'accident',
  'annual-leave',
  'cash',
  'cycle',
  'dental',
  'gym',
  'life',
  'medical',
  'pension',
  'travel',
  'will',
  'ccv',
] as const;
export const TAX_FLAG_NAMES = ['benefit-fund', 'ni', 'p11d', 'salary-sac', 'tax-savings'] as const;

const money = z.number().nullable();

export const valueLimitsSchema = z.object({ min: z.number(), max: z.number(), step: z.number().positive() });
export type ValueLimits = z.infer<typeof valueLimitsSchema>;

export const benefitSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  summary: z.string(),
  /** A name from BENEFIT_ICON_NAMES, or one the portal does not know (it shows the fallback). */
  icon: z.string(),
  groupCode: z.string(),
  providerName: z.string(),
  beamSupported: z.boolean(),
  requiresApproval: z.boolean(),
  monthlyCost: money,
  employerMonthlyCost: money,
  taxFlags: z.array(z.string()),
});
export type BenefitSummary = z.infer<typeof benefitSummarySchema>;

export const selectionStatusSchema = z.enum(['live', 'awaiting-approval', 'opted-out', 'rejected']);
export type SelectionStatus = z.infer<typeof selectionStatusSchema>;

export const editFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  minimum: z.number().nullable(),
  maximum: z.number().nullable(),
  stepSize: z.number().nullable(),
  validationMessage: z.string().nullable(),
});
export type EditField = z.infer<typeof editFieldSchema>;

export const selectionSchema = z.object({
  id: z.number().int().positive(),
  benefitId: z.number().int().positive(),
  status: selectionStatusSchema,
  statusLabel: z.string(),
  value: z.number().nullable(),
  partnerValue: z.number().nullable(),
  monthlyCost: money,
  employerMonthlyCost: money,
  peopleCovered: z.array(z.string()),
  planDetails: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  cta: z.object({ type: z.enum(['manage', 'reapply']), label: z.string() }),
  editFields: z.array(editFieldSchema),
});
export type Selection = z.infer<typeof selectionSchema>;

/** GET /api/benefits: the overview (my-benefits and the home cards). */
export const benefitsOverviewSchema = z.object({
  benefits: z.array(benefitSummarySchema),
  selections: z.array(selectionSchema),
  onProbation: z.boolean(),
});
export type BenefitsOverview = z.infer<typeof benefitsOverviewSchema>;

export const benefitTermsSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  /** HTML from the upstream: the SPA sanitises it before rendering. */
  content: z.string(),
});

export const benefitDetailSchema = benefitSummarySchema.extend({
  /** HTML from the upstream: the SPA sanitises it before rendering. */
  description: z.string(),
  valueLabel: z.string().nullable(),
  /** Limits for the value; the max is DEFAULT_MAX_BEAM_VALUE when the upstream gives none. */
  valueLimits: valueLimitsSchema.nullable(),
  partnerValueLimits: valueLimitsSchema.nullable(),
  freeCoverCap: z.number().nullable(),
  terms: benefitTermsSchema.nullable(),
  termsAccepted: z.boolean(),
  hasStatements: z.boolean(),
  medicalQuestions: z.array(z.object({ id: z.number().int(), question: z.string() })),
});
export type BenefitDetail = z.infer<typeof benefitDetailSchema>;

export const faqSchema = z.object({ question: z.string(), answer: z.string() });

/** GET /api/benefits/:benefitId: the product page. */
export const benefitPageSchema = z.object({
  benefit: benefitDetailSchema,
  selection: selectionSchema.nullable(),
  faqs: z.array(faqSchema),
  related: z.array(benefitSummarySchema),
});
export type BenefitPage = z.infer<typeof benefitPageSchema>;

export const benefitIdParamSchema = z.object({
  benefitId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});
export const selectionIdParamSchema = z.object({
  selectionId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});
export const termsParamSchema = benefitIdParamSchema.extend({
  termsId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/** The values of a setup or manage form, and of a live cost request. */
export const benefitValuesSchema = z.object({
  value: z.number().finite().nonnegative().optional(),
  partnerValue: z.number().finite().nonnegative().optional(),
});
export type BenefitValues = z.infer<typeof benefitValuesSchema>;

/** POST /api/benefits/:benefitId/cost */
export const benefitCostSchema = z.object({
  monthlyCost: money,
  employerMonthlyCost: money,
  valueLimits: valueLimitsSchema.nullable(),
  partnerValueLimits: valueLimitsSchema.nullable(),
});
export type BenefitCost = z.infer<typeof benefitCostSchema>;

/** GET /api/vouchers/balance (spec 3, CCV balance). */
export const voucherBalanceSchema = z.object({ balance: z.number(), lastPaymentDate: z.string().nullable() });
export type VoucherBalance = z.infer<typeof voucherBalanceSchema>;

export const VOUCHER_TEXTS = {
  heading: 'Your voucher balance',
  lastPayment: 'Last payment',
  failed: 'It looks like something has gone wrong, please try again later',
} as const;

export const termsAcceptedSchema = z.object({ termsId: z.number().int(), version: z.number().int() });

/** Values counted as to be confirmed (spec section 5): 0, '0' and 'TBC' in any case, empty, null. */
export function isToBeConfirmed(value: unknown): boolean {
  if (value === null || value === undefined || value === 0) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === '0' || text.toUpperCase() === 'TBC';
}

/** A money value as the SPA gets it: a number, or null when it is to be confirmed. */
export function moneyOrToBeConfirmed(value: unknown): number | null {
  if (isToBeConfirmed(value)) return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** 'Please enter a value between {min} and {max}' (spec section 5). */
export function valueBetweenMessage(limits: ValueLimits): string {
  return `${BENEFIT_TEXTS.valueBetween} ${limits.min} ${BENEFIT_TEXTS.and} ${limits.max}`;
}

/** Whether a value lies within the limits and on a step from the minimum. */
export function isValueWithin(value: number, limits: ValueLimits): boolean {
  if (value < limits.min || value > limits.max) return false;
  const steps = (value - limits.min) / limits.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
