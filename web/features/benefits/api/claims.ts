import { useQuery } from '@tanstack/react-query';
import { claimsQueryKey } from '#contract/benefit-rules';
import { CLAIM_FIELDS } from '#contract/claim-rules';
import type { Claim } from '#contract/claims';
import type { PageDataCall } from '#contract/page-data';
import { postFormWithProgress } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';

export function claimsCall(benefitId: number): PageDataCall {
  return { apiPath: `/api/benefits/${benefitId}/claims`, queryKey: claimsQueryKey(benefitId) };
}

/** GET /api/benefits/:id/claims: the person's claims of the benefit, newest first. */
export function useClaims(benefitId: number, enabled: boolean) {
  return useQuery({
    ...pageCallQuery<Claim[]>(claimsCall(benefitId)),
    enabled,
  });
}

export type ClaimUpload = { amount: string; description: string; receipt: File };

/**
 * POST /api/benefits/:id/claims as multipart/form-data, with upload progress.
 */
export function uploadClaim(
  benefitId: number,
  claim: ClaimUpload,
  onProgress: (fraction: number) => void,
): Promise<Claim> {
  const form = new FormData();
  form.set(CLAIM_FIELDS.amount, claim.amount);
  form.set(CLAIM_FIELDS.description, claim.description);
  form.set(CLAIM_FIELDS.receipt, claim.receipt, claim.receipt.name);
  return postFormWithProgress<Claim>(`/api/benefits/${benefitId}/claims`, form, onProgress);
}
