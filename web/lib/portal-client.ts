import { type ClientRequestOptions, type ClientResponse, hc } from 'hono/client';
import type { StatusCode, SuccessStatusCode } from 'hono/utils/http-status';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import type { PageDataCall } from '#contract/page-data';
import type { AppType } from '../../generated/app-type/worker/app';
import { ApiRequestError, failedApiCall, recordLastCall } from './api-client';
import { type Transport, uploadProgressTransport } from './upload-progress';

/** The Worker's app type, for the web tests' fixtures (tests/support/web/api-fixtures.ts). */
export type { AppType };

/**
 * The one fetch of the typed client, and of every call to the Worker's /api (a typed call, a page
 * call, a file download, an upload with its progress): it sends what every call sends (the CSRF
 * header, JSON unless the call asks for a file, same-origin cookies), records the answer's time for
 * the idle prompt, and turns a failure into ApiRequestError with the Worker's error shape (a 401
 * told to the session layer), so a caller that holds a Response holds a 2xx one. `transport` is
 * how the request travels: fetch, or XMLHttpRequest where an upload's progress is shown
 * (withUploadProgress).
 */
async function portalFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  transport?: Transport,
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  const request: RequestInit = { ...init, headers, credentials: 'same-origin' };
  let response: Response;
  try {
    response = await (transport ? transport(input, request) : fetch(input, request));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, { error: { message: 'Failed to fetch', code: 'network_error' } });
  }
  recordLastCall();
  if (!response.ok) throw failedApiCall(response.status, await response.json().catch(() => null));
  return response;
}

/**
 * The SPA's one client of the Worker's /api routes, typed by the Worker's app (worker/app.ts
 * `AppType`): a path, parameter, query or body that no route takes fails the type check, and an
 * answer's type is the one its route sends (docs/decisions/040-typed-client.md).
 */
export const portal = hc<AppType>('/', { fetch: portalFetch });

/**
 * What a route answers with a 2xx status: its JSON, or undefined for an answer with no body. A
 * branch that returns a plain Response (no typed status: a refusal built by a helper, e.g. the
 * rate limit's 429) says nothing of a success and is left out; `c.json<T>(body)` names no status,
 * so its body counts as a success.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? StatusCode extends Status
      ? never
      : [Extract<Status, SuccessStatusCode>] extends [never]
        ? never
        : Format extends 'json'
          ? Body
          : undefined
    : never;

/**
 * A typed call's answer: `await read(portal.api.employer.approvals.$get())`. A call that answers
 * 204 (or with no body) resolves to undefined; failures were thrown by the client's fetch.
 */
export async function read<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  return (await answerOf(await call)) as SuccessBody<R>;
}

/**
 * A page call's answer by its path (web/lib/page-call.ts): the path was built by the typed client
 * (`$path`), and the page call carries its route's answer type.
 */
export async function readPath(apiPath: PageDataCall['apiPath'], signal?: AbortSignal): Promise<unknown> {
  return answerOf(await fetchPath(apiPath, signal ? { signal } : {}));
}

/**
 * A call by a path the typed client built (`$path`), with what it cannot build itself (a list of
 * ids joined by plain commas): the same fetch as every typed call, its Response a 2xx one.
 */
export function fetchPath(apiPath: `/api/${string}`, init?: RequestInit): Promise<Response> {
  return portalFetch(apiPath, init);
}

/**
 * A typed call's options that send `body` (a multipart form the route reads as it streams) and tell
 * `onProgress` how much of it has gone (0 to 1): the client's one fetch, over XMLHttpRequest.
 * `read(portal.api.x.$post(args, withUploadProgress(form, setProgress)))`.
 */
export function withUploadProgress(body: FormData, onProgress: (fraction: number) => void) {
  const transport = uploadProgressTransport(onProgress);
  return {
    init: { body },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => portalFetch(input, init, transport),
  } satisfies ClientRequestOptions;
}

async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * A form's draft sent as a route's body: the SPA sends what the person entered and the Worker's own
 * check answers a field it refuses (422, shown by the form), so a draft has the body's fields but
 * not yet their types. Every field of the body must be there; only the values are left unchecked.
 */
export function asDraftOf<Body>(draft: { [Field in keyof Body]: unknown }): Body {
  return draft as Body;
}

/** A call's options with its abort signal (react-query's, or a newer request's), when it has one. */
export function withSignal(signal?: AbortSignal): { init?: RequestInit } {
  return signal ? { init: { signal } } : {};
}
