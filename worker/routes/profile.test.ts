import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_ERROR_CODES } from '#contract/two-factor';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { totpCode, wrongTotpCode } from '#fixtures/totp.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

const PIOTR = 'piotr.probation@acme.test';
const FIONA = 'fiona.first@acme.test';

let lastOctet = 0;
async function signedIn(email: string) {
  const portal = createTestPortal();
  const client = createApiClient(portal, 'acme', { ip: `198.18.0.${++lastOctet}` });
  const login = await client.login(email);
  expect(await login.json()).toMatchObject({ outcome: 'signed-in' });
  return {
    portal,
    client,
    post: (path: string, body?: unknown) => client.call(path, { method: 'POST', body }),
  };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

describe('the profile two-factor panels', () => {
  it('turns two-factor on for Piotr with a new secret and two codes; his next login asks for a code', async () => {
    const { portal, client, post } = await signedIn(PIOTR);
    expect(await (await client.call('/api/profile/two-factor')).json()).toEqual({
      enabled: false,
      enforced: false,
    });

    const enrolmentResponse = await post('/api/profile/two-factor/enrolment');
    expect(enrolmentResponse.status).toBe(200);
    const enrolment = (await enrolmentResponse.json()) as { otpauthUrl: string; secret: string };
    expect(enrolment).toEqual({
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//),
      secret: expect.stringMatching(/^[A-Z2-7]+=*$/),
    });
    const { id } = (await env.REF_DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(PIOTR)
      .first<{ id: number }>()) ?? { id: 0 };
    expect(portal.upstreamCalls).toContain(`/v2/user/${id}/mfa`);

    // A refused code is the code's fault, not the session's: 422 (a 401 would end the SPA's
    // session), and Piotr stays signed in.
    const wrong = await post('/api/profile/two-factor/verify', {
      code: await wrongTotpCode(enrolment.secret),
      step: 'temporary',
    });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toMatchObject({
      code: TWO_FACTOR_ERROR_CODES.rejected,
      lines: [expect.any(String)],
    });
    expect(client.cookie).toBeTruthy();
    expect(portal.upstreamCalls).not.toContain('/v2/login/refresh');

    const temporary = await post('/api/profile/two-factor/verify', {
      code: await totpCode(enrolment.secret),
      step: 'temporary',
    });
    expect(await temporary.json()).toEqual({ outcome: 'verified' });
    const complete = await post('/api/profile/two-factor/verify', {
      code: await totpCode(enrolment.secret, 1),
      step: 'complete',
    });
    expect(await complete.json()).toEqual({
      outcome: 'enabled',
      status: { enabled: true, enforced: false },
    });
    expect((await client.call('/api/session')).status).toBe(200);

    const next = createApiClient(createTestPortal(), 'acme', { ip: '198.18.1.1' });
    expect(await (await next.login(PIOTR)).json()).toEqual({ outcome: 'two-factor-code' });
  });

  it(
    'limits codes per session: the sixth within a minute gets 429',
    async () => {
      const { post } = await signedIn(FIONA);
      const { secret } = (await (await post('/api/profile/two-factor/enrolment')).json()) as {
        secret: string;
      };
      const wrong = await wrongTotpCode(secret);
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 0; attempt < 6; attempt++) {
        statuses.push(
          (await post('/api/profile/two-factor/verify', { code: wrong, step: 'temporary' })).status,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    },
    timeoutForBurst(WORKER_BURST_MS),
  );

  it('needs someone signed in, and a reason to switch two-factor off', async () => {
    const anonymous = createApiClient(createTestPortal());
    expect((await anonymous.call('/api/profile/two-factor')).status).toBe(401);
    const disable = await anonymous.call('/api/profile/two-factor/disable', {
      method: 'POST',
      body: { reason: 'because' },
    });
    expect(disable.status).toBe(401);

    const { post } = await signedIn(FIONA);
    const missing = await post('/api/profile/two-factor/disable', {});
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({
      code: 'validation_failed',
      fields: { reason: expect.any(String) },
    });
  });
});
