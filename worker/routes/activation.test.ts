import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXTS } from '#contract/password-policy';
import { RECOVERY_TEXTS } from '#contract/recovery';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { totpCode } from '#fixtures/totp.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { PENDING_LOGIN_COOKIE_NAME } from '../session/pending-login';
import { openSession } from '../session/session-cookie';
import { sessionKeyring } from '../session/session-store';

const NINA = { id: 'demo-acme-nina', dob: '1990-04-15' };
/** Nina's first link, which expired unused (docs/demo-data.md). */
const NINA_EXPIRED = 'demo-acme-nina-expired';
const NINA_EMAIL = 'nina.new@acme.test';
const GAIL = { id: 'demo-globex-gail', dob: '1992-06-09' };
const NEW_PASSWORD = 'Quiet-Meadow#5829';
const DEVICE = 'activation-test-device';

// The activation routes share one limit per IP: each test speaks from its own address.
let lastOctet = 0;
function activationClient(tenant = 'acme') {
  const ip = `198.51.100.${++lastOctet}`;
  const client = createApiClient(createTestPortal(), tenant);
  const headers = { 'cf-connecting-ip': ip };
  return {
    client,
    get: (path: string) => client.call(path, { headers }),
    post: (path: string, body: unknown) => client.call(path, { method: 'POST', body, headers }),
  };
}

