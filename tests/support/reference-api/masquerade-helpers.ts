import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { hashToken } from '#reference-api/rules/token-codec.ts';
import { callReferenceApi } from './call-reference-api.ts';
import { bearer, sendJson } from './session-helpers.ts';

/** The answer of POST /v2/login/sso. */
export type SignOnBody = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  masquerade?: { user_id: number; scheme_year: number; actor: 'support' | 'employer'; read_only: boolean };
};

/**
 * A masquerade link minted as Sam through the development helper: read-only unless `readOnly` is
 * false (docs/decisions/053).
 */
export async function mintDevMasqueradeLink(
  email: string,
  schemeYear = 2026,
  options: { readOnly?: boolean } = {},
): Promise<string> {
  const response = await sendJson('POST', '/v2/__dev/masquerade-link', { email, schemeYear, ...options });
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
/**
 * The portal a sign-on token's person signs in through: their client's slug, or null (support staff,
 * or a token that names nobody).
 */
async function ownPortalOfToken(token: string): Promise<string | null> {
  const row = await env.REF_DB.prepare(
    `SELECT c.slug FROM sign_on_tokens t JOIN users u ON u.id = t.user_id
     LEFT JOIN clients c ON c.id = u.client_id WHERE t.token_hash = ?1`,
  )
    .bind(await hashToken(token))
    .first<{ slug: string | null }>();
  return row?.slug ?? null;
}

/**
 * Spends a sign-on token through the portal of the token's person; `signedInAs` is the access token
 * of the session the spending browser holds (an administrator's link needs the administrator's own,
 * docs/decisions/063).
 */
export async function signOn(token: string, signedInAs?: string, userAgent?: string): Promise<Response> {
  return signOnThrough(token, await ownPortalOfToken(token), signedInAs, userAgent);
}

/** POST /v2/login/sso through the portal of `portalClient` (a client's slug, or null: none). */
export function signOnThrough(
  token: string,
  portalClient: string | null,
  signedInAs?: string,
  userAgent?: string,
): Promise<Response> {
  return sendJson(
    'POST',
    '/v2/login/sso',
    { token, portalClient, ...(userAgent ? { userAgent } : {}) },
    signedInAs,
  );
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
