import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOM_TOTP_SECRET, totpCode, totpStep, wrongTotpCode } from '#fixtures/totp.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, login, sendJson } from '#support/reference-api/session-helpers.ts';
import { DEVICE_TOKEN, loginWithCode, setUpAtLogin } from '#support/reference-api/two-factor-helpers.ts';

const db = env.REF_DB;
const TOM = 'tom.twofa@acme.test';
const GINA = 'gina.employee@globex.test';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_RESPONSE = {
  access_token: expect.stringMatching(TOKEN_SHAPE),
  refresh_token: expect.stringMatching(TOKEN_SHAPE),
  expires_in: 900,
  token_type: 'Bearer',
};
const INVALID_CODE = {
  error: [
    {
      code: 'invalid_code',
      message: 'The code you entered is not valid. Check your authenticator app and try again.',
    },
  ],
};
const CODE_ALREADY_USED = {
  error: [
    {
      code: 'code_already_used',
      message: 'This code has already been used. Wait for the next code in your authenticator app.',
    },
  ],
};

function userColumn(email: string, column: 'totp_secret' | 'totp_last_step' | 'failed_login_count') {
  return db.prepare(`SELECT ${column} AS value FROM users WHERE email = ?1`).bind(email).first('value');
}

async function setupSecretOf(email: string): Promise<string> {
  const response = await login(email);
  const body = await response.json<{ is_should_setup_2fa?: boolean; secret: string }>();
  expect(body.is_should_setup_2fa).toBe(true);
  return body.secret;
}

beforeEach(reseed);

describe('POST /v2/login/mfa', () => {
  it('signs Tom in with the code of his authenticator app and spends its step', async () => {
    expect(await (await login(TOM)).json()).toEqual({ is_should_validate_2fa: true });

    const response = await loginWithCode(TOM, await totpCode(TOM_TOTP_SECRET));

    expect(response.status).toBe(200);
    const tokens = await response.json<{ access_token: string }>();
    expect(tokens).toEqual(TOKEN_RESPONSE);
    expect(await (await getWithToken('/v2/login/setup', tokens.access_token)).json()).toMatchObject({
      user: { email: TOM, mfa_enabled: true, mfa_enforced: false },
    });
    expect(await userColumn(TOM, 'totp_last_step')).toBeGreaterThanOrEqual(totpStep() - 1);
  });

  it('refuses a wrong code with the invalid_code line, and issues no tokens', async () => {
    const response = await loginWithCode(TOM, await wrongTotpCode(TOM_TOTP_SECRET));

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID_CODE);
    expect(await db.prepare('SELECT count(*) AS n FROM tokens').first('n')).toBe(0);
  });

  it('refuses a code that was already used, then takes the next one', async () => {
    const code = await totpCode(TOM_TOTP_SECRET);
    expect((await loginWithCode(TOM, code)).status).toBe(200);

    const replayed = await loginWithCode(TOM, code);

    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(CODE_ALREADY_USED);
    expect((await loginWithCode(TOM, await totpCode(TOM_TOTP_SECRET, 1))).status).toBe(200);
  });

  it('proves the password again, counting a wrong one towards the lock', async () => {
    const response = await loginWithCode(TOM, await totpCode(TOM_TOTP_SECRET), 'Sunlit-Harbour#48');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: [{ code: 'invalid_credentials', message: "We can't find a match! Try again or contact us" }],
    });
    expect(await userColumn(TOM, 'failed_login_count')).toBe(1);
    // The code was not spent by the refused attempt.
    expect((await loginWithCode(TOM, await totpCode(TOM_TOTP_SECRET))).status).toBe(200);
  });

  it('refuses an account without two-factor with 422', async () => {
    const response = await loginWithCode('emma.employee@acme.test', await totpCode(TOM_TOTP_SECRET));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: [{ code: 'not_set_up', message: expect.any(String) }],
    });
  });

  it.each([
    ['no code', { email: TOM, password: 'x', deviceToken: DEVICE_TOKEN, portalClient: 'acme' }],
    [
      'a 5-digit code',
      { code: '12345', email: TOM, password: 'x', deviceToken: DEVICE_TOKEN, portalClient: 'acme' },
    ],
    [
      'letters for a code',
      { code: 'abcdef', email: TOM, password: 'x', deviceToken: DEVICE_TOKEN, portalClient: 'acme' },
    ],
    ['no password', { code: '123456', email: TOM, deviceToken: DEVICE_TOKEN, portalClient: 'acme' }],
    ['no portal client', { code: '123456', email: TOM, password: 'x', deviceToken: DEVICE_TOKEN }],
  ])('refuses a body with %s with 422', async (_reason, body) => {
    const response = await sendJson('POST', '/v2/login/mfa', body);

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: [{ code: 'invalid_request', message: expect.any(String) }],
    });
  });
});

