import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { ApiError } from '#contract/api-error';
import type { Bootstrap } from '#contract/bootstrap';
import type { SessionSummary } from '#contract/session';
import { BootstrapProvider } from '#web/lib/bootstrap.tsx';
import type { ApiFixtures } from './api-fixtures';
import { makeBootstrap, recordLoads } from './app-support';
import { WithMessages } from './test-i18n';

/** A page load into the other entry that a component asked for (see renderRoutes). */
export interface DocumentLoad {
  path: string;
  replace: boolean;
  state: unknown;
}

declare const bodyType: unique symbol;

/** A JSON answer that carries the type of its body, so stubApi can hold it to its route's type. */
export interface JsonResponse<Body> extends Response {
  readonly [bodyType]?: { readonly body: Body };
}

/**
 * A stubbed answer for a route whose success body is `Body`: a Response, or a function giving one
 * (it may never settle, to hold a request). A json() answer must carry a `Body` or the Worker's one
 * error shape (ApiError); a plain Response (a 204, a file) fits any route. So a function that can also
 * give a plain Response is typed as giving a Response, and its json() answers go unchecked.
 */
export type StubAnswer<Body = unknown> =
  | JsonResponse<Body | ApiError>
  | ((request: StubRequest) => StubReply<Body>);

/** What a stub's function answer gives: a json() answer of the route's body or an error, at once or later. */
export type StubReply<Body = unknown> =
  | JsonResponse<Body | ApiError>
  | Promise<JsonResponse<Body | ApiError>>;

/** What a stub's function answer is told of the request: its JSON body, its address, its abort signal. */
export type StubRequest = { body: unknown; url: URL; signal: AbortSignal | null };

/** Stubs keyed "METHOD /api/path", each answer typed by its route in ApiFixtures (api-fixtures.ts). */
export type ApiAnswers = { [Route in keyof ApiFixtures]?: StubAnswer<ApiFixtures[Route]> };

export function json<Body>(body: Body, status = 200): JsonResponse<Body> {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An answer in the Worker's one error shape; `extra` adds its optional fields (field messages, captchaRequired). */
export function apiError(
  status: number,
  message = 'Nope',
  code = 'error',
  extra: Omit<ApiError['error'], 'message' | 'code'> = {},
): JsonResponse<ApiError> {
  return json({ error: { message, code, ...extra } }, status);
}

/**
 * Stubs fetch for /api calls, keyed "METHOD /api/path" (the query string is not part of the key);
 * each json() answer must fit its route's contract type (ApiFixtures). Calls without a stub answer
 * 404 in the Worker's error shape. Returns the mock, whose calls record every request (tests only).
 */
export function stubApi(answers: ApiAnswers) {
  const byKey: Partial<Record<string, StubAnswer>> = answers;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://acme.localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = byKey[key];
    if (!answer) return apiError(404, `No stub for ${key}`, 'not_found');
    if (answer instanceof Response) return answer.clone();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer({ body, url, signal: init?.signal ?? null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The "METHOD path" of each stubbed call so far. */
export function calledApis(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}

/** The JSON bodies sent so far to one route, keyed "METHOD /api/path" as stubApi keys it, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof stubApi>, route: keyof ApiFixtures): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://acme.localhost').pathname}` === route,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Shows the router's current path, so tests can see where the app went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/**
 * Renders routes in a memory router with bootstrap data carrying `session`, and a query client the
 * test can reach (tests only). The router's navigations are listed in `navigations`; full page
 * loads (after signing in or out, web/lib/load-document.ts) in `documentLoads`, instead of leaving
 * the page.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    path,
    session = null,
    state,
    strict = false,
    queryClient = createTestQueryClient(),
    bootstrap,
  }: {
    path: string;
    session?: SessionSummary | null;
    /** The router state of the first entry (e.g. { isFirst: true }). */
    state?: unknown;
    strict?: boolean;
    queryClient?: QueryClient;
    /** Other bootstrap facts (a client with contact us switched off, another theme). */
    bootstrap?: Partial<Bootstrap>;
  },
) {
  const url = new URL(path, 'http://acme.localhost');
  const entry = state === undefined ? path : { pathname: url.pathname, search: url.search, state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const documentLoads = recordLoads();
  const navigations: DocumentLoad[] = [];
  let shown = router.state.location.key;
  router.subscribe(({ location, historyAction }) => {
    if (location.key === shown) return;
    shown = location.key;
    const replace = historyAction === 'REPLACE';
    navigations.push({
      path: `${location.pathname}${location.search}`,
      replace,
      state: location.state ?? null,
    });
  });
  const tree: ReactNode = (
    <WithMessages>
      <BootstrapProvider value={makeBootstrap({ ...bootstrap, session })}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BootstrapProvider>
    </WithMessages>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient, documentLoads, navigations };
}

/** One catch-all route showing `ui` and the current path, for pieces of the frame. */
export function probeRoutes(ui: ReactNode): RouteObject[] {
  return [
    {
      path: '*',
      element: (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ];
}

/** Loads every lazily imported screen of `routes` (and `more`), so no single test pays for its first transform. */
export async function loadEveryLazyRoute(
  routes: RouteObject[],
  more: Promise<unknown>[] = [],
): Promise<void> {
  const loads = [...more];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (typeof route.lazy === 'function') loads.push(route.lazy());
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  await Promise.all(loads);
}
