import { queryOptions } from '@tanstack/react-query';
import type { ClientResponse } from 'hono/client';
import type { PageDataCall } from '#contract/page-data';
import { readPath, type SuccessBody } from './portal-client';

/**
 * A page call whose answer has the type its route sends: built by pageCall from the typed client's
 * endpoint, so its path is one a route has and `T` is that route's answer. `answer` is never set;
 * it only carries the type.
 */
export interface PageCall<T> extends PageDataCall {
  readonly answer?: T;
}

/** An endpoint of the typed client (web/lib/portal-client.ts) with a GET. */
interface GetEndpoint {
  $get: (args: never, options?: never) => Promise<ClientResponse<unknown, number, string>>;
  $path: (args: never) => string;
}

/**
 * A page call of a GET route: `pageCall(portal.api.home, {}, HOME_CONTENT_KEY)`. The arguments are
 * the route's own (param, query), checked against it; the path is the one the client would call.
 */
export function pageCall<E extends GetEndpoint>(
  endpoint: E,
  args: Parameters<E['$get']>[0],
  queryKey: PageDataCall['queryKey'],
): PageCall<SuccessBody<Awaited<ReturnType<E['$get']>>>> {
  return { apiPath: endpoint.$path(args as never) as PageDataCall['apiPath'], queryKey };
}

/**
 * The query of a page call: the hook a component reads and the route's loader (web/lib/page-data.tsx)
 * share one key and one path, so the loader fills the very cache entry the component reads.
 */
export function pageCallQuery<T>(call: PageCall<T>) {
  return queryOptions({
    queryKey: call.queryKey,
    queryFn: ({ signal }) => readPath(call.apiPath, signal) as Promise<T>,
  });
}
