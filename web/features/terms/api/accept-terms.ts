import { useMutation } from '@tanstack/react-query';
import type { SessionResponse, TermsAcceptance } from '#contract/auth';
import { api } from '#web/lib/api-client.ts';
import { useSetSession } from '#web/lib/session.ts';

/** PATCH /api/account/terms: accepts the current terms and answers with the fresh session summary. */
export function acceptTerms() {
  const body: TermsAcceptance = { termsAccepted: true };
  return api<SessionResponse>('/api/account/terms', { method: 'PATCH', body });
}

/** On success the session no longer has siteTermsUpdated, so the guard shows the page. */
export function useAcceptTerms() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: ({ session }) => setSession(session),
  });
}
