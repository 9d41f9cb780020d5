import {
  type DehydratedState,
  dehydrate,
  hashKey,
  hydrate,
  type QueryClient,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, Suspense, use } from 'react';
import { createContext, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { serializeJsonForHtml } from '#contract/json-for-html';
import { type PageDataCall, STREAMED_QUERY_ATTRIBUTE } from '#contract/page-data';
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
 * routes in process with the person's cookie (worker/shell/serve-page.ts); the browser reads
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

/** What a page's loader hands its route: the calls it started, for the page's DataSections. */
export interface PageCalls {
  calls: readonly PageDataCall[];
}

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

/**
 * A route's loader from the calls its page shows on arrival (read from the URL and its params).
 * It starts the calls and returns at once, so the page's code (a lazy route) loads beside its data
 * on a client navigation, and the Worker streams the page's frame before the data has answered
 * (each DataSection waits for its own calls). A call that fails is not the loader's failure: the
 * page shows that section's error view.
 */
export function pageLoader(callsFor: PageCallsFor) {
  return ({ context, params, request }: LoaderFunctionArgs): PageCalls => {
    const source = isServer ? context.get(pageDataContext) : browserPageDataSource();
    const session = source?.queryClient.getQueryData<SessionSummary | null>(SESSION_QUERY_KEY) ?? null;
    const calls = callsFor({ params, url: new URL(request.url), session });
    for (const { apiPath, queryKey } of calls) {
      // The answers the Worker streamed with the page, failures included, are what it shows.
      if (!source || (isFirstLoad() && !isServer && source.queryClient.getQueryState(queryKey))) continue;
      const queryFn = () => source.fetchJson(apiPath);
      source.queryClient.ensureQueryData({ queryKey, queryFn }).catch(() => undefined);
    }
    return { calls };
  };
}

/**
 * In the Worker's render: waits for the section's calls (started by the route's loader), then
 * renders the section with its data and the answers beside it for the browser's cache (TanStack
 * Query's dehydrated state, failures with the Worker's error shape included). In the browser the
 * section renders at once: hydration finds its answers in the cache, and on a client navigation
 * the section shows its own loading state while the loader's calls answer.
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
  const pending = calls.filter(({ queryKey }) => queryClient.getQueryState(queryKey)?.status === 'pending');
  // fetchQuery joins the loader's call. React keeps the first promise `use` met here and renders
  // the section again once it has settled; answered calls are not waited for (no fallback first).
  if (pending.length > 0)
    use(Promise.allSettled(pending.map(({ queryKey }) => queryClient.fetchQuery({ queryKey }))));
  const hashes = new Set(calls.map(({ queryKey }) => hashKey(queryKey)));
  const answers = dehydrate(queryClient, {
    shouldDehydrateQuery: ({ queryHash, state }) =>
      hashes.has(queryHash) && (state.status === 'success' || state.error instanceof ApiRequestError),
  });
  return (
    <>
      {answers.queries.length > 0 ? (
        <script
          type="application/json"
          {...{ [STREAMED_QUERY_ATTRIBUTE]: '' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON that cannot close its element (contract/json-for-html)
          dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(answers) }}
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
 * Before hydration: puts the answers the Worker streamed into the browser's cache (a failure as the
 * ApiRequestError it was, which JSON kept as its status and body) and takes their script elements
 * out of the document, so the first render meets the markup as the page showed it.
 */
function readStreamedQueries(queryClient: QueryClient, root: ParentNode): void {
  for (const element of root.querySelectorAll(`script[${STREAMED_QUERY_ATTRIBUTE}]`)) {
    const answers = JSON.parse(element.textContent ?? '{}') as DehydratedState;
    element.remove();
    for (const { state } of answers.queries) {
      const failure = state.error as ApiRequestError | null;
      if (failure) state.error = state.fetchFailureReason = new ApiRequestError(failure.status, failure.body);
    }
    hydrate(queryClient, answers);
  }
}
