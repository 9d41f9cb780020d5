import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { emmaSessionSummary } from '#fixtures/session-summary.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { sealSession } from '#worker/session/session-cookie.ts';
import { type SessionData, sessionDataSchema } from '#worker/session/session-data.ts';
import { parseSessionKeys } from '#worker/session/session-keys.ts';

describe('the session cookie', () => {
  it('is __Host-, HttpOnly, Secure, SameSite=Strict, host-only and under 4 KB', async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.login('emma.employee@acme.test');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-portal-session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(new TextEncoder().encode(cookie).length).toBeLessThan(4096);
  });

  it('never lets an upstream token reach the browser: not in a body, a header or the cookie', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    const responses = [
      await client.login('emma.employee@acme.test'),
      await client.call('/api/session'),
      await client.call('/api/auth/redirect'),
      await portal.fetch('http://acme.localhost/app/home/', {
        headers: { cookie: `__Host-portal-session=${client.cookie}` },
      }),
    ];
    const tokens = portal.upstreamExchanges.flatMap(({ responseBody }) =>
      [...responseBody.matchAll(/"(?:access_token|refresh_token)":"([^"]+)"/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const response of responses) {
      const seen = `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${await response.text()}`;
      for (const token of tokens) expect(seen).not.toContain(token);
    }
  });

  it('refuses a tampered cookie with 401', async () => {
    const client = createApiClient(createTestPortal());
    await client.login('emma.employee@acme.test');
    const cookie = client.cookie ?? '';
    const flipped = cookie.slice(0, -5) + (cookie.at(-5) === 'A' ? 'B' : 'A') + cookie.slice(-4);
    client.cookie = flipped;
    const response = await client.call('/api/session');
    expect(response.status).toBe(401);
  });

  it('refuses a cookie sealed with a key the Worker does not hold', async () => {
    const client = createApiClient(createTestPortal());
    const now = Date.now();
    const data: SessionData = sessionDataSchema.parse({
      sid: 'forged-session-0000000',
      tenant: 'acme',
      userId: 1001,
      schemeId: null,
      accessToken: 'x',
      refreshToken: 'y',
      accessExpiresAt: now + 60_000,
      createdAt: now,
      lastSeenAt: now,
      ssoLogoutUrl: null,
      masquerade: null,
      summary: emmaSessionSummary({ userType: 'employer' }),
    });
    const foreignKey = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
    client.cookie = await sealSession(
      data,
      parseSessionKeys(JSON.stringify({ current: 'attacker', keys: { attacker: foreignKey } }), 'test'),
    );
    expect((await client.call('/api/session')).status).toBe(401);
  });

  it("does not carry acme's session over to globex", async () => {
    const portal = createTestPortal();
    const acme = createApiClient(portal, 'acme');
    await acme.login('emma.employee@acme.test');
    const globex = createApiClient(portal, 'globex');
    globex.cookie = acme.cookie;
    expect((await globex.call('/api/session')).status).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a call without the SPA header', async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.call('/api/session', { headers: { 'x-portal-request': '' } });
    expect(response.status).toBe(403);
  });

  it("refuses a POST from another tenant's origin", async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.call('/api/auth/login-url', {
      method: 'POST',
      body: { email: 'emma.employee@acme.test' },
      headers: { origin: 'http://globex.localhost' },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a text/plain POST', async () => {
    const portal = createTestPortal();
    const response = await portal.fetch('http://acme.localhost/api/auth/login-url', {
      method: 'POST',
      headers: { 'x-portal-request': '1', origin: 'http://acme.localhost', 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'emma.employee@acme.test' }),
    });
    // Refused before the route; 400 because header and Origin show it is not cross-site (decision 029).
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'csrf_content_type' } });
  });
});

describe('the upstream boundary', () => {
  it('never forwards a masquerade header sent by the browser', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    await client.call('/api/session', {
      headers: { 'x-masquerade': '1001', 'x-masquerade-scheme-year': '2026' },
    });
    expect(portal.upstreamExchanges.length).toBeGreaterThan(0);
    for (const { requestHeaders } of portal.upstreamExchanges) {
      expect(requestHeaders.has('x-masquerade')).toBe(false);
      expect(requestHeaders.has('x-masquerade-scheme-year')).toBe(false);
    }
  });

  it("sends a masquerade session's own headers, never the browser's copies", async () => {
    const dev = createTestPortal({ development: true });
    const minted = await dev.fetch('http://localhost/__dev/masquerade-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'emma.employee@acme.test', schemeYear: 2026 }),
    });
    const { url } = (await minted.json()) as { url: string };
    const [, token, year] = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(url) ?? [];
    const emma = await env.REF_DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind('emma.employee@acme.test')
      .first<{ id: number }>();

    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '198.51.100.77' });
    const forged = { 'x-masquerade': '1', 'x-masquerade-scheme-year': '1999' };
    const signedIn = await client.call('/api/auth/sso', {
      method: 'POST',
      body: { token, schemeYear: Number(year) },
      headers: forged,
    });
    expect(signedIn.status).toBe(200);
    expect((await client.call('/api/session', { headers: forged })).status).toBe(200);
    const sessionCalls = portal.upstreamExchanges.filter(
      // The portal's theme is public: read (for the sign-in's client, decision 064) outside the session.
      ({ path }) => path !== '/v2/login/sso' && !path.startsWith('/v2/theme/'),
    );
    expect(sessionCalls.length).toBeGreaterThanOrEqual(2);
    for (const { requestHeaders } of sessionCalls) {
      expect(requestHeaders.get('x-masquerade')).toBe(String(emma?.id));
      expect(requestHeaders.get('x-masquerade-scheme-year')).toBe('2026');
    }
    const sso = portal.upstreamExchanges.find(({ path }) => path === '/v2/login/sso');
    expect(sso?.requestHeaders.has('x-masquerade')).toBe(false);
  });

  it('sends the security headers on API answers too, and never caches them', async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.call('/api/auth/login-url', {
      method: 'POST',
      body: { email: 'emma.employee@acme.test' },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
