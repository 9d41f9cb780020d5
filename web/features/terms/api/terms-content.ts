import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TermsContent } from '#contract/auth';
import { api } from '#web/lib/api-client.ts';

export const TERMS_CONTENT_QUERY_KEY = ['content', 'terms'] as const;

/** GET /api/content/terms: the terms and policy texts (HTML from the CMS) of the new-terms screen. */
export function getTermsContent(signal?: AbortSignal) {
  return api<TermsContent>('/api/content/terms', { signal });
}

export function termsContentQueryOptions() {
  return queryOptions({
    queryKey: TERMS_CONTENT_QUERY_KEY,
    queryFn: ({ signal }) => getTermsContent(signal),
  });
}

export function useTermsContent() {
  return useQuery(termsContentQueryOptions());
}
