import { matchRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, publicFrame } from '#web/public-pages/public-routes.tsx';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import type { RouteModuleHandle } from './route-module';

/**
 * The app frame's module (the frame, its query client, the page-data helpers): lazy, so that a
 * public page loads none of it (the login page's budget, docs/decisions/066).
 */
export const loadAppFrame = () => import('./layout/app-frame');

/** The app frame's route: its pages are its children (web/app/router.tsx). */
export const APP_FRAME_ID = 'app';
const APP_FRAME_MODULE = 'app/layout/app-frame.tsx';

/**
 * The one route tree of the portal (spec sections 2.1 and 2.2, docs/decisions/066): every page,
 * public and signed in, under one root with two layout routes, the public frame
 * (web/public-pages/public-routes.tsx) and the app frame, whose module is lazy and whose pages are
 * `appPages` (web/app/router.tsx). The Worker renders from it and asks it which page a path is;
 * the browser's one router navigates it.
 */
export function routeTree(appPages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: [
        publicFrame,
        {
          id: APP_FRAME_ID,
          ErrorBoundary: RouteErrorBoundary,
          handle: { module: APP_FRAME_MODULE } satisfies RouteModuleHandle,
          lazy: () => loadAppFrame().then(({ Component }) => ({ Component })),
          children: appPages,
        },
      ],
    },
  ];
}

/**
 * Only a path that no page of the tree yet claims (the public frame's not-found route catches it)
 * may be an app page's; a public page with a splat (`withSubpaths`) is its own.
 */
function claimedByAPublicPage(matches: readonly { route: RouteObject }[]): boolean {
  const leaf = matches.at(-1);
  return leaf !== undefined && leaf.route.id !== NOT_FOUND_ROUTE_ID;
}

/**
 * The app frame's pages for the browser's router: their list (and the texts of their titles) is a
 * module of its own (`load`: web/app/router.tsx), which a public page does not load unless its
 * path could be an app page's. React Router asks (`patchRoutesOnNavigation`) whenever a path meets
 * only routes with a splat or a parameter, such as the public frame's not-found route; the list
 * is added once. Before the router is made, `addFor` adds it where the page's own path asks for it,
 * so that the page the Worker sent is matched, and its modules loaded, before hydration.
 *
 * Whether a public page claims the path is asked of the whole tree (`routes`), not of the matches
 * React Router hands over: those are partial, so the signed-in home arrives as the login page's root.
 */
export function appPagesOnDemand(routes: RouteObject[], load: () => Promise<{ appPages: RouteObject[] }>) {
  let added = false;
  const claimed = (path: string | Location) => claimedByAPublicPage(matchRoutes(routes, path) ?? []);
  const once = async (add: (appPages: RouteObject[]) => void) => {
    if (added) return;
    const { appPages } = await load();
    if (added) return;
    added = true;
    add(appPages);
  };
  return {
    // React Router asks on its first load too, for a page whose route has a splat or a parameter:
    // a public page that takes deeper paths answers for itself (the login page's budget).
    patchRoutesOnNavigation: async ({
      path,
      patch,
    }: {
      path: string;
      patch: (routeId: string | null, children: RouteObject[]) => void;
    }): Promise<void> => {
      if (claimed(path)) return;
      await once((appPages) => patch(APP_FRAME_ID, appPages));
    },
    async addFor(location: Location): Promise<void> {
      if (claimed(location)) return;
      await once((appPages) => {
        const frame = routes[0]?.children?.find((route) => route.id === APP_FRAME_ID);
        if (frame) frame.children = appPages;
      });
    },
  };
}
