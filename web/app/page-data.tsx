import { hashKey, hydrate, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, use } from 'react';
import { createContext, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import {
  type PageDataCall,
  STREAMED_QUERY_ATTRIBUTE,
  type StreamedQuery,
} from '../../worker/contract/page-data';
import { ApiRequestError, api, failedApiCall } from '../lib/api-client';

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

let browserSource: PageDataSource | null = null;

/** The browser's source: its one query client, and api() (web/main.tsx sets it before the router starts). */
export function setBrowserPageDataSource(queryClient: QueryClient): void {
  browserSource = { queryClient, fetchJson: (apiPath) => api<unknown>(apiPath) };
}

/** What a page's loader hands its route: the calls, and a promise settled once every call has. */
export interface PageData {
  calls: readonly PageDataCall[];
  settled: Promise<void>;
}

type Thenable = Promise<void> & { status?: 'fulfilled' };

/** A promise React's `use` reads as done without suspending (every answer is in the cache already). */
function settledAlready(): Thenable {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
}

/**
 * A route's loader from the calls its page shows on arrival (read from the URL and its params).
 * It starts the calls and returns at once, so the page's code (a lazy route) loads beside its data
 * on a client navigation, and the Worker streams the page's frame before the data has answered.
 * A call that fails is not the loader's failure: the page shows that section's error view.
 */
export function pageLoader(
  callsFor: (args: { params: LoaderFunctionArgs['params']; url: URL }) => readonly PageDataCall[],
) {
  return ({ context, params, request }: LoaderFunctionArgs): PageData => {
    const source = context.get(pageDataContext) ?? browserSource;
    const calls = callsFor({ params, url: new URL(request.url) });
    if (!source || calls.length === 0) return { calls, settled: settledAlready() };
    const { queryClient } = source;
    const cached = calls.every(({ queryKey }) => queryClient.getQueryState(queryKey)?.status === 'success');
    if (cached) return { calls, settled: settledAlready() };
    const settled = Promise.allSettled(
      calls.map(({ apiPath, queryKey }) =>
        queryClient.ensureQueryData({ queryKey, queryFn: () => source.fetchJson(apiPath) }),
      ),
    ).then(() => undefined);
    return { calls, settled };
  };
}

const isServer = typeof document === 'undefined';

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

/** `<` escaped, so no answer can close the script element it travels in. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function Settled({ data, children }: { data: PageData; children: ReactNode }) {
  use(data.settled);
  const queryClient = useQueryClient();
  const streamed = isServer ? streamedQueries(queryClient, data.calls) : [];
  return (
    <>
      {streamed.length > 0 ? (
        <script
          type="application/json"
          {...{ [STREAMED_QUERY_ATTRIBUTE]: '' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with < escaped
          dangerouslySetInnerHTML={{ __html: jsonForScript(streamed) }}
        />
      ) : null}
      {children}
    </>
  );
}

/**
 * The page of a route with a loader, in a Suspense boundary whose fallback is the page itself before
 * its data (its own loading state: heading, skeletons). The Worker streams that fallback with the
 * frame, then the page with its data once every call has answered, with the answers beside it for
 * the browser's cache (readStreamedQueries). Routes without data render the page as it is.
 */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const data = useLoaderData() as PageData | undefined;
  if (!data?.settled) return children;
  return (
    <Suspense fallback={children}>
      <Settled data={data}>{children}</Settled>
    </Suspense>
  );
}

/**
 * Before hydration: puts the answers the Worker streamed into the browser's cache and takes their
 * script elements out of the document, so the first render meets the markup as the page showed it.
 */
export function readStreamedQueries(queryClient: QueryClient, root: ParentNode): void {
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
            : errorState(failedApiCall(query.error.status, query.error.body), query.updatedAt),
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
