import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TermsAcceptance } from '#contract/terms-requests';
import { TERMS_CHANGED } from '#contract/terms-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { useSetSession } from '#web/lib/session.ts';
import { TERMS_CONTENT_QUERY_KEY } from './terms-content';

/**
 * PATCH /api/account/terms: accepts the terms, naming the revision the screen showed (decision
 * 049), and answers with the fresh session summary.
 */
export function acceptTerms(termsRevision: number | null) {
  const body: TermsAcceptance =
    termsRevision === null ? { termsAccepted: true } : { termsAccepted: true, termsRevision };
  return read(portal.api.account.terms.$patch({ json: body }));
}

/** The terms changed after the screen loaded them: nothing was accepted, and the new text is due. */
export function isTermsChanged(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === TERMS_CHANGED.code;
}

/**
 * On success the session no longer has siteTermsUpdated, so the guard shows the page. When the
 * terms changed meanwhile, the screen reloads them so the person reads what they accept.
 */
export function useAcceptTerms() {
  const setSession = useSetSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: ({ session }) => setSession(session),
    onError: (error) => {
      if (isTermsChanged(error)) void queryClient.invalidateQueries({ queryKey: TERMS_CONTENT_QUERY_KEY });
    },
  });
}
