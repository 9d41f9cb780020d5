import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import { createAppRouter, routes } from './app/router';
import { readBootstrap } from './lib/bootstrap';
import { mountRoot, nextTask } from './lib/mount-root';
import {
  endHydration,
  readStreamedQueries,
  revealStreamedSections,
  setBrowserPageDataSource,
} from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import {
  afterFirstNavigation,
  historyCarriesState,
  loadMatchedModules,
  routerReady,
} from './lib/router-ready';
import { SESSION_QUERY_KEY } from './lib/session';
import { setMeetsServerMarkup } from './lib/use-hydrated';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The Worker streams the page (docs/decisions/033): its sections, and the answers they were
// rendered from, are all in the document once it has been parsed.
if (document.readyState === 'loading') {
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}
// Evaluating the entry's modules, evaluating the page's module and building the router are each a
// task of their own, so that none is long enough to block a phone's main thread (decision 030).
await nextTask();
revealStreamedSections();
const bootstrap = readBootstrap();
const queryClient = createQueryClient();
// The session as the loaders read it (web/lib/page-data.tsx), before the router runs any.
queryClient.setQueryData(SESSION_QUERY_KEY, bootstrap.session);
readStreamedQueries(queryClient, container);
setBrowserPageDataSource(queryClient);
await loadMatchedModules(routes, window.location);
await nextTask();
const router = createAppRouter();
const app = (
  <AppRoot bootstrap={bootstrap} queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppRoot>
);

// The Worker rendered the page with its data (its answers are in the cache now): hydrated once the
// page's module has loaded and its loader has run, so that the first render is the page and not
// the loading fallback.
const rendered = container.firstElementChild !== null;
if (rendered) await routerReady(router);
const hydrate = rendered && !historyCarriesState();
if (hydrate) {
  setMeetsServerMarkup(true);
  afterFirstNavigation(router, () => setMeetsServerMarkup(false));
}
await mountRoot(container, app, { hydrate });
endHydration();
