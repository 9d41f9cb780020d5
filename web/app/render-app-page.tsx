import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import type { AppPageRequest, RenderAppPage } from '#contract/app-page-render';
import { mayTakeDashboardAction } from '#contract/dashboard-permissions';
import { failedApiCall } from '../lib/api-client';
import { pageDataContext } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY } from '../lib/session';
import { setMeetsServerMarkup } from '../lib/use-hydrated';
import { APP_RENDER_OPTIONS, AppRoot } from './app-root';
import { pageTitle, titleFollowsData } from './page-title';
import { matchedModule } from './route-module';
import { type AppRouteHandle, routes } from './router';

// What this module renders is the markup the browser hydrates (controls wait for the app).
setMeetsServerMarkup(true);

const handler = createStaticHandler(routes);

/** A call the Worker answered with a refusal or failure: `{ status, body }` (worker/shell/serve-app-page.ts). */
function isRefusal(error: unknown): error is { status: number; body: unknown } {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

/**
 * The Worker's in-process call as the SPA's typed client would make it: a refusal is an ApiRequestError
 * with the Worker's error shape, so each page shows the error view it shows in the browser, and the
 * error travels to the browser's cache with the page (web/lib/page-data.tsx).
 */
function asApiCall(fetchJson: AppPageRequest['fetchJson']): AppPageRequest['fetchJson'] {
  return (apiPath) =>
    fetchJson(apiPath).catch((error: unknown) => {
      throw isRefusal(error) ? failedApiCall(error.status, error.body) : error;
    });
}

function handleOf(handle: unknown): AppRouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as AppRouteHandle) : {};
}

/**
 * The Worker's render of a signed-in page (docs/decisions/033-one-streamed-route-tree.md), bundled
 * into the Worker as `@portal/app-page-renderer`: the route tree the browser hydrates, its loaders
 * reading the portal's own /api routes in process. What depends on the session or the route (the
 * status of Access Denied or not found, the title, a loader's redirect) is decided before the
 * stream; the page's data streams in behind each page's Suspense boundary.
 */
export const renderAppPage: RenderAppPage = async ({
  request,
  bootstrap,
  fetchJson,
  nonce,
  complete,
  onError,
}) => {
  const { session } = bootstrap;
  const matches = matchRoutes(routes, new URL(request.url)) ?? [];
  const handles = matches.map((match) => handleOf(match.route.handle));
  const action = handles.reduce<AppRouteHandle['dashboardAction']>(
    (found, handle) => handle.dashboardAction ?? found,
    undefined,
  );
  const denied = Boolean(session && action && !mayTakeDashboardAction(session, action));
  const notFound = handles.some((handle) => handle.notFound);
  // Someone refused the page, or with new terms to accept, sees something else: no page data.
  const showsPage = Boolean(session) && !denied && !session?.siteTermsUpdated;

  const queryClient = createQueryClient({ retry: false });
  // The session as the loaders read it (web/lib/page-data.tsx), the one the page renders with.
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const requestContext = new RouterContextProvider();
  if (showsPage) requestContext.set(pageDataContext, { queryClient, fetchJson: asApiCall(fetchJson) });
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);

  const body = await renderToReadableStream(
    <AppRoot bootstrap={bootstrap} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
    </AppRoot>,
    { ...APP_RENDER_OPTIONS, nonce, onError },
  );
  // A client that runs no script cannot put streamed sections in place: it gets them in place.
  if (complete) await body.allReady;
  const titleMatches = matches.map(({ params, route }) => ({ params, handle: route.handle }));
  const title = () =>
    pageTitle(titleMatches, {
      url: new URL(request.url),
      session,
      answer: (call) => queryClient.getQueryData(call.queryKey),
    });
  return {
    status: denied ? 403 : notFound ? 404 : 200,
    title: title(),
    titleOnceWhole: showsPage && titleFollowsData(titleMatches) ? title : undefined,
    module: matchedModule(matches),
    body,
  };
};
