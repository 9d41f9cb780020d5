import { useQuery } from '@tanstack/react-query';
import { claimsQueryKey } from '#contract/benefit-rules';
import { CLAIM_FIELDS } from '#contract/claim-rules';
import type { Claim, ClaimForm } from '#contract/claims';
import { postFormWithProgress } from '#web/lib/api-client.ts';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';

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
 * POST /api/benefits/:id/claims as multipart/form-data, with upload progress.
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
  // XMLHttpRequest for its upload progress: the typed client names the path, not the answer.
  return postFormWithProgress<Claim>(
    portal.api.benefits[':benefitId'].claims.$path(claimsOf(benefitId)),
    form,
    onProgress,
  );
}
