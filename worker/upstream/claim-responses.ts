import { z } from 'zod';
import type { Claim } from '#contract/claims';

// The upstream's claim body (snake_case), read with zod and mapped to the SPA's camelCase here, once.
const upstreamClaimSchema = z.object({
  claim_id: z.number().int().positive(),
  benefit_id: z.number().int().positive(),
  amount: z.number(),
  description: z.string(),
  receipt_name: z.string(),
  receipt_size: z.number().int().nonnegative(),
  created_at: z.string(),
});

export const upstreamClaimSchemaMapped = upstreamClaimSchema.transform(
  (claim): Claim => ({
    id: claim.claim_id,
    benefitId: claim.benefit_id,
    amount: claim.amount,
    description: claim.description,
    receiptName: claim.receipt_name,
    receiptSize: claim.receipt_size,
    createdAt: claim.created_at,
  }),
);

export const upstreamClaimListSchema = z.array(upstreamClaimSchemaMapped);
