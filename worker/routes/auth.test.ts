import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '#contract/auth';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { createApp } from '../app';
import { LOGIN_TEXTS } from './auth';

async function json(response: Response) {
  return (await response.json()) as Record<string, never>;
}

describe('login', () => {
  it('signs Emma in with her summary and a session cookie, and keeps her signed in', async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.login('emma.employee@acme.test');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      outcome: 'signed-in',
      session: { firstName: 'Emma', surname: 'Fielding', userType: 'employee', siteTermsUpdated: false },
    });
    expect(client.cookie).toBeTruthy();
    const session = await client.call('/api/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ session: { firstName: 'Emma' } });
  });

  it('asks for the password, not SSO, for an ordinary address', async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.call('/api/auth/login-url', {
      method: 'POST',
      body: { email: 'emma.employee@acme.test' },
    });
    expect(await response.json()).toEqual({ next: 'password' });
  });

  it('sends an SSO address on only if it is an absolute http(s) URL', async () => {
    const answering = (url: string) => createApp({ upstreamFetch: async () => Response.json({ url }) });
    const ask = async (url: string) => {
      const ctx = createExecutionContext();
      const response = await answering(url).fetch(
        new Request('http://globex.localhost/api/auth/login-url', {
          method: 'POST',
          headers: {
            'x-portal-request': '1',
            origin: 'http://globex.localhost',
            'content-type': 'application/json',
            'cf-connecting-ip': '198.51.100.250',
          },
          body: JSON.stringify({ email: 'sid.sso@sso.globex.test' }),
        }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    const good = await ask('https://idp.example/sign-on?email=sid');
    expect(await good.json()).toEqual({ next: 'sso', url: 'https://idp.example/sign-on?email=sid' });
    for (const bad of ['javascript:alert(1)', '/relative/path', 'not a url']) {
      const response = await ask(bad);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: { code: 'login_url_failed' } });
    }
  });

  it('refuses a malformed address with the error shape and field messages', async () => {
    const client = createApiClient(createTestPortal());
    const response = await client.call('/api/auth/login-url', {
      method: 'POST',
      body: { email: 'emma@acme' },
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({
      error: { code: 'validation_failed', fields: { email: expect.any(String) } },
    });
  });

  it('shows the no-match text, then asks for the captcha from the 3rd failure, then locks at the 5th', async () => {
    const client = createApiClient(createTestPortal());
    const email = 'lockout.demo1@acme.test';
    const first = await client.login(email, 'wrong-password-1');
    expect(first.status).toBe(401);
    expect(await first.json()).toEqual({
      error: { message: LOGIN_TEXTS.noMatch, code: 'login_failed', captchaRequired: false },
    });
    await client.login(email, 'wrong-password-2');
    const third = await json(await client.login(email, 'wrong-password-3'));
    expect(third).toMatchObject({ error: { code: 'login_failed', captchaRequired: true } });

    const badCaptcha = await client.login(email, 'wrong-password-4', { captchaToken: 'forged' });
    expect(await badCaptcha.json()).toMatchObject({
      error: { code: 'captcha_failed', captchaRequired: true },
    });

    await client.login(email, 'wrong-password-4', { captchaToken: TEST_CAPTCHA_TOKEN });
    const fifth = await json(
      await client.login(email, 'wrong-password-5', { captchaToken: TEST_CAPTCHA_TOKEN }),
    );
    expect(fifth).toEqual({ error: { message: LOGIN_TEXTS.locked, code: 'account_locked' } });

    const correctWhileLocked = await client.login(email, undefined, { captchaToken: TEST_CAPTCHA_TOKEN });
    expect(correctWhileLocked.status).toBe(401);
    expect(await correctWhileLocked.json()).toMatchObject({ error: { code: 'account_locked' } });
    expect(client.cookie).toBeNull();
  });

  it(
    'answers 429 with a clear message past the login limit',
    async () => {
      const client = createApiClient(createTestPortal());
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await client.login('nobody.at.all@acme.test', 'not-it')).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      const limited = await client.login('nobody.at.all@acme.test', 'not-it');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({
        error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' },
      });
    },
    timeoutForBurst(WORKER_BURST_MS),
  );

  it('shows Tara the new terms until she accepts them, and not again', async () => {
    const client = createApiClient(createTestPortal());
    expect(await json(await client.login('tara.terms@acme.test'))).toMatchObject({
      session: { siteTermsUpdated: true },
    });
    const content = await json(await client.call('/api/content/terms'));
    expect(content).toMatchObject({
      terms: expect.stringContaining('<'),
      policy: expect.stringContaining('<'),
      // Acme's current terms are revision 3; Tara last accepted revision 2 (decision 049).
      termsRevision: 3,
    });
    // An acceptance of a revision that is no longer current is refused, and records nothing.
    const stale = await client.call('/api/account/terms', {
      method: 'PATCH',
      body: { termsAccepted: true, termsRevision: 2 },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: 'terms_changed' } });
    const stillDue = await json(await client.call('/api/session'));
    expect(stillDue).toMatchObject({ session: { siteTermsUpdated: true } });

    const accepted = await client.call('/api/account/terms', {
      method: 'PATCH',
      body: { termsAccepted: true, termsRevision: 3 },
    });
    expect(await accepted.json()).toMatchObject({ session: { siteTermsUpdated: false } });
    const again = createApiClient(createTestPortal());
    expect(await json(await again.login('tara.terms@acme.test'))).toMatchObject({
      session: { siteTermsUpdated: false },
    });
  });

  it('sends a signed-in person to the redirect address the upstream gives', async () => {
    const client = createApiClient(createTestPortal());
    await client.login('emma.employee@acme.test');
    expect(await json(await client.call('/api/auth/redirect'))).toEqual({ redirect: '/app/home/' });
  });

  it('marks a voucher-only leaver and an employer in the summary', async () => {
    const liam = await json(await createApiClient(createTestPortal()).login('liam.leaver@acme.test'));
    expect(liam).toMatchObject({ session: { voucherOnly: true, employmentStatus: 'left' } });
    const alex = await json(await createApiClient(createTestPortal()).login('alex.admin@acme.test'));
    expect(alex).toMatchObject({ session: { userType: 'employer', voucherOnly: false } });
  });
});

