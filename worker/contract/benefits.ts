import { z } from 'zod';
import { medicalAnswerSchema } from './benefit-requests';
import type { ValueLimits } from './benefit-rules';

/**
 * What the SPA gets for benefits and selections (spec sections 3, 4 and 7), in camelCase. The
 * Worker maps the upstream's snake_case into these once (worker/upstream/benefit-responses.ts).
 * A money value is a number, or null when it is to be confirmed (spec section 5).
 */

const money = z.number().nullable();

export const valueLimitsSchema = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
}) satisfies z.ZodType<ValueLimits>;

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
  /** Names from TAX_FLAG_NAMES, as the upstream sent them (an unknown one is not shown). */
  taxFlags: z.array(z.string()),
  /**
   * The upstream gives this benefit an icon by URL: the SPA shows GET /api/benefits/:id/icon, which
   * the Worker fetches, makes safe and caches (docs/decisions/043). The URL itself never leaves it.
   */
  remoteIcon: z.boolean(),
});
export type BenefitSummary = z.infer<typeof benefitSummarySchema>;

export const selectionStatusSchema = z.enum(['live', 'awaiting-approval', 'opted-out', 'rejected']);
export type SelectionStatus = z.infer<typeof selectionStatusSchema>;

/** The values a selection holds, by the names the SPA's form and the values schema use. */
export const EDIT_FIELD_NAMES = ['value', 'partnerValue'] as const;

/**
 * A value the manage form changes, with the limits the upstream gives it for this person
 * (docs/decisions/045); a null limit falls back to the benefit's (a null maximum to
 * DEFAULT_MAX_BEAM_VALUE).
 */
export const editFieldSchema = z.object({
  name: z.enum(EDIT_FIELD_NAMES),
  label: z.string(),
  minimum: z.number().nullable(),
  maximum: z.number().nullable(),
  stepSize: z.number().nullable(),
  validationMessage: z.string().nullable(),
});
export type EditField = z.infer<typeof editFieldSchema>;

/**
 * The spec's temporarySelection (docs/decisions/046): a change of a live selection saved but not in
 * force until `effectiveFrom` (YYYY-MM-DD); the reset call drops it, back to the saved selection.
 */
export const temporarySelectionSchema = z.object({
  value: z.number().nullable(),
  partnerValue: z.number().nullable(),
  monthlyCost: money,
  employerMonthlyCost: money,
  effectiveFrom: z.string(),
});
export type TemporarySelection = z.infer<typeof temporarySelectionSchema>;

/**
 * How far a value of a selection is in force (spec 3, Selection: fieldStatus; decision 074): as it
 * stands, replaced by a saved change on its day, waiting for the employer, or no more (opted out or
 * rejected).
 */
export const FIELD_STATUSES = ['in-force', 'changing', 'awaiting-approval', 'ended'] as const;
export const fieldStatusSchema = z.enum(FIELD_STATUSES);
export type FieldStatus = z.infer<typeof fieldStatusSchema>;

/**
 * The spec's fieldStatus, by the values it covers: the selection's own value and its partner value
 * when it holds them, and its monthly cost, which every selection has.
 */
export const selectionFieldStatusSchema = z.object({
  value: fieldStatusSchema.optional(),
  partnerValue: fieldStatusSchema.optional(),
  monthlyCost: fieldStatusSchema.optional(),
});
export type SelectionFieldStatus = z.infer<typeof selectionFieldStatusSchema>;

/**
 * The spec's costsSummaryForMonthlyCostSection: what the selection in force costs a month, the
 * person's share, the employer's and both (null when any is to be confirmed).
 */
