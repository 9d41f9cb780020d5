import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { RenderAppPageOnRequest } from '../../worker/contract/request-rendered-pages';
import { createQueryClient } from '../lib/query-client';
import { seedQueries } from '../lib/seed-queries';
import { APP_RENDER_OPTIONS, AppRoot, routerReady } from './app-root';
import { routes } from './router';

/**
 * The Worker's render of a signed-in page whose content comes from the upstream
 * (docs/decisions/022-pages-rendered-on-request.md), bundled into the Worker as the module
 * `virtual:app-page-renderer`. The same tree as the browser's (AppRoot, the route table), from the
 * same bootstrap and the same preloaded answers, so the browser hydrates it. Effects do not run
 * here: the page shows its first state, as the browser's first render does.
 */
export const renderAppPageOnRequest: RenderAppPageOnRequest = async ({ url, bootstrap }) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const queryClient = createQueryClient();
  seedQueries(queryClient, bootstrap.preloadedQueries);
  try {
    const { prelude } = await prerender(
      <AppRoot bootstrap={bootstrap} queryClient={queryClient} router={router} />,
      APP_RENDER_OPTIONS,
    );
    return await new Response(prelude).text();
  } finally {
    router.dispose();
    queryClient.clear();
  }
};
