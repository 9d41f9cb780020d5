import { z } from 'zod';
import {
  BENEFIT_CATEGORY_MAX,
  BENEFIT_CATEGORY_PATTERN,
  isTaxFlagName,
  moneyOrToBeConfirmed,
  TAX_FLAG_TEXTS,
  type ValueLimits,
} from '#contract/benefit-rules';
import {
  type BenefitCost,
  type BenefitDetail,
  type BenefitFilterOption,
  type BenefitFilters,
  type BenefitSummary,
  type CardValue,
  type EditField,
  fieldStatusSchema,
  type MonthlyCostSummary,
  type Selection,
  type SelectionFieldStatus,
  selectionStatusSchema,
  type VoucherBalance,
} from '#contract/benefits';
import { DEFAULT_MAX_BEAM_VALUE } from '#contract/spec-constants';

// The upstream's benefit and selection bodies (docs/decisions/016-benefits-upstream.md), read
// with zod and mapped to the SPA's camelCase here, once.

const upstreamMoney = z.union([z.number(), z.string(), z.null()]).optional();

const upstreamLimitsSchema = z
  .object({ min: z.number(), max: z.number().nullable().optional(), step: z.number().positive() })
  // Limits no value can keep to are no limits: the answer is refused rather than shown.
  .refine((limits) => limits.max == null || limits.max >= limits.min, 'max below min')
  .nullable()
  .optional();

/** The upstream's edit-field names, in the SPA's camelCase; a field of another name is not the form's. */
const EDIT_FIELD_NAME = new Map<string, EditField['name']>([
  ['value', 'value'],
  ['partner_value', 'partnerValue'],
]);

