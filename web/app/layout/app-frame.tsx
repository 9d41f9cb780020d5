import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext } from 'react';
import type { MessageText } from '#web/lib/message-text.ts';
import { browserQueryClient, DataSection, pageLoader } from '#web/lib/page-data.tsx';
import { AppLayout } from './app-layout';
import { PageSkeleton } from './page-skeleton';

/**
 * The app frame's route module (web/app/router.tsx loads it lazily, so that a public page loads
 * none of it): the frame with the query client the signed-in pages read, and what each signed-in
 * page's route takes from here, its loader and the wrapper of a page that streams as a whole.
 */

/**
 * The frame, with a query client: the one above it where there is one (the Worker's render of
 * this request, render-app-page.tsx; a test's), else the browser's one, made when first needed.
 */
export function Component() {
  const above = useContext(QueryClientContext);
  if (above) return <AppLayout />;
  return (
    <QueryClientProvider client={browserQueryClient()}>
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
export function streamedWhole<Module extends PageModule>(
  module: Module,
  title: MessageText | undefined,
): Module {
  const Page = module.Component;
  const Component = () => (
    <DataSection fallback={<PageSkeleton heading={title} />}>
      <Page />
    </DataSection>
  );
  // The page the section wraps, for the test that matches each route to its module.
  return { ...module, Component: Object.assign(Component, { page: Page }) };
}
