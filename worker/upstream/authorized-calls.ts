import type { Context } from 'hono';
import { isSuccessStatus } from '#contract/spec-constants';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import type { SessionData, SessionMasquerade } from '../session/session-data';
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '../session/session-policy';
import { SessionEndedError } from '../session/session-state';
import { headerRecord } from './header-record';
import { upstreamTokensSchema } from './login-responses';
import { UpstreamError, type UpstreamHost } from './upstream-client';
import { failureOf, parseJson } from './upstream-json';

/** The session fields that change when the upstream issues new tokens. */
export function tokenFields(
  tokens: { access_token: string; refresh_token: string; expires_in: number },
  now: number,
) {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: now + tokens.expires_in * 1000,
  } satisfies Partial<SessionData>;
}

/** One refresh: rotate the tokens into the session, or end the session if the upstream refuses. */
function refreshTokens<E extends AppEnv>(c: Context<E>): Promise<SessionData> {
  const state = c.get('session');
  state.pendingRefresh ??= rotateTokens(c).finally(() => {
    state.pendingRefresh = null;
  });
  return state.pendingRefresh;
}

/**
 * The headers every upstream call of a masquerade session carries (spec sections 6 and 7). Their
 * values come from the session only; the Worker never forwards a request's headers upstream.
 */
export function masqueradeHeaders(masquerade: SessionMasquerade | null): Record<string, string> {
  if (!masquerade) return {};
  return {
    'x-masquerade': String(masquerade.userId),
    'x-masquerade-scheme-year': String(masquerade.schemeYear),
  };
}

async function rotateTokens<E extends AppEnv>(c: Context<E>): Promise<SessionData> {
  const session = c.get('session').require();
  const response = await c.get('upstream').send('v2', '/login/refresh', {
    method: 'POST',
    headers: masqueradeHeaders(session.masquerade),
    body: JSON.stringify({ refresh_token: session.refreshToken }),
  });
  // The upstream failing (5xx, a time-out thrown by send) is not the session ending: the person
  // keeps it and may retry; only a refusal of the refresh token ends it.
  if (response.status >= 500) {
    const text = await response.text().catch(() => '');
    const failure = failureOf(response, parseJson(text), text);
    throw new UpstreamError(502, apiError(GENERIC_ERROR_MESSAGE, 'upstream_error'), failure);
  }
  if (!isSuccessStatus(response.status)) {
    c.get('session').replace(null);
    throw new SessionEndedError();
  }
  const parsed = upstreamTokensSchema.safeParse(await response.json().catch(() => null));
  // An unreadable 200: whether the upstream spent the refresh token is unknown, so the session is
  // kept; if it was spent, the next call's refresh is refused and ends the session then.
  if (!parsed.success) throw new UpstreamError(502, apiError(GENERIC_ERROR_MESSAGE, 'upstream_invalid'));
  return c.get('session').update(tokenFields(parsed.data, c.get('deps').now()));
}

function withBearer(init: RequestInit, session: SessionData): RequestInit {
  const headers = headerRecord(init.headers);
  // Masquerade headers come from the session only, never from the route's own.
  delete headers['x-masquerade'];
  delete headers['x-masquerade-scheme-year'];
  return {
    ...init,
    headers: {
      ...headers,
      authorization: `Bearer ${session.accessToken}`,
      'x-bearer-token': session.accessToken,
      ...masqueradeHeaders(session.masquerade),
    },
  };
}

/**
 * The signed-in person's access token, refreshed first when it is about to expire: for the one place
 * it leaves the Worker other than as an upstream call's header, the voucher-management redirect
 * (docs/decisions/028), where the service gets it as its bearerToken query parameter.
 */
export async function currentAccessToken<E extends AppEnv>(c: Context<E>): Promise<string> {
  let session = c.get('session').require();
  if (session.accessExpiresAt - ACCESS_TOKEN_REFRESH_MARGIN_MS <= c.get('deps').now()) {
    session = await refreshTokens(c);
  }
  return session.accessToken;
}

export interface CallAsUserOptions {
  /**
   * A 401 whose body this accepts is the upstream refusing what was sent (a wrong code), not the
   * token: it is answered as it is, without a refresh, a retry or the end of the session.
   */
  isRefusal?: (body: unknown) => boolean;
  /**
   * The body is a stream that can be sent only once (an upload passed through): a 401 cannot be
   * retried with it, so it ends the session as a second 401 would. The token was refreshed before
   * the call when it was about to expire, so such a 401 means the session is gone anyway.
   */
  sendOnce?: boolean;
}

async function isRefusal(response: Response, options: CallAsUserOptions): Promise<boolean> {
  if (response.status !== 401 || !options.isRefusal) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return options.isRefusal(body);
}

/**
 * A call on behalf of the signed-in person. An expired access token is refreshed first; a 401
 * gets one refresh and one retry; a second 401 ends the session (the route answers 401).
 */
export async function callAsUser<E extends AppEnv>(
  c: Context<E>,
  host: UpstreamHost,
  path: `/${string}`,
  init: RequestInit = {},
  options: CallAsUserOptions = {},
): Promise<Response> {
  let session = c.get('session').require();
  if (session.accessExpiresAt - ACCESS_TOKEN_REFRESH_MARGIN_MS <= c.get('deps').now()) {
    session = await refreshTokens(c);
  }
  let response = await c.get('upstream').send(host, path, withBearer(init, session));
  if (response.status !== 401 || (await isRefusal(response, options))) return response;
  if (options.sendOnce) {
    c.get('session').replace(null);
    throw new SessionEndedError();
  }
  session = await refreshTokens(c);
  response = await c.get('upstream').send(host, path, withBearer(init, session));
  if (await isRefusal(response, options)) return response;
  if (response.status === 401) {
    c.get('session').replace(null);
    throw new SessionEndedError();
  }
  return response;
}
