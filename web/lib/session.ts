import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '#contract/session';
import { useBootstrap } from './bootstrap';
import { portal, read } from './portal-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The signed-in person's summary. The Worker streams it in the bootstrap, so the first render
 * needs no request; sign-in, terms acceptance and logout write it here with setSession.
 */
export function sessionQueryOptions(initial: SessionSummary | null) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (): Promise<SessionSummary | null> => {
      const { session } = await read(portal.api.session.$get());
      return session;
    },
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSession(): SessionSummary | null {
  const { session } = useBootstrap();
  return useQuery(sessionQueryOptions(session)).data ?? null;
}

export function useSetSession(): (session: SessionSummary | null) => void {
  const queryClient = useQueryClient();
  return (session) => queryClient.setQueryData(SESSION_QUERY_KEY, session);
}
