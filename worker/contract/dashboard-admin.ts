import { z } from 'zod';
import { TWO_FACTOR_FILTERS } from './dashboard-admin-rules';
import { LIST_PAGE_SIZE } from './spec-constants';

/**
 * The two-factor table and the approvals (docs/decisions/024): what the SPA sends and gets on
 * /api/employer/two-factor and /api/employer/approvals. The table's query:
 * dashboard-admin-requests.ts (zod/mini), which the table's search shares.
 */

export const twoFactorPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  registered: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type TwoFactorPerson = z.infer<typeof twoFactorPersonSchema>;

export const twoFactorListSchema = z.object({
  people: z.array(twoFactorPersonSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  /** Spec section 9: 10. */
  perPage: z.literal(LIST_PAGE_SIZE),
  total: z.number().int(),
  filterOptions: z.array(z.object({ value: z.enum(TWO_FACTOR_FILTERS), label: z.string() })),
  /** The client enforces two-factor for its employees. */
  enforced: z.boolean(),
});
export type TwoFactorList = z.infer<typeof twoFactorListSchema>;

/** GET and PUT /api/employer/two-factor/enforcement. */
export const twoFactorEnforcementSchema = z.object({ enforced: z.boolean() });
export type TwoFactorEnforcement = z.infer<typeof twoFactorEnforcementSchema>;

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
