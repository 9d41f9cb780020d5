import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddLifeEventRequest, LifeEvent, LifeEvents } from '#contract/life-events';
import type { PageDataCall } from '#contract/page-data';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';
import { useRefreshEligibility } from '#web/lib/refresh-eligibility.ts';

export const LIFE_EVENTS_QUERY_KEY = ['profile', 'life-events'] as const;

export const LIFE_EVENTS_CALL: PageDataCall = {
  apiPath: '/api/life-events',
  queryKey: LIFE_EVENTS_QUERY_KEY,
};

/** GET /api/life-events: the events the client offers and the person's own. */
export function useLifeEvents() {
  return useQuery(pageCallQuery<LifeEvents>(LIFE_EVENTS_CALL));
}

/** POST /api/life-events. An event changes eligibility: benefits and selections need a refresh. */
export function useAddLifeEvent() {
  const queryClient = useQueryClient();
  const refreshEligibility = useRefreshEligibility();
  return useMutation({
    mutationFn: (request: { lifeEventId: number | null; eventDate: string }) =>
      api<LifeEvent>('/api/life-events', {
        method: 'POST',
        body: request satisfies Partial<Record<keyof AddLifeEventRequest, unknown>>,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIFE_EVENTS_QUERY_KEY }),
        refreshEligibility(),
      ]);
    },
  });
}
