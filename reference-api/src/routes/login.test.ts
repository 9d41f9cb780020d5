import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, login, sendJson, signIn } from '#support/reference-api/session-helpers.ts';

const db = env.REF_DB;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function failedCount(email: string): Promise<unknown> {
  return db
    .prepare('SELECT failed_login_count FROM users WHERE email = ?1')
    .bind(email)
    .first('failed_login_count');
}

describe('POST /v2/login/url', () => {
  it('answers {} for a password account and for an unknown e-mail alike', async () => {
    for (const email of ['emma.employee@acme.test', 'nobody.here@acme.test']) {
      const response = await sendJson('POST', '/v2/login/url', { email });

      expect(response.status, email).toBe(200);
      expect(await response.json(), email).toEqual({});
    }
  });

  it("answers the reference sign-on URL on the client's portal for an e-mail on its SSO domain", async () => {
    const response = await sendJson('POST', '/v2/login/url', { email: 'sid.sso@sso.globex.test' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: 'http://globex.localhost:8787/__dev/reference-sign-on?email=sid.sso%40sso.globex.test',
    });
  });

  it.each([
    ['no e-mail', {}],
    ['an invalid e-mail', { email: 'sid.sso' }],
    ['an e-mail that is not text', { email: 42 }],
  ])('rejects a body with %s with 400 "Unable to process login request"', async (_reason, body) => {
    const response = await sendJson('POST', '/v2/login/url', body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unable to process login request' });
  });
});

describe('POST /v2/login', () => {
  it('returns bearer tokens that authorise /login/setup', async () => {
    const tokens = await signIn('emma.employee@acme.test');

    expect(tokens).toEqual({
      access_token: expect.stringMatching(TOKEN_SHAPE),
      refresh_token: expect.stringMatching(TOKEN_SHAPE),
      expires_in: 900,
      token_type: 'Bearer',
    });
    const setup = await getWithToken('/v2/login/setup', tokens.access_token);
    expect(setup.status).toBe(200);
    expect(await setup.json()).toMatchObject({ user: { email: 'emma.employee@acme.test' } });
  });

  it('matches the e-mail case-insensitively', async () => {
    expect((await login('Emma.Employee@ACME.test')).status).toBe(200);
  });

  it('stores only SHA-256 hashes of the tokens, with a 30-day refresh token in the same family', async () => {
    const before = Date.now();
    const tokens = await signIn('piotr.probation@acme.test');

    const { results } = await db
      .prepare(
        `SELECT t.kind, t.token_hash, t.family_id, t.created_at, t.expires_at FROM tokens t
         JOIN users u ON u.id = t.user_id WHERE u.email = 'piotr.probation@acme.test' ORDER BY t.id`,
      )
      .all<{ kind: string; token_hash: string; family_id: string; created_at: number; expires_at: number }>();
    const [access, refresh] = results;

    expect(results).toHaveLength(2);
    expect(JSON.stringify(results)).not.toContain(tokens.access_token);
    expect(JSON.stringify(results)).not.toContain(tokens.refresh_token);
    expect(access).toMatchObject({ kind: 'access', token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(refresh).toMatchObject({ kind: 'refresh', family_id: access?.family_id });
    expect(access?.created_at).toBeGreaterThanOrEqual(before);
    expect((access?.expires_at ?? 0) - (access?.created_at ?? 0)).toBe(900_000);
    expect((refresh?.expires_at ?? 0) - (refresh?.created_at ?? 0)).toBe(30 * 24 * 3_600_000);
  });

  it('answers a wrong password with 401 and counts it', async () => {
    const response = await login('fiona.first@acme.test', { password: 'Sunlit-Harbour#48' });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error_message: null,
      showRecaptcha: false,
      userAccountLocked: false,
    });
    expect(await failedCount('fiona.first@acme.test')).toBe(1);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await login('nobody.here@acme.test');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error_message: null,
      showRecaptcha: false,
      userAccountLocked: false,
    });
  });

  it('sends a not-activated account to support once the password is right', async () => {
    const response = await login('nina.new@acme.test');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error_message:
        'Unfortunately we are experiencing a problem with your account, please contact the support team for help.',
      showRecaptcha: false,
      userAccountLocked: false,
    });
  });

  it('asks a user with two-factor on to validate a code, without tokens', async () => {
    const response = await login('tom.twofa@acme.test');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ is_should_validate_2fa: true });
  });

  it('asks an employee of an enforcing client to set two-factor up, with a new secret and its URL', async () => {
    const response = await login('gina.employee@globex.test');
    const body = await response.json<{ secret: string; url: string }>();

    expect(response.status).toBe(200);
    expect(body).toEqual({
      is_should_setup_2fa: true,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      url: expect.stringMatching(/^otpauth:\/\/totp\//),
    });
    expect(body.url).toContain(`secret=${body.secret}`);
    expect(body.url).toContain('gina.employee%40globex.test');
    expect(body.secret).not.toBe(
      (await (await login('gina.employee@globex.test')).json<{ secret: string }>()).secret,
    );
  });

  it('lets an employer of an enforcing client in without two-factor', async () => {
    expect((await login('gus.admin@globex.test')).status).toBe(200);
  });

  it.each([
    ['no password', { email: 'emma.employee@acme.test', deviceToken: 'd', portalClient: 'acme' }],
    ['no device token', { email: 'emma.employee@acme.test', password: 'x', portalClient: 'acme' }],
    ['no e-mail', { password: 'x', deviceToken: 'd', portalClient: 'acme' }],
    [
      'an empty password',
      { email: 'emma.employee@acme.test', password: '', deviceToken: 'd', portalClient: 'acme' },
    ],
    ['no portal client', { email: 'emma.employee@acme.test', password: 'x', deviceToken: 'd' }],
  ])('rejects a body with %s with 400', async (_reason, body) => {
    const response = await sendJson('POST', '/v2/login', body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const response = await callReferenceApi('/v2/login', { method: 'POST', body: 'email=emma' });

    expect(response.status).toBe(400);
  });
});
