import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * A failed read is asked once more on its own, except after a time-out (504): the Worker already
 * waited its full upstream time-out, so the person gets the message and 'Try again' at once.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status === 504) return false;
  return failureCount < 1;
}

/** Server state lives in react-query (ARCHITECTURE.md, web/). One client per page load. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryRead,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
