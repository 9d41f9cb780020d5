import { useQuery } from '@tanstack/react-query';
import { CLAIM_FIELDS } from '../../../../worker/contract/claim-rules';
import type { Claim } from '../../../../worker/contract/claims';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../../worker/contract/csrf';
import { ApiRequestError, api, failedApiCall, recordLastCall } from '../../../lib/api-client';
import { BENEFITS_QUERY_KEY } from '../../../lib/query-keys';

export function claimsQueryKey(benefitId: number) {
  return [...BENEFITS_QUERY_KEY, 'claims', benefitId] as const;
}

/** GET /api/benefits/:id/claims: the person's claims of the benefit, newest first. */
export function useClaims(benefitId: number, enabled: boolean) {
  return useQuery({
    queryKey: claimsQueryKey(benefitId),
    queryFn: ({ signal }) => api<Claim[]>(`/api/benefits/${benefitId}/claims`, { signal }),
    enabled,
  });
}

export type ClaimUpload = { amount: string; description: string; receipt: File };

/**
 * POST /api/benefits/:id/claims as multipart/form-data. XMLHttpRequest, not fetch: only it reports
 * upload progress. It sends what api() sends (the CSRF header, same-origin cookies) and fails with
 * the same ApiRequestError, so the panel handles its errors like any other call's.
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
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/benefits/${benefitId}/claims`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      recordLastCall();
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && body !== null) {
        onProgress(1);
        resolve(body as Claim);
      } else {
        reject(failedApiCall(request.status, body));
      }
    });
    const networkFailure = () =>
      reject(new ApiRequestError(0, { error: { message: 'Failed to fetch', code: 'network_error' } }));
    request.addEventListener('error', networkFailure);
    request.addEventListener('timeout', networkFailure);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