async function outboxCount(email: string): Promise<number> {
  const row = await env.REF_DB.prepare('SELECT count(*) AS n FROM outbox WHERE to_email = ?1')
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

const activationFailed = { message: RECOVERY_TEXTS.activationRequestFailed, code: 'activation_failed' };

describe('activation', () => {
  it('shows who is activating and that Nina has the two-step variant', async () => {
    const { get } = activationClient();
    const response = await get(`/api/activation/${NINA.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      firstName: 'Nina',
      surname: 'Patel',
      email: 'nina.new@acme.test',
      twoFactor: false,
    });
  });

  it('answers an unknown link with the activation error, and a malformed id before any upstream call', async () => {
    const { get } = activationClient();
    const unknown = await get('/api/activation/no-such-activation');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual(activationFailed);

    const portal = createTestPortal();
    const client = createApiClient(portal);
    const malformed = await client.call('/api/activation/not%20an%20id', {
      headers: { 'cf-connecting-ip': '198.51.100.200' },
    });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({ code: 'validation_failed' });
    expect(portal.upstreamCalls).toEqual([]);
  });

  it("answers Nina's expired first link as expired, and e-mails her a new link when asked (decision 048)", async () => {
    const { get, post } = activationClient();
    const expired = await get(`/api/activation/${NINA_EXPIRED}`);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toEqual({
      message: RECOVERY_TEXTS.activationRequestFailed,
      code: 'activation_link_expired',
    });

    const before = await outboxCount(NINA_EMAIL);
    const asked = await post(`/api/activation/${NINA_EXPIRED}/new-link`, {});
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ sent: true });
    expect(await outboxCount(NINA_EMAIL)).toBe(before + 1);
    const link = await env.REF_DB.prepare(
      'SELECT links_json FROM outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1',
    )
      .bind(NINA_EMAIL)
      .first<{ links_json: string }>();
    const [fresh] = JSON.parse(link?.links_json ?? '[]') as string[];
    const freshId = new URL(fresh ?? 'http://x/').pathname.split('/').pop() ?? '';
    expect(freshId).not.toBe(NINA_EXPIRED);
    expect((await get(`/api/activation/${freshId}`)).status).toBe(200);
  });

  it("says 'Oops... there was an issue requesting your activation link' for a link that needs no new one", async () => {
    const { post } = activationClient();
    const before = await outboxCount(NINA_EMAIL);
    for (const [id, status] of [
      [NINA.id, 409],
      ['no-such-activation', 404],
    ] as const) {
      const response = await post(`/api/activation/${id}/new-link`, {});
      expect(response.status, id).toBe(status);
      expect(await errorOf(response)).toEqual({
        message: 'Oops... there was an issue requesting your activation link',
        code: 'activation_link_failed',
      });
    }
    expect(await outboxCount(NINA_EMAIL)).toBe(before);
  });

  it('refuses a date of birth that is not Nina’s, and accepts hers', async () => {
    const { post } = activationClient();
    const wrong = await post(`/api/activation/${NINA.id}/dob`, { dateOfBirth: '1990-05-15' });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toEqual({
      message: RECOVERY_TEXTS.dobMismatch,
      code: 'dob_mismatch',
      fields: { dateOfBirth: RECOVERY_TEXTS.dobMismatch },
    });
    const right = await post(`/api/activation/${NINA.id}/dob`, { dateOfBirth: NINA.dob });
    expect(await right.json()).toEqual({ verified: true });
  });

  it('checks a password against Nina’s personal details by the activation id', async () => {
    const { post } = activationClient();
    const response = await post('/api/password/check', {
      password: 'Nina-Patel-2026!',
      activationId: NINA.id,
    });
    const body = (await response.json()) as { checks: { name: string; status: boolean }[]; valid: boolean };
    expect(body.checks).toHaveLength(9);
    expect(body.checks).toContainEqual({ name: 'personal', status: false });
    expect(body.valid).toBe(false);
  });

  it('refuses a weak first password with the checklist, and leaves the link usable', async () => {
    const { post, get } = activationClient();
    const response = await post(`/api/activation/${NINA.id}/complete`, {
      dateOfBirth: NINA.dob,
      password: 'password',
      deviceToken: DEVICE,
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: 'password_rejected', fields: { password: PASSWORD_TEXTS.unmet } });
    expect(error.checks).toContainEqual({ name: 'length', status: false });
    expect((await get(`/api/activation/${NINA.id}`)).status).toBe(200);
  });

  it('activates Nina: signed in with the welcome carousel required, which loading it clears; the link is spent', async () => {
    const { client, get, post } = activationClient();
    const wrongDate = await post(`/api/activation/${NINA.id}/complete`, {
      dateOfBirth: '1991-04-15',
      password: NEW_PASSWORD,
      deviceToken: DEVICE,
    });
    expect(await errorOf(wrongDate)).toMatchObject({ code: 'dob_mismatch' });

    const complete = await post(`/api/activation/${NINA.id}/complete`, {
      dateOfBirth: NINA.dob,
      password: NEW_PASSWORD,
      deviceToken: DEVICE,
    });
    expect(complete.status).toBe(200);
    expect(await complete.json()).toMatchObject({
      outcome: 'signed-in',
      session: { firstName: 'Nina', surname: 'Patel', showWelcomeModal: true },
    });
    expect(client.cookie).toBeTruthy();

    const carousel = await get('/api/content/carousel');
    expect(carousel.status).toBe(200);
    const { slides } = (await carousel.json()) as { slides: Record<string, unknown>[] };
    expect(slides.length).toBeGreaterThan(0);
    expect(slides[0]).toEqual({ title: expect.any(String), body: expect.any(String), imageUrl: null });
    const sealed = await openSession(client.cookie ?? '', sessionKeyring(env), Date.now());
    expect(sealed?.summary.showWelcomeModal).toBe(false);
    expect(await (await get('/api/session')).json()).toMatchObject({ session: { showWelcomeModal: false } });

    const spent = await get(`/api/activation/${NINA.id}`);
    expect([404, 410]).toContain(spent.status);
    expect(await errorOf(spent)).toEqual(activationFailed);
    const again = await post(`/api/activation/${NINA.id}/complete`, {
      dateOfBirth: NINA.dob,
      password: NEW_PASSWORD,
      deviceToken: DEVICE,
    });
    expect(await errorOf(again)).toEqual(activationFailed);
  });

  it('sends Gail, whose client enforces two-factor, on to two-factor set-up without a session', async () => {
    const { client, get, post } = activationClient('globex');
    expect(await (await get(`/api/activation/${GAIL.id}`)).json()).toMatchObject({ twoFactor: true });
    const complete = await post(`/api/activation/${GAIL.id}/complete`, {
      dateOfBirth: GAIL.dob,
      password: NEW_PASSWORD,
      deviceToken: DEVICE,
    });
    expect(complete.status).toBe(200);
    expect(await complete.json()).toEqual({ outcome: 'two-factor-setup' });
    expect(client.cookie).toBeNull();
    // Her e-mail and new password wait, sealed, in the pending-login cookie for the set-up.
    const pending = client.cookieNamed(PENDING_LOGIN_COOKIE_NAME);
    expect(pending).toBeTruthy();
    expect(pending).not.toContain(NEW_PASSWORD);

    const setupResponse = await get('/api/two-factor/setup');
    expect(setupResponse.status).toBe(200);
    const setup = (await setupResponse.json()) as {
      otpauthUrl: string;
      secret: string;
      fromActivation: boolean;
    };
    expect(setup).toMatchObject({ otpauthUrl: expect.stringMatching(/^otpauth:/), fromActivation: true });

    expect(
      await (
        await post('/api/two-factor/setup', { code: await totpCode(setup.secret), step: 'temporary' })
      ).json(),
    ).toEqual({ outcome: 'verified' });
    const signedIn = await post('/api/two-factor/setup', {
      code: await totpCode(setup.secret, 1),
      step: 'complete',
    });
    expect(await signedIn.json()).toMatchObject({
      outcome: 'signed-in',
      session: { email: 'gail.new@globex.test', firstName: 'Gail' },
    });
    expect(client.cookie).toBeTruthy();
    expect(client.cookieNamed(PENDING_LOGIN_COOKIE_NAME)).toBeNull();
  });

  it(
    'answers 429 past thirty activation calls a minute from one address',
    async () => {
      const { get } = activationClient();
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 0; attempt < 31; attempt++) {
        statuses.push((await get('/api/activation/no-such-activation')).status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    },
    timeoutForBurst(WORKER_BURST_MS),
  );
});
