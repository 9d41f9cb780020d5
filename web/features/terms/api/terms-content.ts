import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal, read, withSignal } from '#web/lib/portal-client.ts';

export const TERMS_CONTENT_QUERY_KEY = ['content', 'terms'] as const;

/** GET /api/content/terms: the terms and policy texts (HTML from the CMS) of the new-terms screen. */
export function getTermsContent(signal?: AbortSignal) {
  return read(portal.api.content.terms.$get({}, withSignal(signal)));
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
