import { apiErrorSchema } from '#contract/api-error';
import { answerSchemaOf } from '#support/worker/test-portal.ts';
import { type AppRoute, routeLabel } from './app-routes';

// What the fuzz (fuzz-validated-routes.ts) holds each answer to, apart from the fuzz itself so the
// checks can be shown to fail when they should (fuzz-checks.test.ts): a suite that cannot fail
// proves nothing (issue 42, item 12).

/**
 * The routes one fuzz file attacks. A filter that picks none is a mistake, not a pass: the file
 * would go green having sent nothing (a route moved, a prefix renamed), so it throws, failing the
 * file where it is collected.
 */
export function routesToFuzz(
  routes: readonly AppRoute[],
  which: (route: AppRoute) => boolean,
  filterName: string,
): AppRoute[] {
  const picked = routes.filter(which);
  if (picked.length === 0) {
    throw new Error(
      `The fuzz's route filter "${filterName}" matched none of the ${routes.length} validated routes: nothing would be attacked`,
    );
  }
  return picked;
}

/**
 * The fuzz's upstream double answers every call 404, which some routes cannot read and rightly tell
 * the browser as the upstream's failure: a 502 in the one error shape, after an upstream call, for
 * an input the schemas accept. Nothing else of 500 or above passes: not a 500 (the Worker's own
 * failure), a 503, a 504 (the double answers at once), nor a 502 that called nothing upstream.
 */
async function isUpstreamFailureToldAsSuch(
  response: Response,
  upstreamCalls: readonly string[],
): Promise<boolean> {
  if (response.status !== 502 || upstreamCalls.length === 0) return false;
  const body = apiErrorSchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  return body.success && body.data.error.code !== 'internal_error';
}

/** One fuzzed call as the fuzz saw it: the route, the URL sent, whether its schemas accept the input. */
export type FuzzedCall = {
  route: AppRoute;
  url: string;
  /** Every validator of the route accepts the input (as Hono hands it over). */
  valid: boolean;
  response: Response;
  /** The upstream paths the call reached. */
  upstreamCalls: readonly string[];
};

/**
 * What is wrong with the Worker's answer to one fuzzed input, or null:
 * - any status of 500 or above (a failure of the Worker's, whatever the input), but for the one the
 *   fuzz's upstream double causes (isUpstreamFailureToldAsSuch);
 * - an input the schemas refuse: it reached the upstream, or was not refused with a 4xx (a 400 in
 *   the one error shape);
 * - an input the schemas accept, answered 2xx with JSON: the answer does not fit the route's answer
 *   schema (declared where the route is defined: answers(...), worker/http/answers.ts), or the route
 *   declares none.
 */
export async function answerProblem({
  route,
  url,
  valid,
  response,
  upstreamCalls,
}: FuzzedCall): Promise<string | null> {
  const label = routeLabel(route);
  const { status } = response;
  if (status >= 500 && !(valid && (await isUpstreamFailureToldAsSuch(response, upstreamCalls)))) {
    return `${label} answered ${status}: ${(await response.clone().text()).slice(0, 300)}`;
  }
  if (!valid) {
    if (upstreamCalls.length > 0)
      return `${label}: an input its schemas refuse reached the upstream (${upstreamCalls.join(', ')})`;
    if (status < 400) return `${label}: an input its schemas refuse was answered ${status}`;
    if (
      status === 400 &&
      !apiErrorSchema.safeParse(
        await response
          .clone()
          .json()
          .catch(() => null),
      ).success
    ) {
      return `${label}: a 400 outside the one error shape`;
    }
    return null;
  }
  if (status < 200 || status >= 300 || status === 204) return null;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return null;
  const schema = answerSchemaOf(route.method, new URL(url).pathname);
  if (!schema) return `${label} answered JSON, but its route declares no answer schema (answers(...))`;
  const parsed = schema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  return parsed.success
    ? null
    : `${label} answered outside its answer schema: ${parsed.error.message.slice(0, 300)}`;
}
