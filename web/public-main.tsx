import { StrictMode } from 'react';
import { readBootstrap } from './lib/bootstrap';
import { mountRoot } from './lib/mount-root';
import { createBrowserHistory } from './lib/public-history';
import { preloadPage } from './lib/public-router';
import { PublicApp } from './public-pages/public-app';
import { publicRoutes } from './public-pages/public-routes';
import './index.css';

// The public pages' entry (docs/decisions/011-html-first-public-pages.md): React and a small
// router, nothing of the signed-in app's libraries.
const container = document.getElementById('root');
if (!container) throw new Error('public.html has no #root element');

const bootstrap = readBootstrap();
const history = createBrowserHistory();
// The page's module first, so the first render is synchronous and matches the prerendered HTML.
// A failed load is shown by the router's crash view, in a page rendered from scratch.
const preloaded = await preloadPage(publicRoutes, history.location.pathname).then(
  () => true,
  () => false,
);

const app = (
  <StrictMode>
    <PublicApp bootstrap={bootstrap} history={history} />
  </StrictMode>
);

// The Worker sends prerendered markup only where it is this page's first render for this visitor.
// A history entry with a navigation state (a reload, or Back, after a client-side navigation) may
// render otherwise, so it is rendered afresh; React replaces the markup in the same commit.
const prerendered = container.firstElementChild !== null;
await mountRoot(container, app, { hydrate: prerendered && preloaded && history.location.state === null });
