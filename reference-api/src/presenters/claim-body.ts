import type { ClaimRecord } from '../data/claim-repository.ts';

/** A claim as the upstream answers it (snake_case); the object key stays private to the API. */
export type ClaimBody = {
  claim_id: number;
  benefit_id: number;
  amount: number;
  description: string;
  receipt_name: string;
  receipt_size: number;
  created_at: string;
};

export function toClaimBody(claim: ClaimRecord): ClaimBody {
  return {
    claim_id: claim.id,
    benefit_id: claim.benefitId,
    amount: claim.amount,
    description: claim.description,
    receipt_name: claim.receiptName,
    receipt_size: claim.receiptSize,
    created_at: claim.createdAt,
  };
}