describe('keeping and ending a session', () => {
  it('refreshes an expired access token once and carries on', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    const before = client.cookie;
    await env.REF_DB.prepare(
      "UPDATE tokens SET created_at = created_at - 3600000, expires_at = created_at - 3600000 + 1 WHERE kind = 'access'",
    ).run();
    const response = await client.call('/api/session');
    expect(response.status).toBe(200);
    expect(portal.upstreamCalls.filter((path) => path === '/v2/login/refresh')).toHaveLength(1);
    expect(client.cookie).not.toBe(before);
  });

  it('pings the upstream to stay logged in', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    const response = await client.call('/api/session/ping', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(portal.upstreamCalls).toContain('/v1/ping');
  });

  it('ends the session with 401 when the upstream refuses both the token and the refresh', async () => {
    const client = createApiClient(createTestPortal());
    await client.login('emma.employee@acme.test');
    await env.REF_DB.prepare('UPDATE tokens SET revoked_at = 1').run();
    const response = await client.call('/api/session');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'session_ended' } });
    expect(client.cookie).toBeNull();
  });

  it('ends an idle session after 30 minutes', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    portal.advanceSeconds(29 * 60);
    expect((await client.call('/api/session/ping', { method: 'POST' })).status).toBe(204);
    portal.advanceSeconds(31 * 60);
    expect((await client.call('/api/session')).status).toBe(401);
  });

  it('logs out, and the old cookie replayed afterwards is refused', async () => {
    const client = createApiClient(createTestPortal());
    await client.login('emma.employee@acme.test');
    const stolen = client.cookie;
    const logout = await client.call('/api/auth/logout', { method: 'POST' });
    expect(await logout.json()).toEqual({ redirectUrl: null });
    expect(client.cookie).toBeNull();
    client.cookie = stolen;
    expect((await client.call('/api/session')).status).toBe(401);
  });

  it('rotates the session at login: the cookie from before is refused afterwards', async () => {
    const client = createApiClient(createTestPortal());
    await client.login('emma.employee@acme.test');
    const first = client.cookie;
    await client.login('emma.employee@acme.test');
    expect(client.cookie).not.toBe(first);
    const other = createApiClient(createTestPortal());
    other.cookie = first;
    expect((await other.call('/api/session')).status).toBe(401);
  });
});
