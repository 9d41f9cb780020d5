import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Bootstrap } from '../../worker/contract/bootstrap';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The signed-in app's whole tree, one definition for the browser (web/main.tsx) and the build's
 * prerender (render-app-page.tsx), so that hydration meets the markup it was rendered as.
 */
export function AppRoot({
  bootstrap,
  queryClient,
  router,
}: {
  bootstrap: Bootstrap;
  queryClient: QueryClient;
  router: AppRouter;
}) {
  return (
    <StrictMode>
      <AppProviders bootstrap={bootstrap} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * How the app is rendered to HTML, at build time and by the Worker. The frame's Suspense boundaries
 * (web/app/layout/app-layout.tsx) exist for hydration only; the HTML must show them complete and
 * inline. React otherwise moves a boundary larger than its progressive chunk size (12.8 KB) out of
 * line, to be put in place by inline scripts, which the Content Security Policy refuses: the
 * boundary was then rendered afresh in the browser (React error 419).
 */
export const APP_RENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;

/**
 * Resolves once the router has loaded the matched routes' lazy modules, so that a render shows the
 * page itself rather than the loading fallback.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
