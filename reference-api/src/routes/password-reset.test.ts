import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestResetToken, reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, login, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { hashToken } from '../rules/token-codec.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const NEW_PASSWORD = 'Bright-Meadow#2049';
const INVALID = { error: 'Your password reset link has expired or is invalid.' };
const EXPIRED = { error: 'Token has expired' };

function checkToken(token: string): Promise<Response> {
  return sendJson('POST', `/v2/password-reset/check/${encodeURIComponent(token)}`, {});
}

function verifyDob(token: string, dateOfBirth: string): Promise<Response> {
  return sendJson('POST', '/v2/password-reset/dob', { token, date_of_birth: dateOfBirth });
}

function resetPassword(
  token: string,
  password: string,
  options: { dateOfBirth?: string; confirmation?: string } = {},
): Promise<Response> {
  return sendJson('POST', '/v2/password-reset', {
    token,
    date_of_birth: options.dateOfBirth ?? '1985/03/12',
    password,
    password_confirmation: options.confirmation ?? password,
  });
}

async function expireToken(token: string): Promise<void> {
  await db
    .prepare(
      `UPDATE reset_tokens SET created_at = '2026-01-01T09:00:00.000Z', expires_at = '2026-01-01T10:00:00.000Z'
       WHERE token_hash = ?1`,
    )
    .bind(await hashToken(token))
    .run();
}

beforeEach(reseed);

describe('POST /v2/password-reset/check/:token', () => {
  it('answers a live link with valid', async () => {
    const response = await checkToken(await requestResetToken(EMMA));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true });
  });

  it('answers an expired link with 410 "Token has expired"', async () => {
    const token = await requestResetToken(EMMA);
    await expireToken(token);

    const response = await checkToken(token);

    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ valid: false, ...EXPIRED });
  });

  it('answers a used link with 404, as it does an unknown or malformed one', async () => {
    const token = await requestResetToken(EMMA);
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);

    for (const presented of [token, 'A'.repeat(43), 'not-a-token']) {
      const response = await checkToken(presented);
      expect(response.status, presented).toBe(404);
      expect(await response.json()).toEqual({ valid: false, ...INVALID });
    }
  });
});

describe('POST /v2/password-reset/dob', () => {
  it('verifies the right date of birth', async () => {
    const response = await verifyDob(await requestResetToken(EMMA), '12/03/1985');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verified: true });
  });

  it('refuses a wrong date with "This date does not match our records"', async () => {
    const response = await verifyDob(await requestResetToken(EMMA), '01/01/1980');

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ verified: false, error: 'This date does not match our records' });
  });

  it.each(['31/02/1985', '1985-03-12', '12/3/1985'])(
    'refuses the malformed date %j as not valid',
    async (date) => {
      const response = await verifyDob(await requestResetToken(EMMA), date);

      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        verified: false,
        errors: { date_of_birth: ['This date of birth is not valid'] },
      });
    },
  );

  it('answers link problems as the check does', async () => {
    const token = await requestResetToken(EMMA);
    await expireToken(token);

    const expired = await verifyDob(token, '12/03/1985');
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ verified: false, ...EXPIRED });

    const unknown = await verifyDob('B'.repeat(43), '12/03/1985');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ verified: false, ...INVALID });
  });
});

