import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddLifeEventRequest } from '#contract/life-event-requests';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { asDraftOf, portal, read } from '#web/lib/portal-client.ts';
import { useRefreshEligibility } from '#web/lib/refresh-eligibility.ts';

export const LIFE_EVENTS_QUERY_KEY = ['profile', 'life-events'] as const;

export const LIFE_EVENTS_CALL = pageCall(portal.api['life-events'], {}, LIFE_EVENTS_QUERY_KEY);

/** GET /api/life-events: the events the client offers and the person's own. */
export function useLifeEvents() {
  return useQuery(pageCallQuery(LIFE_EVENTS_CALL));
}

/** POST /api/life-events. An event changes eligibility: benefits and selections need a refresh. */
export function useAddLifeEvent() {
  const queryClient = useQueryClient();
  const refreshEligibility = useRefreshEligibility();
  return useMutation({
    mutationFn: (request: { lifeEventId: number | null; eventDate: string }) =>
      read(portal.api['life-events'].$post({ json: asDraftOf<AddLifeEventRequest>(request) })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIFE_EVENTS_QUERY_KEY }),
        refreshEligibility(),
      ]);
    },
  });
}
