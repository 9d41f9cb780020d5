import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { TokenResponse } from '#reference-api/auth/token-service.ts';
import { DEMO_PASSWORD } from '#reference-api/seed/demo-data.ts';
import { callReferenceApi } from './call-reference-api.ts';

// A fixed device token, as the portal sends one (a hash of browser traits) with every login.
const DEVICE_TOKEN = 'test-device-0f3a9c';

export function sendJson(method: string, path: string, body: unknown, token?: string): Promise<Response> {
  return callReferenceApi(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function getWithToken(path: string, token: string): Promise<Response> {
  return callReferenceApi(path, { headers: bearer(token) });
}

/**
 * The portal a sign-in of this account comes through: its client's slug, or null where the account
 * has no client (support staff) or does not exist (docs/decisions/064).
 */
export async function ownPortalOf(email: string): Promise<string | null> {
  const row = await env.REF_DB.prepare(
    'SELECT c.slug FROM users u LEFT JOIN clients c ON c.id = u.client_id WHERE u.email = ?1',
  )
    .bind(email)
    .first<{ slug: string | null }>();
  return row?.slug ?? null;
}

/**
 * POST /v2/login with the demo password unless another is given, through the account's own portal
 * unless `portalClient` names another.
 */
export async function login(
  email: string,
  options: { password?: string; recaptcha?: string; portalClient?: string | null } = {},
): Promise<Response> {
  return sendJson('POST', '/v2/login', {
    email,
    password: options.password ?? DEMO_PASSWORD,
    deviceToken: DEVICE_TOKEN,
    portalClient: options.portalClient === undefined ? await ownPortalOf(email) : options.portalClient,
    ...(options.recaptcha === undefined ? {} : { recaptcha: options.recaptcha }),
  });
}

/** Signs a demo account in and returns its tokens, failing the test if that does not work. */
export async function signIn(email: string): Promise<TokenResponse> {
  const response = await login(email);
  expect(response.status, `sign in ${email}`).toBe(200);
  return response.json<TokenResponse>();
}
