import type { QueryClient } from '@tanstack/react-query';
import type { PreloadedQuery } from '../../worker/contract/bootstrap';

/**
 * Puts the answers the Worker already read for this page into the query cache before the first
 * render (docs/decisions/022), in the browser and in the Worker's own render alike, so both render
 * the page from the same data and hydration meets the markup it was rendered as.
 */
export function seedQueries(queryClient: QueryClient, queries: readonly PreloadedQuery[] | undefined): void {
  for (const { key, data } of queries ?? []) queryClient.setQueryData(key, data);
}
