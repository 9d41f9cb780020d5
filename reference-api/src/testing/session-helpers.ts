import { expect } from 'vitest';
import type { TokenResponse } from '../auth/token-service.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
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

/** POST /v2/login with the demo password unless another is given. */
export function login(
  email: string,
  options: { password?: string; recaptcha?: string } = {},
): Promise<Response> {
  return sendJson('POST', '/v2/login', {
    email,
    password: options.password ?? DEMO_PASSWORD,
    deviceToken: DEVICE_TOKEN,
    ...(options.recaptcha === undefined ? {} : { recaptcha: options.recaptcha }),
  });
}

/** Signs a demo account in and returns its tokens, failing the test if that does not work. */
export async function signIn(email: string): Promise<TokenResponse> {
  const response = await login(email);
  expect(response.status, `sign in ${email}`).toBe(200);
  return response.json<TokenResponse>();
}
