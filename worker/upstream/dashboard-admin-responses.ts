import { z } from 'zod';
import type {
  ApprovalDecisionResult,
  PendingBenefits,
  PendingSelections,
  TwoFactorEnforcement,
  TwoFactorList,
} from '../contract/dashboard-admin';
import { TWO_FACTOR_FILTERS } from '../contract/dashboard-admin-rules';
import { LIST_PAGE_SIZE } from '../contract/spec-constants';

/** The upstream's two-factor list (spec section 7), mapped to the portal's shape once, here. */
export const upstreamTwoFactorListSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        first_name: z.string(),
        surname: z.string(),
        email: z.string(),
        registered: z.boolean(),
        person_mfa_secret: z.boolean(),
      }),
    ),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.literal(LIST_PAGE_SIZE),
    total: z.number().int(),
    filters: z.object({
      person_mfa_secret: z.array(z.object({ value: z.enum(TWO_FACTOR_FILTERS), label: z.string() })),
    }),
    isEnforcementTwoFAEnabled: z.boolean(),
  })
  .transform(
    (body): TwoFactorList => ({
      people: body.data.map((person) => ({
        id: person.id,
        firstName: person.first_name,
        surname: person.surname,
        email: person.email,
        registered: person.registered,
        twoFactorEnabled: person.person_mfa_secret,
      })),
      page: body.current_page,
      lastPage: body.last_page,
      perPage: body.per_page,
      total: body.total,
      filterOptions: body.filters.person_mfa_secret,
      enforced: body.isEnforcementTwoFAEnabled,
    }),
  );

export const upstreamEnforcementSchema = z
  .object({ isEnforcementTwoFAEnabled: z.boolean() })
  .transform((body): TwoFactorEnforcement => ({ enforced: body.isEnforcementTwoFAEnabled }));

export const upstreamPendingBenefitsSchema = z
  .array(z.object({ benefit_id: z.number().int(), benefit_name: z.string(), count: z.number().int() }))
  .transform(
    (rows): PendingBenefits => ({
      benefits: rows.map((row) => ({
        benefitId: row.benefit_id,
        benefitName: row.benefit_name,
        count: row.count,
      })),
    }),
  );

export const upstreamPendingSelectionsSchema = z
  .object({
    benefit_id: z.number().int(),
    benefit_name: z.string(),
    order_value_label: z.string(),
    columns: z.array(z.string()),
    selections: z.array(
      z.object({
        selection_id: z.number().int(),
        employee_name: z.string(),
        order_value: z.number().nullable(),
        fields: z.record(z.string(), z.string()),
      }),
    ),
  })
  .transform(
    (body): PendingSelections => ({
      benefitId: body.benefit_id,
      benefitName: body.benefit_name,
      orderValueLabel: body.order_value_label,
      columns: body.columns,
      selections: body.selections.map((row) => ({
        selectionId: row.selection_id,
        employeeName: row.employee_name,
        orderValue: row.order_value,
        fields: row.fields,
      })),
    }),
  );

export const upstreamDecisionSchema = z
  .object({
    selection_ids: z.array(z.number().int()),
    status: z.enum(['live', 'rejected']),
    decided_at: z.string(),
  })
  .transform(
    (body): ApprovalDecisionResult => ({
      selectionIds: body.selection_ids,
      status: body.status,
      decidedAt: body.decided_at,
    }),
  );
