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

/**
 * Server state lives in react-query (ARCHITECTURE.md, web/). One client per page load in the
 * browser, one per navigation in the Worker's render, which does not retry: a failed call there is
 * that section's error view at once, and the browser asks again.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: retry ? shouldRetryRead : false,
        // A page's failed call is shown as it failed, with Try again (the route's loader asks
        // again on the next visit): a component mounting does not turn it back into a skeleton,
        // so the Worker's render and the browser's hydration show the same error view.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
