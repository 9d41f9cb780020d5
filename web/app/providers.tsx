import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Bootstrap } from '#contract/bootstrap';
import { BootstrapProvider } from '../lib/bootstrap';

/** Everything the routes need above the router: the Worker's bootstrap data and the query client. */
export function AppProviders({
  bootstrap,
  queryClient,
  children,
}: {
  bootstrap: Bootstrap;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <BootstrapProvider value={bootstrap}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BootstrapProvider>
  );
}
