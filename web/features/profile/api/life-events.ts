import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddLifeEventRequest, LifeEvent, LifeEvents } from '../../../../worker/contract/life-events';
import { api } from '../../../lib/api-client';
import { useRefreshEligibility } from '../../../lib/refresh-eligibility';

export const LIFE_EVENTS_QUERY_KEY = ['profile', 'life-events'] as const;

/** GET /api/life-events: the events the client offers and the person's own. */
export function useLifeEvents() {
  return useQuery({
    queryKey: LIFE_EVENTS_QUERY_KEY,
    queryFn: ({ signal }) => api<LifeEvents>('/api/life-events', { signal }),
  });
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
