import { QueryClient } from '@tanstack/react-query';

/** Server state lives in react-query (ARCHITECTURE.md, web/). One client per page load. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
