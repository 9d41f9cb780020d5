import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageRoot } from '#web/app/app-root.tsx';
import { appPagesOnDemand, routeTree } from '#web/app/route-tree.tsx';
import { readBootstrap } from '#web/lib/bootstrap.tsx';
import { i18nFor } from '#web/lib/i18n-catalogs.ts';
import { mountRoot, nextTask } from '#web/lib/mount-root.ts';
import {
  afterFirstNavigation,
  historyCarriesState,
  loadMatchedModules,
  routerReady,
} from '#web/lib/router-ready.ts';
import { endFirstLoad, setMeetsServerMarkup } from '#web/lib/use-hydrated.ts';
import './index.css';

// The portal's one entry (docs/decisions/066): one route tree, one browser router, for every page.
// A public page loads the public frame and its page only; the app frame's module is lazy.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The Worker streams the page (docs/decisions/033, 066): its sections, and the answers they were
// rendered from, are all in the document once it has been parsed.
if (document.readyState === 'loading') {
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}
// Evaluating the entry's modules, evaluating the page's modules and building the router are each a
// task of their own, so that none is long enough to block a phone's main thread (decision 030).
await nextTask();
const bootstrap = readBootstrap();
// The page's messages, in the language the Worker rendered it in: loaded while the router gets ready.
const messages = i18nFor(bootstrap.language);
// The app frame's pages are added when the router meets a path that may be one of theirs.
const routes = routeTree([]);
const appPages = appPagesOnDemand(routes, () => import('#web/app/router.tsx'));
await appPages.addFor(window.location);
await loadMatchedModules(routes, window.location);
await nextTask();
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: appPages.patchRoutesOnNavigation });

// The Worker rendered the page (with its data, whose answers the app frame's loaders put in the
// cache): hydrated once the page's modules have loaded and its loaders have run, so that the first
// render is the page and not the loading fallback. A module that failed to load is shown by the
// route's error view, in a page rendered from scratch.
const rendered = container.firstElementChild !== null;
if (rendered) await routerReady(router);
const failed = router.state.errors !== null;
const hydrate = rendered && !failed && !historyCarriesState();
if (hydrate) {
  setMeetsServerMarkup(true);
  afterFirstNavigation(router, () => setMeetsServerMarkup(false));
}
await mountRoot(
  container,
  <PageRoot bootstrap={bootstrap} i18n={await messages}>
    <RouterProvider router={router} />
  </PageRoot>,
  { hydrate },
);
endFirstLoad();
