import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { totpCode, wrongTotpCode } from '#fixtures/totp.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { bearer, getWithToken, login, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { loginWithCode } from '#support/reference-api/two-factor-helpers.ts';

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;

function enrol(token: string, userId = EMMA_ID): Promise<Response> {
  return callReferenceApi(`/v2/user/${userId}/mfa`, { method: 'POST', headers: bearer(token) });
}

function validate(token: string, code: string, type: 'temporary' | 'complete', userId = EMMA_ID) {
  return sendJson('POST', `/v2/user/${userId}/mfa/validate`, { code, type }, token);
}

function disable(token: string, body: unknown, userId = EMMA_ID): Promise<Response> {
  return sendJson('DELETE', `/v2/user/${userId}/mfa`, body, token);
}

async function enrolledSecret(token: string): Promise<string> {
  const response = await enrol(token);
  expect(response.status).toBe(200);
  return (await response.json<{ secret: string }>()).secret;
}

async function mfaFlags(token: string): Promise<unknown> {
  const user = await (await getWithToken('/v2/user', token)).json<Record<string, unknown>>();
  return { mfa_enabled: user.mfa_enabled, mfa_enforced: user.mfa_enforced };
}

function changesOf(userId: number) {
  return db
    .prepare('SELECT change, reason, actor_user_id FROM two_factor_changes WHERE user_id = ?1 ORDER BY id')
    .bind(userId)
    .all()
    .then((result) => result.results);
}

beforeEach(reseed);

describe('switching two-factor on from the profile', () => {
  it('hands out a pending secret, checks a first code, then switches on with the next', async () => {
    const { access_token } = await signIn(EMMA);

    const enrolment = await enrol(access_token);
    expect(enrolment.status).toBe(200);
    const { secret, url } = await enrolment.json<{ secret: string; url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(
      `otpauth://totp/Acme%20Logistics:emma.employee%40acme.test?secret=${secret}&issuer=Acme%20Logistics&algorithm=SHA1&digits=6&period=30`,
    );
    // Pending only: not on until a code of it is confirmed.
    expect(await mfaFlags(access_token)).toEqual({ mfa_enabled: false, mfa_enforced: false });
    expect(await (await login(EMMA)).json()).toMatchObject({ access_token: expect.any(String) });

    const code = await totpCode(secret);
    const temporary = await validate(access_token, code, 'temporary');
    expect(temporary.status).toBe(200);
    expect(await temporary.json()).toEqual({ valid: true });
    expect(await mfaFlags(access_token)).toEqual({ mfa_enabled: false, mfa_enforced: false });

    const complete = await validate(access_token, code, 'complete');
    expect(complete.status).toBe(200);
    expect(await complete.json()).toEqual({ mfa_enabled: true });
    expect(await mfaFlags(access_token)).toEqual({ mfa_enabled: true, mfa_enforced: false });
    expect(await changesOf(EMMA_ID)).toEqual([{ change: 'enabled', reason: null, actor_user_id: null }]);

    // Her next sign-in asks for a code, and the one that switched it on is spent.
    expect(await (await login(EMMA)).json()).toEqual({ is_should_validate_2fa: true });
    expect((await loginWithCode(EMMA, code)).status).toBe(401);
    expect((await loginWithCode(EMMA, await totpCode(secret, 1))).status).toBe(200);
  });

  it('refuses a wrong code, and a code before any enrolment', async () => {
    const { access_token } = await signIn(EMMA);

    const early = await validate(access_token, '123456', 'temporary');
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({ error: [{ code: 'no_pending_setup' }] });

    const secret = await enrolledSecret(access_token);
    const wrong = await validate(access_token, await wrongTotpCode(secret), 'complete');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: [
        {
          code: 'invalid_code',
          message: 'The code you entered is not valid. Check your authenticator app and try again.',
        },
      ],
    });
    expect(await mfaFlags(access_token)).toEqual({ mfa_enabled: false, mfa_enforced: false });
  });

  it('only checks codes of the newest enrolment', async () => {
    const { access_token } = await signIn(EMMA);
    const first = await enrolledSecret(access_token);
    const second = await enrolledSecret(access_token);

    expect((await validate(access_token, await totpCode(first), 'complete')).status).toBe(401);
    expect((await validate(access_token, await totpCode(second), 'complete')).status).toBe(200);
  });

  it('refuses a new enrolment while two-factor is on', async () => {
    const { access_token } = await signIn(EMMA);
    const secret = await enrolledSecret(access_token);
    await validate(access_token, await totpCode(secret), 'complete');

    const again = await enrol(access_token);

    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: [{ code: 'already_set_up' }] });
  });

  it('shows mfa_enforced to an employee of an enforcing client, not to its employer', async () => {
    const { access_token } = await signIn('gus.admin@globex.test');
    expect(await mfaFlags(access_token)).toEqual({ mfa_enabled: false, mfa_enforced: false });
    const setup = await (await getWithToken('/v2/login/setup', access_token)).json();
    expect(setup).toMatchObject({
      user: { mfa_enabled: false, mfa_enforced: false },
      client: { scheme: { id: 103 } },
    });
  });
});

