import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_ERROR_CODES } from '#contract/two-factor';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { TOM_TOTP_SECRET, totpCode, wrongTotpCode } from '#fixtures/totp.ts';
import { createApiClient, createTestPortal, DEMO_PASSWORD } from '#support/worker/test-portal.ts';
import { PENDING_LOGIN_COOKIE_NAME } from '../session/pending-login';

const TOM = 'tom.twofa@acme.test';
const GINA = 'gina.employee@globex.test';
const DEVICE = 'two-factor-test-device';

// The reference API's lines for a refused code (decision 010).
const INVALID_CODE = 'The code you entered is not valid. Check your authenticator app and try again.';
const CODE_ALREADY_USED =
  'This code has already been used. Wait for the next code in your authenticator app.';

// Codes are limited per address: each browser speaks from its own.
let lastOctet = 0;
function browser(tenant = 'acme') {
  const portal = createTestPortal();
  const client = createApiClient(portal, tenant, { ip: `203.0.113.${++lastOctet}` });
  const post = (path: string, body?: unknown) => client.call(path, { method: 'POST', body });
  return {
    portal,
    client,
    post,
    login: (email: string, password = DEMO_PASSWORD) =>
      post('/api/auth/login', { email, password, deviceToken: DEVICE }),
    pending: () => client.cookieNamed(PENDING_LOGIN_COOKIE_NAME),
  };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

// The reference API never accepts a code of a step it has accepted before (replay protection).
beforeEach(async () => {
  await env.REF_DB.prepare('UPDATE users SET totp_last_step = NULL WHERE email IN (?1, ?2)')
    .bind(TOM, GINA)
    .run();
});

describe('signing in with an authentication code', () => {
  it('signs Tom in with a correct code: session cookie set, pending login gone, no token in any body', async () => {
    const { portal, client, login, post, pending } = browser();
    const first = await login(TOM);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect(JSON.parse(firstBody)).toEqual({ outcome: 'two-factor-code' });
    expect(firstBody).not.toContain(DEMO_PASSWORD);
    expect(client.cookie).toBeNull();
    const pendingCookie = first.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${PENDING_LOGIN_COOKIE_NAME}=`));
    expect(pendingCookie).toMatch(/; Max-Age=600; HttpOnly; Secure; SameSite=Strict/);
    expect(pendingCookie).toMatch(/; Path=\//);
    expect(pendingCookie).not.toMatch(/Domain=/i);
    expect(pending()).not.toContain(TOM);

    const signedIn = await post('/api/two-factor/login', { code: await totpCode(TOM_TOTP_SECRET) });
    expect(signedIn.status).toBe(200);
    const signedInBody = await signedIn.text();
    expect(JSON.parse(signedInBody)).toMatchObject({
      session: { email: TOM, firstName: 'Tom', surname: 'Becker', masquerade: null },
    });
    expect(client.cookie).toBeTruthy();
    expect(pending()).toBeNull();

    const tokens = portal.upstreamExchanges.flatMap(({ responseBody }) =>
      [...responseBody.matchAll(/"(?:access_token|refresh_token)":"([^"]+)"/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const body of [firstBody, signedInBody]) {
      for (const token of tokens) expect(body).not.toContain(token);
    }
    const mfa = portal.upstreamExchanges.find(({ path }) => path === '/v2/login/mfa');
    expect(mfa).toBeDefined();
    expect((await client.call('/api/session')).status).toBe(200);
  });

  it("refuses a wrong code with the server's lines, and the same code twice as already used", async () => {
    const { login, post, client } = browser();
    await login(TOM);
    const wrong = await post('/api/two-factor/login', { code: await wrongTotpCode(TOM_TOTP_SECRET) });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({
      message: INVALID_CODE,
      code: TWO_FACTOR_ERROR_CODES.rejected,
      lines: [INVALID_CODE],
    });
    expect(client.cookie).toBeNull();

    const code = await totpCode(TOM_TOTP_SECRET);
    expect((await post('/api/two-factor/login', { code })).status).toBe(200);
    const other = browser();
    await other.login(TOM);
    const replayed = await other.post('/api/two-factor/login', { code });
    expect(replayed.status).toBe(401);
    expect(await errorOf(replayed)).toMatchObject({
      code: TWO_FACTOR_ERROR_CODES.rejected,
      lines: [CODE_ALREADY_USED],
    });
  });

  it(
    'answers the sixth code within a minute with 429',
    async () => {
      const { login, post } = browser();
      await login(TOM);
      const wrong = await wrongTotpCode(TOM_TOTP_SECRET);
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push((await post('/api/two-factor/login', { code: wrong })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const sixth = await post('/api/two-factor/login', { code: await totpCode(TOM_TOTP_SECRET) });
      expect(sixth.status).toBe(429);
      expect(await errorOf(sixth)).toMatchObject({ code: 'rate_limited' });
    },
    timeoutForBurst(WORKER_BURST_MS),
  );

  it('refuses a code without a pending login, and after cancel', async () => {
    const { login, post, pending } = browser();
    const code = await totpCode(TOM_TOTP_SECRET);
    const none = await post('/api/two-factor/login', { code });
    expect(none.status).toBe(401);
    expect(await errorOf(none)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.noPendingLogin });

    await login(TOM);
    expect(pending()).toBeTruthy();
    expect((await post('/api/two-factor/cancel')).status).toBe(204);
    expect(pending()).toBeNull();
    const cancelled = await post('/api/two-factor/login', { code });
    expect(await errorOf(cancelled)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.noPendingLogin });
  });

  it('forgets a pending login after 10 minutes, and refuses a forged or malformed one', async () => {
    const { portal, client, login, post } = browser();
    await login(TOM);
    portal.advanceSeconds(10 * 60 + 1);
    const expired = await post('/api/two-factor/login', { code: await totpCode(TOM_TOTP_SECRET) });
    expect(await errorOf(expired)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.noPendingLogin });

    client.setCookie(PENDING_LOGIN_COOKIE_NAME, 'eyJhbGciOiJkaXIifQ..forged.forged.forged');
    const forged = await post('/api/two-factor/login', { code: await totpCode(TOM_TOTP_SECRET) });
    expect(await errorOf(forged)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.noPendingLogin });

    const malformed = await post('/api/two-factor/login', { code: '12345' });
    expect(malformed.status).toBe(400);
  });

  it("refuses acme's pending login on globex", async () => {
    const acme = browser('acme');
    await acme.login(TOM);
    const globex = browser('globex');
    globex.client.setCookie(PENDING_LOGIN_COOKIE_NAME, acme.pending());
    const response = await globex.post('/api/two-factor/login', { code: await totpCode(TOM_TOTP_SECRET) });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.noPendingLogin });
    expect(globex.client.cookie).toBeNull();
  });

  it('does not take a session cookie for a pending login, nor a pending login for a session', async () => {
    const tom = browser();
    await tom.login(TOM);
    const other = browser();
    other.client.cookie = tom.pending();
    expect((await other.client.call('/api/session')).status).toBe(401);

    const emma = browser();
    await emma.login('emma.employee@acme.test');
    emma.client.setCookie(PENDING_LOGIN_COOKIE_NAME, emma.client.cookie);
    const response = await emma.post('/api/two-factor/login', { code: await totpCode(TOM_TOTP_SECRET) });
    expect(await errorOf(response)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.noPendingLogin });
  });
});

describe('setting two-factor up at sign-in', () => {
  it('takes Gina from the QR code through both codes to signed in; her next login asks for a code', async () => {
    const gina = browser('globex');
    const login = await gina.login(GINA);
    expect(await login.json()).toEqual({ outcome: 'two-factor-setup', fromActivation: false });
    expect(gina.pending()).toBeTruthy();

    const setupResponse = await gina.client.call('/api/two-factor/setup');
    expect(setupResponse.status).toBe(200);
    const setup = (await setupResponse.json()) as {
      otpauthUrl: string;
      secret: string;
      fromActivation: boolean;
    };
    expect(setup).toEqual({
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//),
      secret: expect.stringMatching(/^[A-Z2-7]+=*$/),
      fromActivation: false,
    });
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);

    const early = await gina.post('/api/two-factor/setup', {
      code: await totpCode(setup.secret),
      step: 'complete',
    });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: TWO_FACTOR_ERROR_CODES.setupOutOfOrder });

    const wrong = await gina.post('/api/two-factor/setup', {
      code: await wrongTotpCode(setup.secret),
      step: 'temporary',
    });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ lines: [INVALID_CODE] });

    const temporary = await gina.post('/api/two-factor/setup', {
      code: await totpCode(setup.secret),
      step: 'temporary',
    });
    expect(await temporary.json()).toEqual({ outcome: 'verified' });
    expect(gina.client.cookie).toBeNull();

    const complete = await gina.post('/api/two-factor/setup', {
      code: await totpCode(setup.secret, 1),
      step: 'complete',
    });
    expect(complete.status).toBe(200);
    expect(await complete.json()).toMatchObject({
      outcome: 'signed-in',
      session: { email: GINA, firstName: 'Gina' },
    });
    expect(gina.client.cookie).toBeTruthy();
    expect(gina.pending()).toBeNull();
    expect((await gina.client.call('/api/two-factor/setup')).status).toBe(401);

    const again = browser('globex');
    expect(await (await again.login(GINA)).json()).toEqual({ outcome: 'two-factor-code' });
    // The code page's pending login is not a set-up one.
    expect((await again.client.call('/api/two-factor/setup')).status).toBe(401);

    // Gina's profile: on and enforced; switching it off needs a reason.
    expect(await (await gina.client.call('/api/profile/two-factor')).json()).toEqual({
      enabled: true,
      enforced: true,
    });
    const noReason = await gina.post('/api/profile/two-factor/disable', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(await errorOf(noReason)).toMatchObject({ code: 'validation_failed' });
    const disabled = await gina.post('/api/profile/two-factor/disable', {
      reason: 'New phone, will set it up again',
    });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ enabled: false, enforced: true });
    const afterwards = browser('globex');
    expect(await (await afterwards.login(GINA)).json()).toEqual({
      outcome: 'two-factor-setup',
      fromActivation: false,
    });
  });
});
