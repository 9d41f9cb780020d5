import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BootstrapProvider, readBootstrap } from './lib/bootstrap';
import { mountRoot } from './lib/mount-root';
import { afterFirstNavigation, historyCarriesState, routerReady } from './lib/router-ready';
import { setMeetsServerMarkup } from './lib/use-hydrated';
import { publicRoutes } from './public-pages/public-routes';
import './index.css';

// The public pages' entry (docs/decisions/011-html-first-public-pages.md, 033): the public branch
// of the route tree in react-router, nothing of the signed-in app's libraries.
const container = document.getElementById('root');
if (!container) throw new Error('public.html has no #root element');

const bootstrap = readBootstrap();
const router = createBrowserRouter(publicRoutes);
// The page's module first, so the first render matches the prerendered HTML. A module that failed
// to load is shown by the route's error view, in a page rendered from scratch.
const prerendered = container.firstElementChild !== null;
if (prerendered) await routerReady(router);
const failed = router.state.errors !== null;

const app = (
  <StrictMode>
    <BootstrapProvider value={bootstrap}>
      <RouterProvider router={router} />
    </BootstrapProvider>
  </StrictMode>
);

// The Worker sends prerendered markup only where it is this page's first render for this visitor.
const hydrate = prerendered && !failed && !historyCarriesState();
if (hydrate) {
  setMeetsServerMarkup(true);
  afterFirstNavigation(router, () => setMeetsServerMarkup(false));
}
await mountRoot(container, app, { hydrate });
