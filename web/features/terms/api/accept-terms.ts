import { useMutation } from '@tanstack/react-query';
import type { TermsAcceptance } from '#contract/auth';
import { portal, read } from '#web/lib/portal-client.ts';
import { useSetSession } from '#web/lib/session.ts';

/** PATCH /api/account/terms: accepts the current terms and answers with the fresh session summary. */
export function acceptTerms() {
  const body: TermsAcceptance = { termsAccepted: true };
  return read(portal.api.account.terms.$patch({ json: body }));
}

/** On success the session no longer has siteTermsUpdated, so the guard shows the page. */
export function useAcceptTerms() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: ({ session }) => setSession(session),
  });
}
