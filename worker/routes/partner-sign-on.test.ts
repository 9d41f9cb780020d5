import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from '#contract/login-rules';
import { SSO_ERROR_CODES } from '#contract/sso';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { SSO_TEXTS } from './auth';

// A partner's single sign-on redirect (spec 2.1, /wrkit-redirect-sso/{token}/{year}; decision 076).
const EMMA = 'emma.employee@acme.test';

let lastOctet = 0;
const nextIp = () => `192.0.2.${100 + ++lastOctet}`;

/** POST /__dev/partner-sso-link: a partner's one-time link for the person, as the journeys mint it. */
async function mintPartnerLink(email: string): Promise<{ url: string; token: string; schemeYear: number }> {
  const dev = createTestPortal({ development: true });
  const response = await dev.fetch('http://localhost/__dev/partner-sso-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const match = /^\/wrkit-redirect-sso\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname);
  if (!match?.[1] || !match[2]) throw new Error(`Not a partner redirect: ${url}`);
  return { url, token: decodeURIComponent(match[1]), schemeYear: Number(match[2]) };
}

const partnerSignOn = (token: string, schemeYear: number) => ({
  method: 'POST' as const,
  body: { token, schemeYear, entry: 'partner' },
});

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

describe("a partner's sign-on redirect", () => {
  it('signs Emma in once through the upstream /wrkit-sso; the spent token is refused with the sign-on failure', async () => {
    const { url, token, schemeYear } = await mintPartnerLink(EMMA);
    expect(url).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/wrkit-redirect-sso\/[A-Za-z0-9_-]{43}\/2026$/);

    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: nextIp() });
    const signedIn = await client.call('/api/auth/sso', partnerSignOn(token, schemeYear));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({
      session: { email: EMMA, firstName: 'Emma', masquerade: null },
    });
    expect(client.cookie).toBeTruthy();
    expect(portal.upstreamCalls).toContain('/v2/wrkit-sso');
    expect(portal.upstreamCalls).not.toContain('/v2/login/sso');
    expect((await client.call('/api/session')).status).toBe(200);

    const again = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    const reused = await again.call('/api/auth/sso', partnerSignOn(token, schemeYear));
    expect(reused.status).toBe(401);
    expect(await errorOf(reused)).toEqual({ message: SSO_TEXTS.failed, code: SSO_ERROR_CODES.failed });
    expect(again.cookie).toBeNull();
  });

  it('is unknown to /sso-login/, and a sign-on link is unknown to the redirect: neither spends the other', async () => {
    const { token, schemeYear } = await mintPartnerLink(EMMA);
    const client = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    const asSignOn = await client.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear } });
    expect(asSignOn.status).toBe(401);
    expect(await errorOf(asSignOn)).toEqual({ message: SSO_TEXTS.failed, code: SSO_ERROR_CODES.failed });
    // Still good where it belongs.
    expect((await client.call('/api/auth/sso', partnerSignOn(token, schemeYear))).status).toBe(200);
  });

  it('refuses a token opened on another client’s portal, leaving it good on its own', async () => {
    const { token, schemeYear } = await mintPartnerLink(EMMA);
    const elsewhere = createApiClient(createTestPortal(), 'globex', { ip: nextIp() });
    const refused = await elsewhere.call('/api/auth/sso', partnerSignOn(token, schemeYear));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: LOGIN_ERROR_CODES.notThisPortal });
    expect(elsewhere.cookie).toBeNull();
    const own = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect((await own.call('/api/auth/sso', partnerSignOn(token, schemeYear))).status).toBe(200);
  });

  it('answers an unknown token with the failure, never the act-as expiry, whatever its prefix', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    const unknown = await client.call('/api/auth/sso', partnerSignOn(`msq${'A'.repeat(43)}`, 2026));
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toEqual({ message: SSO_TEXTS.failed, code: SSO_ERROR_CODES.failed });
  });

  it('keeps the partner link helper closed outside development', async () => {
    const portal = createTestPortal();
    const mint = await portal.fetch('http://localhost/__dev/partner-sso-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMMA }),
    });
    expect(mint.status).toBe(404);
    expect(portal.upstreamCalls).toEqual([]);
  });
});
