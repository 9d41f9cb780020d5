import { useQuery } from '@tanstack/react-query';
import { claimsQueryKey } from '#contract/benefit-query-keys';
import type { ClaimForm } from '#contract/claim-requests';
import { CLAIM_FIELDS } from '#contract/claim-rules';
import type { Claim } from '#contract/claims';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read, withUploadProgress } from '#web/lib/portal-client.ts';

const claimsOf = (benefitId: number) => ({ param: { benefitId: String(benefitId) } });

export function claimsCall(benefitId: number) {
  return pageCall(portal.api.benefits[':benefitId'].claims, claimsOf(benefitId), claimsQueryKey(benefitId));
}

/** GET /api/benefits/:id/claims: the person's claims of the benefit, newest first. */
export function useClaims(benefitId: number, enabled: boolean) {
  return useQuery({
    ...pageCallQuery(claimsCall(benefitId)),
    enabled,
  });
}

/**
 * POST /api/benefits/:id/claims as multipart/form-data, with upload progress (withUploadProgress).
 */
export function uploadClaim(
  benefitId: number,
  claim: ClaimForm,
  onProgress: (fraction: number) => void,
): Promise<Claim> {
  const form = new FormData();
  form.set(CLAIM_FIELDS.amount, claim.amount);
  form.set(CLAIM_FIELDS.description, claim.description);
  form.set(CLAIM_FIELDS.receipt, claim.receipt, claim.receipt.name);
  return read(
    portal.api.benefits[':benefitId'].claims.$post(claimsOf(benefitId), withUploadProgress(form, onProgress)),
  );
}
