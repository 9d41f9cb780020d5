import { hashKey, hydrate, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, use } from 'react';
import { createContext, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { serializeJsonForHtml } from '#contract/json-for-html';
import { type PageDataCall, STREAMED_QUERY_ATTRIBUTE, type StreamedQuery } from '#contract/page-data';
import type { SessionSummary } from '#contract/session';
import { ApiRequestError } from './api-client';
import { hasBootstrap, readBootstrap } from './bootstrap';
import { pathId } from './path-id';
import { readPath } from './portal-client';
import { createQueryClient } from './query-client';
import { SESSION_QUERY_KEY } from './session';
import { isFirstLoad } from './use-hydrated';

/**
 * Where a route's loader reads its page's data: the Worker's render reads the portal's own /api
 * routes in process with the person's cookie (worker/shell/serve-app-page.ts); the browser reads
 * them with fetch. Either way the answers land in the query cache the page's components read.
 */
export interface PageDataSource {
  queryClient: QueryClient;
  fetchJson: (apiPath: PageDataCall['apiPath']) => Promise<unknown>;
}

/** Set for each request by the Worker's render; unset in the browser, which uses its own source. */
export const pageDataContext = createContext<PageDataSource | null>(null);

/** The Worker's render: no document. */
const isServer = typeof document === 'undefined';

let browserSource: PageDataSource | null = null;

/**
 * The browser's source: its one query client, made when the app frame is first needed (a public
 * page loads none of this), holding the session of the page's bootstrap and the answers the Worker
 * streamed with the page; and the typed client's fetch.
 */
function browserPageDataSource(): PageDataSource | null {
  if (!browserSource && hasBootstrap()) {
    const queryClient = createQueryClient();
    // The session as the loaders read it, before the router runs any.
    queryClient.setQueryData(SESSION_QUERY_KEY, readBootstrap().session);
    readStreamedQueries(queryClient, document);
    browserSource = { queryClient, fetchJson: (apiPath) => readPath(apiPath) };
  }
  return browserSource;
}

/** The browser's one query client (web/app/layout/app-frame.tsx provides it to the app frame). */
export function browserQueryClient(): QueryClient {
  const source = browserPageDataSource();
  if (!source) throw new Error('The page has no bootstrap data');
  return source.queryClient;
}

/**
 * Per query a loader started: a promise settled when the query has (answered or failed), the one
 * React's `use` waits on while the Worker renders (stable across renders, as `use` needs).
 */
const settledQueries = new WeakMap<object, Promise<void>>();

/** What a page's loader hands its route: the calls it started, for the page's DataSections. */
export interface PageCalls {
  calls: readonly PageDataCall[];
}

/**
 * A route's loader from the calls its page shows on arrival (read from the URL and its params).
 * It starts the calls and returns at once, so the page's code (a lazy route) loads beside its data
 * on a client navigation, and the Worker streams the page's frame before the data has answered
 * (each DataSection waits for its own calls). A call that fails is not the loader's failure: the
 * page shows that section's error view.
 */
/**
 * The calls a page's first render shows, from its URL: a route module exports them as `pageCalls`,
 * so each page's API code loads with the page rather than with every page (web/app/router.tsx).
 */
export type PageCallsFor = (args: {
  params: LoaderFunctionArgs['params'];
  url: URL;
  /**
   * The signed-in person's summary, for a page whose calls depend on who they are (the
   * voucher-only home): the query cache's, which the Worker's render and the browser's entry
   * set from the bootstrap before any loader runs.
   */
  session: SessionSummary | null;
}) => readonly PageDataCall[];

/** A page about one benefit, named by its :benefitId: the calls about it, none for a bad id. */
export function callsForBenefitId(call: (id: number) => PageDataCall): PageCallsFor {
  return ({ params }) => {
    const id = pathId(params.benefitId);
    return id === null ? [] : [call(id)];
  };
}

export function pageLoader(callsFor: PageCallsFor) {
  return ({ context, params, request }: LoaderFunctionArgs): PageCalls => {
    const source = isServer ? context.get(pageDataContext) : browserPageDataSource();
    const session = source?.queryClient.getQueryData<SessionSummary | null>(SESSION_QUERY_KEY) ?? null;
    const calls = callsFor({ params, url: new URL(request.url), session });
    for (const { apiPath, queryKey } of source ? calls : []) {
      const { queryClient } = source ?? {};
      if (!queryClient) continue;
      // The answers the Worker streamed with the page, failures included, are what it shows.
      if (isFirstLoad() && !isServer && queryClient.getQueryState(queryKey)) continue;
      const settled = queryClient
        .ensureQueryData({ queryKey, queryFn: () => source?.fetchJson(apiPath) })
        .then(
          () => undefined,
          () => undefined,
        );
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query && query.state.status === 'pending') settledQueries.set(query, settled);
    }
    return { calls };
  };
}

