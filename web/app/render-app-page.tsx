import { QueryClientProvider } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import type { PageRoute, RenderAppPage, RouteOfPath } from '#contract/app-page-render';
import { mayTakeDashboardAction } from '#contract/dashboard-permissions';
import type { PageDataCall } from '#contract/page-data';
import { failedApiCall } from '#web/lib/api-client.ts';
import { i18nFor } from '#web/lib/i18n-catalogs.ts';
import { pageDataContext } from '#web/lib/page-data.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';
import { setMeetsServerMarkup } from '#web/lib/use-hydrated.ts';
import type { PublicRouteHandle } from '#web/public-pages/public-routes.tsx';
import { APP_RENDER_OPTIONS, PageRoot } from './app-root';
import { pageTitle, titleFollowsData } from './page-title';
import { matchedModules } from './route-module';
import { type AppRouteHandle, routes } from './router';

// What this module renders is the markup the browser hydrates (controls wait for the app).
setMeetsServerMarkup(true);

const handler = createStaticHandler(routes);

type RouteHandle = AppRouteHandle & PublicRouteHandle;

function handleOf(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}

/**
 * Which page of the one route tree a path is (docs/decisions/066): the Worker's one path matcher,
 * react-router's, on the tree the browser navigates (worker/app.ts asks before it renders).
 */
export const routeOfPath: RouteOfPath = (pathname) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((match) => handleOf(match.route.handle));
  const frame: PageRoute['frame'] = matches.some((match) => match.route.id === 'app') ? 'app' : 'public';
  const leaf = matches.at(-1)?.route;
  return {
    frame,
    name: frame === 'public' && leaf?.id ? leaf.id : null,
    needsSession: frame === 'app' && !handles.some((handle) => handle.endsSession),
    restoresSession: handles.some((handle) => handle.restoresSession),
    hidesCookieBanner: handles.some((handle) => handle.hidesCookieBanner),
  };
};

/**
 * The Worker's render of every page, public or signed in (docs/decisions/033, 066), bundled into
 * the Worker as `@portal/app-page-renderer`: the one route tree the browser hydrates, its loaders
 * reading the portal's own /api routes in process. What depends on the session or the route (the
 * status of Access Denied or not found, the title, a loader's redirect) is decided before the
 * stream; the page's data streams in behind each page's Suspense boundary.
 */
export const renderAppPage: RenderAppPage = async ({ request, bootstrap, callApi, nonce, onError }) => {
  const { session } = bootstrap;
  const matches = matchRoutes(routes, new URL(request.url)) ?? [];
  const handles = matches.map((match) => handleOf(match.route.handle));
  const action = handles.findLast((handle) => handle.dashboardAction)?.dashboardAction;
  const denied = Boolean(session && action && !mayTakeDashboardAction(session, action));
  // Someone refused the page, or with new terms to accept, sees something else: no page data. A
  // public page has none.
  const showsPage =
    matches.some((match) => match.route.id === 'app') &&
    Boolean(session) &&
    !denied &&
    !session?.siteTermsUpdated;

  const queryClient = createQueryClient({ retry: false });
  // The session as the loaders read it (web/lib/page-data.tsx), the one the page renders with.
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const requestContext = new RouterContextProvider();
  // A refusal is the SPA's ApiRequestError with the Worker's error shape, as the typed client makes
  // it: each page shows the error view it shows in the browser, and it travels to the browser's cache.
  const fetchJson = async (apiPath: PageDataCall['apiPath']) => {
    const response = await callApi(apiPath);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw failedApiCall(response.status, body);
    return body;
  };
  if (showsPage) requestContext.set(pageDataContext, { queryClient, fetchJson });
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);

  const i18n = await i18nFor(bootstrap.language);
  const body = await renderToReadableStream(
    <PageRoot bootstrap={bootstrap} i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </QueryClientProvider>
    </PageRoot>,
    { ...APP_RENDER_OPTIONS, nonce, onError },
  );
  const titleMatches = matches.map(({ params, route }) => ({ params, handle: route.handle }));
  return {
    status: denied ? 403 : handles.some((handle) => handle.notFound) ? 404 : 200,
    title: () =>
      pageTitle(titleMatches, {
        url: new URL(request.url),
        session,
        answer: (call) => queryClient.getQueryData(call.queryKey),
        i18n,
      }),
    titleFollowsData: showsPage && titleFollowsData(titleMatches),
    modules: matchedModules(matches),
    body,
  };
};