export const monthlyCostSummarySchema = z.object({ employee: money, employer: money, total: money });
export type MonthlyCostSummary = z.infer<typeof monthlyCostSummarySchema>;

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
  /** Calendar dates, YYYY-MM-DD; shown as dates a person reads (formatCalendarDate, decision 074). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  costsSummaryForMonthlyCostSection: monthlyCostSummarySchema,
  fieldStatus: selectionFieldStatusSchema,
  cta: z.object({ type: z.enum(['manage', 'reapply']), label: z.string() }),
  editFields: z.array(editFieldSchema),
  temporarySelection: temporarySelectionSchema.nullable(),
});
export type Selection = z.infer<typeof selectionSchema>;

/** GET /api/benefits: the overview (my-benefits and the home cards). */
export const benefitsOverviewSchema = z.object({
  benefits: z.array(benefitSummarySchema),
  selections: z.array(selectionSchema),
  onProbation: z.boolean(),
});
export type BenefitsOverview = z.infer<typeof benefitsOverviewSchema>;

// GET /api/benefits's filters: benefit-requests.ts (zod/mini), which the filters form shares.

export const benefitFilterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** How many of the person's eligible benefits the option keeps. */
  count: z.number().int().nonnegative(),
});
export type BenefitFilterOption = z.infer<typeof benefitFilterOptionSchema>;

/** GET /api/benefits/filters: the choices the upstream's filters call offers this person. */
export const benefitFiltersSchema = z.object({
  categories: z.array(benefitFilterOptionSchema),
  taxFlags: z.array(benefitFilterOptionSchema),
});
export type BenefitFilters = z.infer<typeof benefitFiltersSchema>;

export const benefitTermsSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  /** SafeHtml (contract/safe-html): the CMS's HTML as the Worker made it safe. */
  content: z.string(),
});

export const benefitDetailSchema = benefitSummarySchema.extend({
  /** SafeHtml (contract/safe-html): the CMS's HTML as the Worker made it safe. */
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

/** A calendar date, YYYY-MM-DD. */
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An order with the card-value service (spec 3, CCV data): the day it was placed, or saved. */
export const cardValueOrderSchema = z.object({
  id: z.number().int().positive(),
  retailer: z.string(),
  amount: z.number(),
  date: isoDateSchema,
});
export type CardValueOrder = z.infer<typeof cardValueOrderSchema>;

/**
 * GET /api/vouchers/card-value (spec 3, CCV data; docs/decisions/042): the next voucher date (null
 * when none is scheduled; shown as dd.MM.yy by formatCardValueDate) and the placed and saved orders.
 */
export const cardValueSchema = z.object({
  nextVoucherDate: isoDateSchema.nullable(),
  placedOrders: z.array(cardValueOrderSchema),
  savedOrders: z.array(cardValueOrderSchema),
});
export type CardValue = z.infer<typeof cardValueSchema>;

/** GET /api/benefits/:benefitId: the product page. */
export const benefitPageSchema = z.object({
  benefit: benefitDetailSchema,
  selection: selectionSchema.nullable(),
  faqs: z.array(faqSchema),
  related: z.array(benefitSummarySchema),
  /** The voucher benefit's page (groupCode 'ccv') carries the person's card-value data; others null. */
  cardValue: cardValueSchema.nullable(),
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

// The medical-questions panel's answers: benefit-requests.ts (zod/mini), which the panel shares.

/** The values of a setup or manage form, and of a live cost request. */
export const benefitValuesSchema = z.object({
  value: z.number().finite().nonnegative().optional(),
  partnerValue: z.number().finite().nonnegative().optional(),
  /** The medical questions' answers by question id (the medical-questions panel, spec 2.16). */
  answers: z
    .record(z.string().regex(/^\d{1,9}$/), medicalAnswerSchema)
    .refine((answers) => Object.keys(answers).length <= 50)
    .optional(),
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

export const termsAcceptedSchema = z.object({ termsId: z.number().int(), version: z.number().int() });

/** GET /api/statements/:groupCode: a month of the group's statement (spec 3, Statement entry). */
export const statementEntrySchema = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  employee: z.number(),
  employer: z.number(),
});

/** DELETE /api/selections/:id: the request awaiting approval that was withdrawn (decision 017). */
export const selectionWithdrawnSchema = z.object({ selectionId: z.number().int() });
