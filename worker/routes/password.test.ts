import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '#contract/auth';
import { PASSWORD_RULES, PASSWORD_TEXTS } from '#contract/password-policy';
import { RECOVERY_TEXTS } from '#contract/recovery';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { createApiClient, createTestPortal, DEMO_PASSWORD } from '#support/worker/test-portal.ts';
import { createApp } from '../app';
import { RATE_LIMITED_MESSAGE } from '../middleware/rate-limit';
import { LOGIN_TEXTS } from './auth';

const EMMA = 'emma.employee@acme.test';
const EMMA_DOB = '1985-03-12';
const NEW_PASSWORD = 'Quiet-Meadow#5829';

// Rate limits are per IP: each test speaks from its own address so that none uses up another's.
let lastOctet = 0;
function recoveryClient() {
  const ip = `203.0.113.${++lastOctet}`;
  const client = createApiClient(createTestPortal());
  const post = (path: string, body: unknown) =>
    client.call(path, { method: 'POST', body, headers: { 'cf-connecting-ip': ip } });
  /** Signs in from this client's address, so the login limit of other test files is not touched. */
  const login = (email: string, password: string) =>
    post('/api/auth/login', { email, password, deviceToken: 'password-test-device' });
  return { client, post, login };
}

type Mail = { to: string; subject: string; text: string; links: string[]; createdAt: string };

/** GET /__dev/outbox through the portal, which answers it only in development. */
async function outbox(to: string): Promise<{ status: number; mails: Mail[] }> {
  const app = createApp();
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://acme.localhost/__dev/outbox?to=${encodeURIComponent(to)}`),
    { ...env, ENVIRONMENT: 'development' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, mails: response.ok ? ((await response.json()) as Mail[]) : [] };
}

