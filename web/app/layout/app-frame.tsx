import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, createContext, useContext } from 'react';
import { browserQueryClient, DataSection, pageLoader } from '../../lib/page-data';
import { AppLayout } from './app-layout';
import { PageSkeleton } from './page-skeleton';

/**
 * The app frame's route module (web/app/router.tsx loads it lazily, so that a public page loads
 * none of it): the frame with the query client the signed-in pages read, and what each signed-in
 * page's route takes from here, its loader and the wrapper of a page that streams as a whole.
 */

/** The query client of the Worker's render of this request (render-app-page.tsx); none in the browser. */
export const RenderQueryClient = createContext<QueryClient | null>(null);

export function Component() {
  const queryClient = useContext(RenderQueryClient) ?? browserQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}

export { pageLoader };

type PageModule = { Component: ComponentType; ErrorBoundary?: ComponentType };

/**
 * A page whose every part follows its data: one DataSection around it, whose fallback is the page's
 * skeleton with its heading (the route's title).
 */
export function streamedWhole<Module extends PageModule>(module: Module, title: string | undefined): Module {
  const Page = module.Component;
  const Component = () => (
    <DataSection fallback={<PageSkeleton heading={title} />}>
      <Page />
    </DataSection>
  );
  // The page the section wraps, for the test that matches each route to its module.
  return { ...module, Component: Object.assign(Component, { page: Page }) };
}
