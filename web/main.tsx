import { AppRoot, routerReady } from './app/app-root';
import { createAppRouter } from './app/router';
import { readBootstrap } from './lib/bootstrap';
import { mountRoot, nextTask } from './lib/mount-root';
import { createQueryClient } from './lib/query-client';
import { seedQueries } from './lib/seed-queries';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the entry's modules is one task; building the router and the query cache is another,
// so that neither is long enough to block a phone's main thread (decision 030).
await nextTask();
const bootstrap = readBootstrap();
const queryClient = createQueryClient();
seedQueries(queryClient, bootstrap.preloadedQueries);
const router = createAppRouter();
const app = <AppRoot bootstrap={bootstrap} queryClient={queryClient} router={router} />;

// The Worker sends a prerendered page only where it is this person's first render of it
// (docs/decisions/014-html-first-home.md), or a page it rendered on request with the data seeded
// above (docs/decisions/022): hydrated once the page's module has loaded, so that the
// first render is the page and not the loading fallback. A navigation state in the history entry
// (a flash message carried across a page load) renders otherwise, so that page is rendered afresh;
// React replaces the markup in the same commit.
const prerendered = container.firstElementChild !== null;
if (prerendered) await routerReady(router);
const carriesState = (window.history.state as { usr?: unknown } | null)?.usr != null;
await mountRoot(container, app, { hydrate: prerendered && !carriesState });