/** Asks for a reset link for an account and reads its token from the newest e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  const { post } = recoveryClient();
  const forgot = await post('/api/password/forgot', { email, captchaToken: TEST_CAPTCHA_TOKEN });
  expect(forgot.status).toBe(200);
  const link = (await outbox(email)).mails[0]?.links[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No reset link for ${email}`);
  return token;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

describe('forgotten password', () => {
  it('answers { sent: true } alike for a known and an unknown address', async () => {
    const { post } = recoveryClient();
    const known = await post('/api/password/forgot', { email: EMMA, captchaToken: TEST_CAPTCHA_TOKEN });
    const unknown = await post('/api/password/forgot', {
      email: 'nobody.here@acme.test',
      captchaToken: TEST_CAPTCHA_TOKEN,
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ sent: true });
    expect(await unknown.json()).toEqual({ sent: true });
  });

  it('puts a reset link for Emma in the development outbox, and none for an unknown address', async () => {
    const { post } = recoveryClient();
    await post('/api/password/forgot', { email: EMMA, captchaToken: TEST_CAPTCHA_TOKEN });
    const { status, mails } = await outbox(EMMA);
    expect(status).toBe(200);
    expect(mails[0]).toMatchObject({
      to: EMMA,
      subject: 'Reset your password',
      links: [expect.stringMatching(/^http:\/\/acme\.localhost:8787\/reset-password\?token=.+/)],
      createdAt: expect.any(String),
    });
    expect((await outbox('nobody.here@acme.test')).mails).toEqual([]);
  });

  it('keeps the outbox closed outside development', async () => {
    const { client } = recoveryClient();
    const response = await client.call(`/__dev/outbox?to=${encodeURIComponent(EMMA)}`);
    expect(response.status).toBe(404);
  });

  it('refuses a request whose captcha did not pass, without asking the upstream', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    const response = await client.call('/api/password/forgot', {
      method: 'POST',
      body: { email: 'alex.admin@acme.test', captchaToken: 'forged' },
      headers: { 'cf-connecting-ip': '198.51.100.1' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ message: LOGIN_TEXTS.captcha, code: 'captcha_failed' });
    expect(portal.upstreamCalls).not.toContain('/v2/forgot-password');
  });

  it('refuses a malformed address with a field message', async () => {
    const { post } = recoveryClient();
    const response = await post('/api/password/forgot', {
      email: 'emma@acme',
      captchaToken: TEST_CAPTCHA_TOKEN,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: { email: expect.any(String) },
    });
  });

  it(
    'answers the tenth request in a minute from one address with 429 and the clear message',
    async () => {
      const { post } = recoveryClient();
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 1; attempt <= 9; attempt++) {
        const email = `someone.${attempt}@acme.test`;
        statuses.push(
          (await post('/api/password/forgot', { email, captchaToken: TEST_CAPTCHA_TOKEN })).status,
        );
      }
      expect(statuses).toEqual(Array(9).fill(200));
      const tenth = await post('/api/password/forgot', {
        email: 'someone.10@acme.test',
        captchaToken: TEST_CAPTCHA_TOKEN,
      });
      expect(tenth.status).toBe(429);
      expect(await errorOf(tenth)).toEqual({ message: RATE_LIMITED_MESSAGE, code: 'rate_limited' });
    },
    timeoutForBurst(WORKER_BURST_MS),
  );

  it(
    'allows one account three requests a minute, whichever addresses they come from',
    async () => {
      const email = 'piotr.probation@acme.test';
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 0; attempt < 4; attempt++) {
        const { post } = recoveryClient();
        statuses.push(
          (await post('/api/password/forgot', { email, captchaToken: TEST_CAPTCHA_TOKEN })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    },
    timeoutForBurst(WORKER_BURST_MS),
  );
});

describe('reset link', () => {
  it('accepts a fresh link', async () => {
    const token = await resetTokenFor('liam.leaver@acme.test');
    const { post } = recoveryClient();
    const response = await post('/api/password/reset/check', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true });
  });

  it('says an expired link has expired', async () => {
    const token = await resetTokenFor('fiona.first@acme.test');
    await env.REF_DB.prepare(
      "UPDATE reset_tokens SET created_at = '2026-01-01T09:00:00.000Z', expires_at = '2026-01-01T10:00:00.000Z'",
    ).run();
    const { post } = recoveryClient();
    const response = await post('/api/password/reset/check', { token });
    expect(response.status).toBe(410);
    expect(await errorOf(response)).toEqual({ message: RECOVERY_TEXTS.tokenExpired, code: 'token_expired' });
  });

  it('calls an unknown link expired or invalid', async () => {
    const { post } = recoveryClient();
    const response = await post('/api/password/reset/check', { token: 'not-a-real-token-at-all' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      message: RECOVERY_TEXTS.linkExpiredOrInvalid,
      code: 'token_invalid',
    });
  });

  it('refuses a date of birth that is not the account holder’s', async () => {
    const token = await resetTokenFor('tara.terms@acme.test');
    const { post } = recoveryClient();
    const response = await post('/api/password/reset/verify-dob', { token, dateOfBirth: '1992-09-06' });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({
      message: RECOVERY_TEXTS.dobMismatch,
      code: 'dob_mismatch',
      fields: { dateOfBirth: RECOVERY_TEXTS.dobMismatch },
    });
    const right = await post('/api/password/reset/verify-dob', { token, dateOfBirth: '1992-09-05' });
    expect(await right.json()).toEqual({ verified: true });
  });

  it('returns the nine checks of a password, judged against the link’s account', async () => {
    const token = await resetTokenFor('alex.admin@acme.test');
    const { post } = recoveryClient();
    const weak = await post('/api/password/check', { password: 'Alex-Morgan-1', token });
    expect(weak.status).toBe(200);
    const body = (await weak.json()) as { checks: { name: string; status: boolean }[]; valid: boolean };
    expect(body.checks.map((check) => check.name)).toEqual(PASSWORD_RULES.map((rule) => rule.name));
    expect(body.checks).toContainEqual({ name: 'personal', status: false });
    expect(body.valid).toBe(false);
    const strong = await post('/api/password/check', { password: NEW_PASSWORD, token });
    expect(await strong.json()).toMatchObject({ valid: true });
  });

  it('resets Emma’s password: a previous one is refused, the new one signs in, the old one no longer does, the link is spent', async () => {
    const token = await resetTokenFor(EMMA);
    const { post } = recoveryClient();
    expect(
      await (await post('/api/password/reset/verify-dob', { token, dateOfBirth: EMMA_DOB })).json(),
    ).toEqual({
      verified: true,
    });

    const previous = await post('/api/password/reset', {
      token,
      dateOfBirth: EMMA_DOB,
      password: 'Old-Harbour#2025',
    });
    expect(previous.status).toBe(422);
    const refusal = await errorOf(previous);
    expect(refusal).toMatchObject({
      message: RECOVERY_TEXTS.resetFailed,
      code: 'password_rejected',
      fields: { password: PASSWORD_TEXTS.unmet },
    });
    expect(refusal.checks).toContainEqual({ name: 'history', status: false });

    const wrongDate = await post('/api/password/reset', {
      token,
      dateOfBirth: '1985-03-13',
      password: NEW_PASSWORD,
    });
    expect(wrongDate.status).toBe(422);
    expect(await errorOf(wrongDate)).toMatchObject({ code: 'dob_mismatch' });

    const reset = await post('/api/password/reset', { token, dateOfBirth: EMMA_DOB, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ redirectUrl: '/' });

    expect((await recoveryClient().login(EMMA, NEW_PASSWORD)).status).toBe(200);
    expect((await recoveryClient().login(EMMA, DEMO_PASSWORD)).status).toBe(401);

    const spent = await post('/api/password/reset/check', { token });
    expect(spent.status).toBe(404);
    expect(await errorOf(spent)).toMatchObject({ code: 'token_invalid' });
    const again = await post('/api/password/reset', { token, dateOfBirth: EMMA_DOB, password: NEW_PASSWORD });
    expect(await errorOf(again)).toMatchObject({ code: 'token_invalid' });
  });
});

describe('password check', () => {
  it('returns the nine checks for anyone, with the signed-in person’s history when there is a session', async () => {
    const { client, login } = recoveryClient();
    const anonymous = await client.call('/api/password/check', {
      method: 'POST',
      body: { password: 'short' },
    });
    const anonymousBody = (await anonymous.json()) as { checks: unknown[]; valid: boolean };
    expect(anonymousBody.checks).toHaveLength(9);
    expect(anonymousBody.valid).toBe(false);

    expect((await login('liam.leaver@acme.test', DEMO_PASSWORD)).status).toBe(200);
    const current = await client.call('/api/password/check', {
      method: 'POST',
      body: { password: DEMO_PASSWORD },
    });
    const currentBody = (await current.json()) as { checks: { name: string; status: boolean }[] };
    expect(currentBody.checks).toContainEqual({ name: 'history', status: false });
  });
});
