import { queryOptions } from '@tanstack/react-query';
import type { PageDataCall } from '#contract/page-data';
import { api } from './api-client';

/**
 * The query of a page call: the hook a component reads and the route's loader (web/lib/page-data.tsx)
 * share one key and one path, so the loader fills the very cache entry the component reads.
 */
export function pageCallQuery<T>(call: PageDataCall) {
  return queryOptions({
    queryKey: call.queryKey,
    queryFn: ({ signal }) => api<T>(call.apiPath, { signal }),
  });
}
