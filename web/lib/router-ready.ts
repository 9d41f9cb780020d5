import { type createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the matched routes' lazy modules and run their loaders, so
 * that hydration renders the page rather than the loading fallback.
 */
export function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * True when the history entry carries a navigation state (a flash message carried across a page
 * load, or Back to an entry made by a client navigation): the page may render otherwise than the
 * server's HTML, so it is rendered afresh, and React replaces the markup in the same commit.
 */
export function historyCarriesState(): boolean {
  return (window.history.state as { usr?: unknown } | null)?.usr != null;
}

/** Calls `then` once, when the router starts its first navigation after the page's first load. */
export function afterFirstNavigation(router: BrowserRouter, then: () => void): void {
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    unsubscribe();
    then();
  });
}

/**
 * Loads the lazy modules of the routes the page's URL matches, before the router is made: the
 * page's module and what it imports are evaluated in a task of their own rather than in the one
 * that makes the router and runs its loaders (together they made one task long enough to block a
 * phone's main thread). The router's own call of the same `lazy` then finds the module evaluated.
 */
export async function loadMatchedModules(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  // A module that fails to load (a deploy replaced the chunks) fails the router's own call of the
  // same `lazy` again, and the route's error view shows it: the entry goes on to make the router.
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy().catch(() => null) : null)),
  );
}
