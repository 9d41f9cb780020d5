import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal, read, withSignal } from '#web/lib/portal-client.ts';

export const CAROUSEL_QUERY_KEY = ['content', 'carousel'] as const;

/**
 * GET /api/content/carousel: the welcome slides. Loading them is what clears the person's
 * "show the welcome carousel" requirement on the server (spec section 4, Activation page).
 */
export function carouselQueryOptions() {
  return queryOptions({
    queryKey: CAROUSEL_QUERY_KEY,
    queryFn: ({ signal }) => read(portal.api.content.carousel.$get({}, withSignal(signal))),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCarousel() {
  return useQuery(carouselQueryOptions());
}
