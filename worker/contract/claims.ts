import { z } from 'zod';

/** A claim as the SPA gets it (the make-a-claim panel, spec 2.16); limits and texts: claim-rules.ts. */
export const claimSchema = z.object({
  id: z.number().int().positive(),
  benefitId: z.number().int().positive(),
  amount: z.number(),
  description: z.string(),
  receiptName: z.string(),
  receiptSize: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = z.array(claimSchema);

// POST /api/benefits/:id/claims: claim-requests.ts (zod/mini), which the make-a-claim panel shares.