describe('POST /v2/login/mfa/setup', () => {
  it('takes Gina through set-up: a temporary code, then a complete one signs her in', async () => {
    const secret = await setupSecretOf(GINA);
    const code = await totpCode(secret);

    const temporary = await setUpAtLogin('temporary', secret, code);
    expect(temporary.status).toBe(200);
    expect(await temporary.json()).toEqual({ valid: true });
    // 'temporary' stores nothing.
    expect(await userColumn(GINA, 'totp_secret')).toBeNull();

    const complete = await setUpAtLogin('complete', secret, code, {
      email: GINA,
      password: 'Sunlit-Harbour#47',
    });
    expect(complete.status).toBe(200);
    const tokens = await complete.json<{ access_token: string }>();
    expect(tokens).toEqual(TOKEN_RESPONSE);
    expect(await userColumn(GINA, 'totp_secret')).toBe(secret);
    expect(await (await getWithToken('/v2/login/setup', tokens.access_token)).json()).toMatchObject({
      user: { email: GINA, mfa_enabled: true, mfa_enforced: true },
    });
    const changes = await db
      .prepare('SELECT change, reason, actor_user_id FROM two_factor_changes WHERE user_id = 2001')
      .all();
    expect(changes.results).toEqual([{ change: 'enabled', reason: null, actor_user_id: null }]);

    // From now on she is asked for a code, and the one that completed set-up is spent.
    expect(await (await login(GINA)).json()).toEqual({ is_should_validate_2fa: true });
    expect(await (await loginWithCode(GINA, code)).json()).toEqual(CODE_ALREADY_USED);
    expect((await loginWithCode(GINA, await totpCode(secret, 1))).status).toBe(200);
  });

  it('refuses a wrong code at either step', async () => {
    const secret = await setupSecretOf(GINA);
    const wrong = await wrongTotpCode(secret);

    const temporary = await setUpAtLogin('temporary', secret, wrong);
    expect(temporary.status).toBe(401);
    expect(await temporary.json()).toEqual(INVALID_CODE);

    const complete = await setUpAtLogin('complete', secret, wrong, {
      email: GINA,
      password: 'Sunlit-Harbour#47',
    });
    expect(complete.status).toBe(401);
    expect(await complete.json()).toEqual(INVALID_CODE);
    expect(await userColumn(GINA, 'totp_secret')).toBeNull();
  });

  it('requires the e-mail and password to complete, and the right password', async () => {
    const secret = await setupSecretOf(GINA);
    const code = await totpCode(secret);

    const withoutCredentials = await setUpAtLogin('complete', secret, code);
    expect(withoutCredentials.status).toBe(422);
    expect(await withoutCredentials.json()).toEqual({
      error: [{ code: 'invalid_request', message: expect.any(String) }],
    });

    const wrongPassword = await setUpAtLogin('complete', secret, code, {
      email: GINA,
      password: 'Nope-Nope#1',
    });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toMatchObject({ error: [{ code: 'invalid_credentials' }] });
    expect(await userColumn(GINA, 'totp_secret')).toBeNull();
  });

  it('does not let set-up replace the secret of an account that has one', async () => {
    const secret = 'JBSWY3DPEHPK3PXQ';
    const response = await setUpAtLogin('complete', secret, await totpCode(secret), {
      email: TOM,
      password: 'Sunlit-Harbour#47',
    });

    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: [{ code: 'already_set_up' }] });
    expect(await userColumn(TOM, 'totp_secret')).toBe(TOM_TOTP_SECRET);
  });

  it('refuses a secret that is not base32', async () => {
    const response = await setUpAtLogin('temporary', 'not-a-secret!', '123456');

    expect(response.status).toBe(422);
  });

  it("completes Gail's set-up right after activation, with the password she just chose", async () => {
    const password = 'Copper-Kettle#5120';
    const activated = await sendJson('POST', '/v2/user/activate', {
      activation_id: 'demo-globex-gail',
      date_of_birth: '1992/06/09',
      password,
      password_confirmation: password,
      deviceToken: DEVICE_TOKEN,
      portalClient: 'globex',
    });
    const { secret } = await activated.json<{ is_should_setup_2fa: boolean; secret: string }>();
    expect(activated.status).toBe(200);

    const response = await setUpAtLogin('complete', secret, await totpCode(secret), {
      email: 'gail.new@globex.test',
      password,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(TOKEN_RESPONSE);
    expect(await userColumn('gail.new@globex.test', 'totp_secret')).toBe(secret);
  });
});
