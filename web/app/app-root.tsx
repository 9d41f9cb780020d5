import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import type { Bootstrap } from '#contract/bootstrap';
import { AppProviders } from './providers';

/**
 * The signed-in app's whole tree, one definition for the browser (web/main.tsx, with the browser's
 * router) and the Worker's streamed render (render-app-page.tsx, with the static router), so that
 * hydration meets the markup it was rendered as.
 */
export function AppRoot({
  bootstrap,
  queryClient,
  children,
}: {
  bootstrap: Bootstrap;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders bootstrap={bootstrap} queryClient={queryClient}>
        {children}
      </AppProviders>
    </StrictMode>
  );
}

/**
 * How the Worker renders the app. The frame's Suspense boundaries (web/app/layout/app-layout.tsx)
 * exist for hydration only; the HTML shows them complete and inline: React otherwise moves a
 * boundary larger than its progressive chunk size (12.8 KB) out of line for no reason of data.
 * Boundaries that wait for data (web/lib/page-data.tsx) still stream, put in place by React's
 * scripts, which carry the request's nonce.
 */
export const APP_RENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;
