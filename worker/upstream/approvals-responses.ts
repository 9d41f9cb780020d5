import { z } from 'zod';
import type { ApprovalDecisionResult, PendingBenefits, PendingSelections } from '#contract/approvals';

// The upstream's approvals (spec section 7), mapped to the portal's shape once, here.

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