describe('switching two-factor off from the profile', () => {
  async function enabledSession(): Promise<{ token: string; secret: string }> {
    const { access_token } = await signIn(EMMA);
    const secret = await enrolledSecret(access_token);
    expect((await validate(access_token, await totpCode(secret), 'complete')).status).toBe(200);
    return { token: access_token, secret };
  }

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason that is not text', { reason: 42 }],
  ])('requires a reason: %s gives 422', async (_case, body) => {
    const { token } = await enabledSession();

    const response = await disable(token, body);

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: [
        {
          code: 'reason_required',
          message: 'Please tell us why you are turning off two factor authentication.',
        },
      ],
    });
    expect(await mfaFlags(token)).toEqual({ mfa_enabled: true, mfa_enforced: false });
  });

  it('refuses a reason over 500 characters', async () => {
    const { token } = await enabledSession();

    const response = await disable(token, { reason: 'x'.repeat(501) });

    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: [{ code: 'reason_too_long' }] });
  });

  it('switches off with a reason, forgets the secret and logs why', async () => {
    const { token } = await enabledSession();

    const response = await disable(token, { reason: '  I changed my phone  ' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mfa_enabled: false });
    expect(await mfaFlags(token)).toEqual({ mfa_enabled: false, mfa_enforced: false });
    const row = await db
      .prepare('SELECT totp_secret, totp_pending_secret, totp_last_step FROM users WHERE id = ?1')
      .bind(EMMA_ID)
      .first();
    expect(row).toEqual({ totp_secret: null, totp_pending_secret: null, totp_last_step: null });
    expect(await changesOf(EMMA_ID)).toEqual([
      { change: 'enabled', reason: null, actor_user_id: null },
      { change: 'disabled', reason: 'I changed my phone', actor_user_id: null },
    ]);
    expect(await (await login(EMMA)).json()).toMatchObject({ access_token: expect.any(String) });
  });
});

describe('whose two-factor', () => {
  it("answers 403 for another user's id on every call", async () => {
    const { access_token } = await signIn(EMMA);
    const other = 1002;

    const responses = [
      await enrol(access_token, other),
      await validate(access_token, '123456', 'temporary', other),
      await disable(access_token, { reason: 'not mine' }, other),
      await enrol(access_token, 999999),
    ];

    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(
      await db.prepare('SELECT totp_pending_secret FROM users WHERE id = 1002').first('totp_pending_secret'),
    ).toBeNull();
  });

  it('answers 401 without a bearer token', async () => {
    expect((await callReferenceApi(`/v2/user/${EMMA_ID}/mfa`, { method: 'POST' })).status).toBe(401);
  });
});