function streamedQueries(queryClient: QueryClient, calls: readonly PageDataCall[]): StreamedQuery[] {
  return calls.flatMap(({ queryKey }): StreamedQuery[] => {
    const state = queryClient.getQueryState(queryKey);
    if (state?.status === 'success') {
      return [{ key: queryKey, status: 'success', data: state.data, updatedAt: state.dataUpdatedAt }];
    }
    if (state?.status === 'error' && state.error instanceof ApiRequestError) {
      const { status, body } = state.error;
      return [{ key: queryKey, status: 'error', error: { status, body }, updatedAt: state.errorUpdatedAt }];
    }
    return [];
  });
}

/** A promise React's `use` reads as settled without suspending. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/**
 * The promise `use` waits on for one call: the same object on every render of the section, as
 * React matches a component's `use` calls by their order and keeps the first thenable it saw at
 * each place (a call that had answered must not make the next one's promise take its place).
 */
function settledOf(queryClient: QueryClient, call: PageDataCall): Promise<void> {
  const query = queryClient.getQueryCache().find({ queryKey: call.queryKey, exact: true });
  // Answered already: nothing to wait for, so the section is not rendered as its fallback first.
  if (query?.state.status !== 'pending') return SETTLED;
  return settledQueries.get(query) ?? SETTLED;
}

/**
 * In the Worker's render: waits for the section's calls (started by the route's loader), then
 * renders the section with its data and the answers beside it for the browser's cache. In the
 * browser the section renders at once: hydration finds its answers in the cache, and on a client
 * navigation the section shows its own loading state while the loader's calls answer.
 */
function Settled({ calls, children }: { calls: readonly PageDataCall[]; children: ReactNode }) {
  const queryClient = useQueryClient();
  // The same two places in the browser as in the Worker (the answers' script element, then the
  // section), so the ids React derives from the tree's shape (useId) are the same on both sides.
  if (!isServer)
    return (
      <>
        {null}
        {children}
      </>
    );
  for (const call of calls) use(settledOf(queryClient, call));
  const streamed = streamedQueries(queryClient, calls);
  return (
    <>
      {streamed.length > 0 ? (
        <script
          type="application/json"
          {...{ [STREAMED_QUERY_ATTRIBUTE]: '' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON that cannot close its element (contract/json-for-html)
          dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(streamed) }}
        />
      ) : null}
      {children}
    </>
  );
}

/**
 * A section of a page that shows the answers of `calls` (by default every call its route's loader
 * started; docs/decisions/033): a Suspense boundary whose fallback is the section's loading state.
 * The Worker sends the page's frame and heading with that fallback at once and streams the section
 * when its calls have answered; the browser hydrates it from the answers streamed beside it
 * (readStreamedQueries). A section whose heading is the data itself (a product page) is the whole
 * page, its fallback the page's loading state.
 */
export function DataSection({
  calls,
  fallback,
  children,
}: {
  calls?: readonly PageDataCall[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  const loaded = useLoaderData() as PageCalls | undefined;
  return (
    <Suspense fallback={fallback}>
      <Settled calls={calls ?? loaded?.calls ?? []}>{children}</Settled>
    </Suspense>
  );
}

/**
 * Before hydration: puts the answers the Worker streamed into the browser's cache and takes their
 * script elements out of the document, so the first render meets the markup as the page showed it.
 */
function readStreamedQueries(queryClient: QueryClient, root: ParentNode): void {
  for (const element of root.querySelectorAll(`script[${STREAMED_QUERY_ATTRIBUTE}]`)) {
    const queries = JSON.parse(element.textContent ?? '[]') as StreamedQuery[];
    element.remove();
    hydrate(queryClient, {
      mutations: [],
      queries: queries.map((query) => ({
        queryKey: [...query.key],
        queryHash: hashKey(query.key),
        dehydratedAt: query.updatedAt,
        state:
          query.status === 'success'
            ? successState(query.data, query.updatedAt)
            : errorState(new ApiRequestError(query.error.status, query.error.body), query.updatedAt),
      })),
    });
  }
}

function successState(data: unknown, updatedAt: number) {
  return {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: updatedAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
  };
}

function errorState(error: Error, updatedAt: number) {
  return {
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error,
    errorUpdateCount: 1,
    errorUpdatedAt: updatedAt,
    fetchFailureCount: 1,
    fetchFailureReason: error,
    fetchMeta: null,
    isInvalidated: false,
    status: 'error' as const,
    fetchStatus: 'idle' as const,
  };
}
