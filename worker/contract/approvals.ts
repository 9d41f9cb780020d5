import { z } from 'zod';

/**
 * The approvals (docs/decisions/024): what the SPA sends and gets on /api/employer/approvals.
 */

/** GET /api/employer/approvals: each benefit with selections awaiting approval. */
export const pendingBenefitsSchema = z.object({
  benefits: z.array(
    z.object({ benefitId: z.number().int(), benefitName: z.string(), count: z.number().int() }),
  ),
});
export type PendingBenefits = z.infer<typeof pendingBenefitsSchema>;

export const benefitIdParamSchema = z.object({ benefitId: z.coerce.number().int().positive() });

/** One approval row (spec section 3): fields maps each dynamic column to its text. */
export const approvalRowSchema = z.object({
  selectionId: z.number().int(),
  employeeName: z.string(),
  orderValue: z.number().nullable(),
  fields: z.record(z.string(), z.string()),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

/** GET /api/employer/approvals/:benefitId. */
export const pendingSelectionsSchema = z.object({
  benefitId: z.number().int(),
  benefitName: z.string(),
  orderValueLabel: z.string(),
  columns: z.array(z.string()),
  selections: z.array(approvalRowSchema),
});
export type PendingSelections = z.infer<typeof pendingSelectionsSchema>;

/** POST /api/employer/approvals/decisions: approve (true) or reject (false) the ticked selections. */
export const approvalDecisionRequestSchema = z.object({
  selectionIds: z.array(z.number().int().positive()).min(1).max(100),
  approval: z.boolean(),
});
export type ApprovalDecisionRequest = z.infer<typeof approvalDecisionRequestSchema>;

export const approvalDecisionSchema = z.object({
  selectionIds: z.array(z.number().int()),
  status: z.enum(['live', 'rejected']),
  decidedAt: z.string(),
});
export type ApprovalDecisionResult = z.infer<typeof approvalDecisionSchema>;
