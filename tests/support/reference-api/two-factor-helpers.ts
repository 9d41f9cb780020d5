import { expect } from 'vitest';
import { totpCode } from '#fixtures/totp.ts';
import type { TokenResponse } from '#reference-api/auth/token-service.ts';
import { DEMO_PASSWORD } from '#reference-api/seed/demo-data.ts';
import { ownPortalOf, sendJson } from './session-helpers.ts';

// As session-helpers.ts sends it with every login.
export const DEVICE_TOKEN = 'test-device-0f3a9c';

/** POST /v2/login/mfa with the demo password unless another is given, through the account's own portal. */
export async function loginWithCode(
  email: string,
  code: string,
  password = DEMO_PASSWORD,
  portalClient?: string | null,
): Promise<Response> {
  return sendJson('POST', '/v2/login/mfa', {
    code,
    email,
    password,
    deviceToken: DEVICE_TOKEN,
    portalClient: portalClient === undefined ? await ownPortalOf(email) : portalClient,
  });
}

/**
 * POST /v2/login/mfa/setup: 'temporary' checks a code; 'complete' (with e-mail and password) signs
 * in, through the account's own portal unless `portalClient` names another.
 */
export async function setUpAtLogin(
  type: 'temporary' | 'complete',
  secret: string,
  code: string,
  credentials: { email?: string; password?: string; portalClient?: string | null } = {},
): Promise<Response> {
  const { portalClient, ...rest } = credentials;
  return sendJson('POST', '/v2/login/mfa/setup', {
    code,
    type,
    secret,
    deviceToken: DEVICE_TOKEN,
    ...rest,
    portalClient: portalClient === undefined && rest.email ? await ownPortalOf(rest.email) : portalClient,
  });
}

/**
 * Signs in an account with two-factor on, with the code `stepsAhead` steps from now (a step already
 * spent in this test is refused, so a second sign-in uses the next step).
 */
export async function signInWithTotp(email: string, secret: string, stepsAhead = 0): Promise<TokenResponse> {
  const response = await loginWithCode(email, await totpCode(secret, stepsAhead));
  expect(response.status, `sign in ${email} with a code`).toBe(200);
  return response.json<TokenResponse>();
}
