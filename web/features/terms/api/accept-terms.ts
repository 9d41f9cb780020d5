import { useMutation } from '@tanstack/react-query';
import { sessionResponseSchema, termsAcceptanceSchema } from '../../../../worker/contract/auth';
import { api } from '../../../lib/api-client';
import { useSetSession } from '../../../lib/session';

/** PATCH /api/account/terms: accepts the current terms and answers with the fresh session summary. */
export function acceptTerms() {
  return api('/api/account/terms', {
    method: 'PATCH',
    body: termsAcceptanceSchema.parse({ termsAccepted: true }),
    schema: sessionResponseSchema,
  });
}

/** On success the session no longer has siteTermsUpdated, so the guard shows the page. */
export function useAcceptTerms() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: ({ session }) => setSession(session),
  });
}
