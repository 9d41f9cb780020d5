import { expect } from 'vitest';
import { callReferenceApi } from './call-reference-api.ts';
import { bearer, sendJson } from './session-helpers.ts';

/** The answer of POST /v2/login/sso. */
export type SignOnBody = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  masquerade?: { user_id: number; scheme_year: number; actor: 'support' | 'employer' };
};

/** A masquerade link minted as Sam through the development helper. */
export async function mintDevMasqueradeLink(email: string, schemeYear = 2026): Promise<string> {
  const response = await sendJson('POST', '/v2/__dev/masquerade-link', { email, schemeYear });
  expect(response.status, `mint a masquerade link for ${email}`).toBe(200);
  return (await response.json<{ url: string }>()).url;
}

/** The token and scheme year of a /sso-login/{token}/{year} URL. */
export function signOnParts(url: string): { token: string; schemeYear: number } {
  const match = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname);
  if (!match?.[1] || !match[2]) {
    throw new Error(`not a sign-on URL: ${url}`);
  }
  return { token: decodeURIComponent(match[1]), schemeYear: Number(match[2]) };
}

/**
 * Spends a sign-on token; `signedInAs` is the access token of the session the spending browser
 * holds (an administrator's link needs the administrator's own, docs/decisions/063).
 */
export function signOn(token: string, signedInAs?: string, userAgent?: string): Promise<Response> {
  return sendJson('POST', '/v2/login/sso', { token, ...(userAgent ? { userAgent } : {}) }, signedInAs);
}

/** Spends a sign-on URL's token, failing the test unless it signs in. */
export async function signOnWith(url: string, signedInAs?: string): Promise<SignOnBody> {
  const response = await signOn(signOnParts(url).token, signedInAs);
  expect(response.status, `sign on with ${url}`).toBe(200);
  return response.json<SignOnBody>();
}

/** The headers every request of a masquerade session must carry. */
export function masqueradeHeaders(userId: number, schemeYear = 2026): Record<string, string> {
  return { 'x-masquerade': String(userId), 'x-masquerade-scheme-year': String(schemeYear) };
}

/** A bearer request of a masquerade session, with its headers unless `headers` replaces them. */
export function callAs(
  token: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return callReferenceApi(path, {
    method: init.method ?? 'GET',
    headers: {
      ...bearer(token),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}