describe('POST /v2/password-reset', () => {
  it('changes the password: the new one signs in and the old one no longer does', async () => {
    const response = await resetPassword(await requestResetToken(EMMA), NEW_PASSWORD);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reset: true, redirectURL: '/' });
    expect((await login(EMMA, { password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(EMMA)).status).toBe(401);
  });

  it('spends the link, and every other reset link of the account', async () => {
    const older = await requestResetToken(EMMA);
    const token = await requestResetToken(EMMA);
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);

    for (const spent of [token, older]) {
      const again = await resetPassword(spent, 'Another-Lantern#2050');
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ reset: false, ...INVALID });
    }
    expect((await login(EMMA, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('ends every session of the account and clears its failures and lock', async () => {
    const { access_token } = await signIn(EMMA);
    await db
      .prepare(
        `UPDATE users SET failed_login_count = 5, locked_until = '2099-01-01T00:00:00.000Z' WHERE email = ?1`,
      )
      .bind(EMMA)
      .run();

    expect((await resetPassword(await requestResetToken(EMMA), NEW_PASSWORD)).status).toBe(200);

    expect((await getWithToken('/v2/login/setup', access_token)).status).toBe(401);
    expect(
      await db
        .prepare('SELECT failed_login_count, locked_until FROM users WHERE email = ?1')
        .bind(EMMA)
        .first(),
    ).toEqual({ failed_login_count: 0, locked_until: null });
    expect((await login(EMMA, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a previous password (Old-Harbour#2025) with the history check false', async () => {
    for (const previous of ['Old-Harbour#2025', DEMO_PASSWORD]) {
      const response = await resetPassword(await requestResetToken(EMMA), previous);

      expect(response.status, previous).toBe(422);
      const body = await response.json<{
        reset: boolean;
        error: string;
        checks: { name: string; status: boolean }[];
      }>();
      expect(body).toMatchObject({ reset: false, error: 'Password reset failed' });
      expect(body.checks.filter((check) => !check.status)).toEqual([{ name: 'history', status: false }]);
    }
    expect((await login(EMMA)).status).toBe(200);
  });

  it('keeps the replaced password in the history, so it cannot come straight back', async () => {
    expect((await resetPassword(await requestResetToken(EMMA), NEW_PASSWORD)).status).toBe(200);

    const back = await resetPassword(await requestResetToken(EMMA), DEMO_PASSWORD);

    expect(back.status).toBe(422);
    expect(await back.json()).toMatchObject({
      checks: expect.arrayContaining([{ name: 'history', status: false }]),
    });
    expect(
      await db
        .prepare(
          'SELECT count(*) AS n FROM password_history h JOIN users u ON u.id = h.user_id WHERE u.email = ?1',
        )
        .bind(EMMA)
        .first('n'),
    ).toBe(4);
  });

  it('refuses a password that breaks the rules, with every check', async () => {
    const response = await resetPassword(await requestResetToken(EMMA), 'emma-fielding');

    expect(response.status).toBe(422);
    const body = await response.json<{ checks: { name: string; status: boolean }[] }>();
    expect(body).toMatchObject({ reset: false, error: 'Password reset failed' });
    expect(body.checks.map((check) => check.name)).toEqual([
      'length',
      'repeating',
      'sequence',
      'common',
      'uppercase',
      'number',
      'special',
      'personal',
      'history',
    ]);
    expect(body.checks.filter((check) => !check.status).map((check) => check.name)).toEqual([
      'uppercase',
      'number',
      'personal',
    ]);
  });

  it('refuses a wrong date of birth and leaves the link live', async () => {
    const token = await requestResetToken(EMMA);

    const response = await resetPassword(token, NEW_PASSWORD, { dateOfBirth: '1985/12/03' });

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ reset: false, error: 'This date does not match our records' });
    expect((await checkToken(token)).status).toBe(200);
  });

  it('refuses a malformed date of birth and a confirmation that differs', async () => {
    const token = await requestResetToken(EMMA);

    const badDate = await resetPassword(token, NEW_PASSWORD, { dateOfBirth: '12/03/1985' });
    expect(badDate.status).toBe(422);
    expect(await badDate.json()).toEqual({
      reset: false,
      errors: { date_of_birth: ['This date of birth is not valid'] },
    });

    const mismatch = await resetPassword(token, NEW_PASSWORD, { confirmation: 'Bright-Meadow#2048' });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({
      reset: false,
      errors: { password_confirmation: ['The password confirmation does not match.'] },
    });
    expect((await login(EMMA)).status).toBe(200);
  });

  it('answers an expired link with 410 and a body without the fields with 422 field errors', async () => {
    const token = await requestResetToken(EMMA);
    await expireToken(token);

    const expired = await resetPassword(token, NEW_PASSWORD);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ reset: false, ...EXPIRED });

    const incomplete = await sendJson('POST', '/v2/password-reset', { token, password: NEW_PASSWORD });
    expect(incomplete.status).toBe(422);
    expect(await incomplete.json()).toEqual({
      reset: false,
      error: 'Please review the form',
      errors: {
        date_of_birth: ['The date of birth field is required.'],
        password_confirmation: ['The password confirmation field is required.'],
      },
    });
  });
});