const upstreamTemporarySelectionSchema = z
  .object({
    value: z.number().nullable().optional(),
    partner_value: z.number().nullable().optional(),
    monthly_cost: upstreamMoney,
    employer_monthly_cost: upstreamMoney,
    effective_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .nullable()
  .optional();

const upstreamSummarySchema = z.object({
  benefit_id: z.number().int().positive(),
  name: z.string(),
  summary: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  /** An SVG icon by address: fetched and made safe by GET /api/benefits/:id/icon, never passed on. */
  icon_url: z.string().nullable().optional(),
  group_code: z.string(),
  provider_name: z.string().nullable().optional(),
  beam_supported: z.boolean(),
  requires_approval: z.boolean(),
  monthly_cost: upstreamMoney,
  employer_monthly_cost: upstreamMoney,
  tax_flags: z.array(z.string()).nullable().optional(),
});

const upstreamSelectionSchema = z.object({
  selection_id: z.number().int().positive(),
  benefit_id: z.number().int().positive(),
  status: selectionStatusSchema,
  status_label: z.string(),
  value: z.number().nullable().optional(),
  partner_value: z.number().nullable().optional(),
  monthly_cost: upstreamMoney,
  employer_monthly_cost: upstreamMoney,
  people_covered: z.array(z.string()).nullable().optional(),
  plan_details: z.string().nullable().optional(),
  start_date: z.string().nullable().optional(),
  end_date: z.string().nullable().optional(),
  costs_summary_for_monthly_cost_section: z
    .object({ employee: upstreamMoney, employer: upstreamMoney, total: upstreamMoney })
    .nullable()
    .optional(),
  // A status the portal does not know is left out: the value then shows without one.
  field_status: z.record(z.string(), z.string()).nullable().optional(),
  cta: z.object({ type: z.enum(['manage', 'reapply']), label: z.string() }),
  edit_fields: z
    .array(
      z.object({
        name: z.string(),
        label: z.string(),
        minimum: z.number().nullable().optional(),
        maximum: z.number().nullable().optional(),
        step_size: z.number().positive().nullable().optional(),
        validation_message: z.string().nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
  temporary_selection: upstreamTemporarySelectionSchema,
});

const upstreamDetailSchema = upstreamSummarySchema.extend({
  description: z.string().nullable().optional(),
  value_label: z.string().nullable().optional(),
  value_limits: upstreamLimitsSchema,
  partner_value_limits: upstreamLimitsSchema,
  free_cover_cap: z.number().nullable().optional(),
  terms: z
    .object({ id: z.number().int(), version: z.number().int(), content: z.string() })
    .nullable()
    .optional(),
  terms_accepted: z.boolean().optional(),
  has_statements: z.boolean().optional(),
  medical_questions: z
    .array(z.object({ id: z.number().int(), question: z.string() }))
    .nullable()
    .optional(),
});

function limits(value: z.infer<typeof upstreamLimitsSchema>): ValueLimits | null {
  if (!value) return null;
  return { min: value.min, max: value.max ?? DEFAULT_MAX_BEAM_VALUE, step: value.step };
}

function toSummary(body: z.infer<typeof upstreamSummarySchema>): BenefitSummary {
  return {
    id: body.benefit_id,
    name: body.name,
    summary: body.summary ?? '',
    icon: body.icon ?? '',
    groupCode: body.group_code,
    providerName: body.provider_name ?? '',
    beamSupported: body.beam_supported,
    requiresApproval: body.requires_approval,
    monthlyCost: moneyOrToBeConfirmed(body.monthly_cost),
    employerMonthlyCost: moneyOrToBeConfirmed(body.employer_monthly_cost),
    taxFlags: body.tax_flags ?? [],
    remoteIcon: Boolean(body.icon_url),
  };
}

/**
 * The monthly cost section's figures; an upstream that sends none gives the selection's own costs,
 * with no total (it is the upstream's to add up).
 */
function costsSummaryOf(body: z.infer<typeof upstreamSelectionSchema>): MonthlyCostSummary {
  const summary = body.costs_summary_for_monthly_cost_section;
  return {
    employee: moneyOrToBeConfirmed(summary ? summary.employee : body.monthly_cost),
    employer: moneyOrToBeConfirmed(summary ? summary.employer : body.employer_monthly_cost),
    total: moneyOrToBeConfirmed(summary?.total),
  };
}

const FIELD_STATUS_NAME = new Map<string, keyof SelectionFieldStatus>([
  ['value', 'value'],
  ['partner_value', 'partnerValue'],
  ['monthly_cost', 'monthlyCost'],
]);

/** The upstream's field statuses by the contract's names; unknown fields and statuses are left out. */
function fieldStatusOf(statuses: Record<string, string>): SelectionFieldStatus {
  const known: SelectionFieldStatus = {};
  for (const [field, status] of Object.entries(statuses)) {
    const name = FIELD_STATUS_NAME.get(field);
    const parsed = fieldStatusSchema.safeParse(status);
    if (name && parsed.success) known[name] = parsed.data;
  }
  return known;
}

function toSelection(body: z.infer<typeof upstreamSelectionSchema>): Selection {
  return {
    id: body.selection_id,
    benefitId: body.benefit_id,
    status: body.status,
    statusLabel: body.status_label,
    value: body.value ?? null,
    partnerValue: body.partner_value ?? null,
    monthlyCost: moneyOrToBeConfirmed(body.monthly_cost),
    employerMonthlyCost: moneyOrToBeConfirmed(body.employer_monthly_cost),
    peopleCovered: body.people_covered ?? [],
    planDetails: body.plan_details ?? null,
    startDate: body.start_date ?? null,
    endDate: body.end_date ?? null,
    costsSummaryForMonthlyCostSection: costsSummaryOf(body),
    fieldStatus: fieldStatusOf(body.field_status ?? {}),
    cta: body.cta,
    editFields: (body.edit_fields ?? []).flatMap((field) => {
      const name = EDIT_FIELD_NAME.get(field.name);
      return name
        ? [
            {
              name,
              label: field.label,
              minimum: field.minimum ?? null,
              maximum: field.maximum ?? null,
              stepSize: field.step_size ?? null,
              // An empty message is none: the form then says the spec's range text.
              validationMessage: field.validation_message?.trim() || null,
            },
          ]
        : [];
    }),
    temporarySelection: body.temporary_selection
      ? {
          value: body.temporary_selection.value ?? null,
          partnerValue: body.temporary_selection.partner_value ?? null,
          monthlyCost: moneyOrToBeConfirmed(body.temporary_selection.monthly_cost),
          employerMonthlyCost: moneyOrToBeConfirmed(body.temporary_selection.employer_monthly_cost),
          effectiveFrom: body.temporary_selection.effective_from,
        }
      : null,
  };
}

export const upstreamBenefitListSchema = z
  .array(upstreamSummarySchema)
  .transform((list) => list.map(toSummary));
export const upstreamSelectionSchemaMapped = upstreamSelectionSchema.transform(toSelection);
export const upstreamSelectionListSchema = z
  .array(upstreamSelectionSchema)
  .transform((list) => list.map(toSelection));

export const upstreamBenefitWithSelectionSchema = z
  .object({ benefit: upstreamDetailSchema, selection: upstreamSelectionSchema.nullable() })
  .transform(({ benefit, selection }): { benefit: BenefitDetail; selection: Selection | null } => ({
    benefit: {
      ...toSummary(benefit),
      description: benefit.description ?? '',
      valueLabel: benefit.value_label ?? null,
      valueLimits: limits(benefit.value_limits),
      partnerValueLimits: limits(benefit.partner_value_limits),
      freeCoverCap: benefit.free_cover_cap ?? null,
      terms: benefit.terms ?? null,
      termsAccepted: benefit.terms_accepted ?? false,
      hasStatements: benefit.has_statements ?? false,
      medicalQuestions: benefit.medical_questions ?? [],
    },
    selection: selection ? toSelection(selection) : null,
  }));

export const upstreamFaqListSchema = z.array(z.object({ question: z.string(), answer: z.string() }));

export const upstreamCostSchema = z
  .object({
    monthly_cost: upstreamMoney,
    employer_monthly_cost: upstreamMoney,
    value_limits: upstreamLimitsSchema,
    partner_value_limits: upstreamLimitsSchema,
  })
  .transform(
    (body): BenefitCost => ({
      monthlyCost: moneyOrToBeConfirmed(body.monthly_cost),
      employerMonthlyCost: moneyOrToBeConfirmed(body.employer_monthly_cost),
      valueLimits: limits(body.value_limits),
      partnerValueLimits: limits(body.partner_value_limits),
    }),
  );

export const upstreamSelectionResetSchema = z
  .object({ selection_id: z.number().int(), reset: z.literal(true) })
  .transform((body) => ({ selectionId: body.selection_id }));

export const upstreamTermsAcceptedSchema = z
  .object({ terms_id: z.number().int(), version: z.number().int() })
  .transform((body) => ({ termsId: body.terms_id, version: body.version }));

export const upstreamProbationSchema = z
  .object({ on_probation: z.boolean().optional() })
  .transform((body) => body.on_probation ?? false);

export const upstreamVoucherBalanceSchema = z
  .object({ balance: z.number(), last_payment_date: z.string().nullable().optional() })
  .transform(
    (body): VoucherBalance => ({ balance: body.balance, lastPaymentDate: body.last_payment_date ?? null }),
  );

const upstreamCardValueOrderSchema = z.object({
  order_id: z.number().int().positive(),
  retailer: z.string(),
  amount: z.number(),
  order_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** ccv/manage (docs/decisions/042): the next voucher date and the placed and saved orders. */
export const upstreamCardValueSchema = z
  .object({
    next_voucher_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional(),
    placed_orders: z.array(upstreamCardValueOrderSchema),
    saved_orders: z.array(upstreamCardValueOrderSchema),
  })
  .transform((body): CardValue => {
    const order = (entry: z.infer<typeof upstreamCardValueOrderSchema>) => ({
      id: entry.order_id,
      retailer: entry.retailer,
      amount: entry.amount,
      date: entry.order_date,
    });
    return {
      nextVoucherDate: body.next_voucher_date ?? null,
      placedOrders: body.placed_orders.map(order),
      savedOrders: body.saved_orders.map(order),
    };
  });

/**
 * Just the icon address of a benefit (GET /benefit/:id/with-selection), for the icon route
 * (docs/decisions/043): null when the benefit has none.
 */
export const upstreamBenefitIconUrlSchema = z
  .object({ benefit: z.object({ icon_url: z.string().nullable().optional() }) })
  .transform((body) => body.benefit.icon_url || null);

const upstreamFilterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
});

/**
 * The upstream's /benefits/filters (docs/decisions/044): a list of named filters. The portal offers
 * the two it knows; a tax treatment gets the portal's own words, the same as its icon's.
 */
export const upstreamBenefitFiltersSchema = z
  .object({
    filters: z.array(
      z.object({ name: z.string(), label: z.string(), options: z.array(upstreamFilterOptionSchema) }),
    ),
  })
  .transform((body): BenefitFilters => {
    const optionsOf = (name: string): BenefitFilterOption[] =>
      body.filters.find((filter) => filter.name === name)?.options ?? [];
    return {
      // Only a value the portal's URL and query can carry (contract/benefit-rules).
      categories: optionsOf('category').filter(
        (option) =>
          option.value.length <= BENEFIT_CATEGORY_MAX && BENEFIT_CATEGORY_PATTERN.test(option.value),
      ),
      taxFlags: optionsOf('tax_flag').flatMap((option) =>
        isTaxFlagName(option.value) ? [{ ...option, label: TAX_FLAG_TEXTS[option.value] }] : [],
      ),
    };
  });

/** GET v1 benefit-group/{groupCode}/contributions: the person's statement lines, oldest month first. */
export const upstreamStatementsSchema = z.array(
  z.object({
    month: z.number().int().min(1).max(12),
    year: z.number().int(),
    employeeContribution: z.number(),
    employerContribution: z.number(),
  }),
);
