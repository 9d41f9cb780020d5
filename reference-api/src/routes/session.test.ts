import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { bearer, getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { hashToken } from '../rules/token-codec.ts';

// Bearer authentication, keep-alive, redirect and logout across the v1 and v2 hosts.
const db = env.REF_DB;
const PROTECTED = ['/v2/login/setup', '/v2/login/redirect', '/v2/user', '/v1/ping'];

describe('bearer authentication', () => {
  it.each(PROTECTED)('answers %s without a token with 401 Unauthenticated', async (path) => {
    const response = await callReferenceApi(path);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthenticated' });
  });

  it.each(['Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Bearer not-a-token', 'Basic YTpi'])(
    'refuses the Authorization header %j',
    async (authorization) => {
      const response = await callReferenceApi('/v2/login/setup', { headers: { authorization } });

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthenticated' });
    },
  );

  it('accepts the token in X-Bearer-Token as well', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await callReferenceApi('/v2/login/setup', {
      headers: { 'x-bearer-token': access_token },
    });

    expect(response.status).toBe(200);
  });

  it('refuses an expired access token', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    await db
      .prepare('UPDATE tokens SET created_at = ?2 - 2000, expires_at = ?2 - 1000 WHERE token_hash = ?1')
      .bind(await hashToken(access_token), Date.now())
      .run();

    for (const path of PROTECTED) {
      const response = await getWithToken(path, access_token);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthenticated' });
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh_token } = await signIn('emma.employee@acme.test');

    expect((await getWithToken('/v2/login/setup', refresh_token)).status).toBe(401);
  });
});

describe('GET /v1/ping', () => {
  it('answers ok and records when the token was last seen', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const before = Date.now();

    const response = await getWithToken('/v1/ping', access_token);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const lastSeen = await db
      .prepare('SELECT last_seen_at FROM tokens WHERE token_hash = ?1')
      .bind(await hashToken(access_token))
      .first<number>('last_seen_at');
    expect(lastSeen).toBeGreaterThanOrEqual(before);
  });
});

describe('GET /v2/login/redirect', () => {
  it('sends a signed-in user to the home page', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await getWithToken('/v2/login/redirect', access_token);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: '/app/home/' });
  });
});

describe('logout', () => {
  it.each(['POST', 'DELETE'])(
    '%s revokes the access token everywhere and its refresh token',
    async (method) => {
      const { access_token, refresh_token } = await signIn('emma.employee@acme.test');

      const response = await callReferenceApi('/v2/logout', { method, headers: bearer(access_token) });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ logged_out: true });
      for (const path of PROTECTED) {
        expect((await getWithToken(path, access_token)).status, path).toBe(401);
      }
      expect((await callReferenceApi('/v2/logout', { method, headers: bearer(access_token) })).status).toBe(
        401,
      );
      expect((await sendJson('POST', '/v2/login/refresh', { refresh_token })).status).toBe(401);
    },
  );

  it('revokes the tokens that refreshing the session produced', async () => {
    const first = await signIn('emma.employee@acme.test');
    const refreshed = await (
      await sendJson('POST', '/v2/login/refresh', { refresh_token: first.refresh_token })
    ).json<{ access_token: string }>();

    await sendJson('POST', '/v2/logout', {}, first.access_token);

    expect((await getWithToken('/v2/login/setup', refreshed.access_token)).status).toBe(401);
  });

  it('ends only the session it belongs to', async () => {
    const other = await signIn('emma.employee@acme.test');
    const mine = await signIn('emma.employee@acme.test');

    await callReferenceApi('/v2/logout', { method: 'POST', headers: bearer(mine.access_token) });

    expect((await getWithToken('/v2/login/setup', other.access_token)).status).toBe(200);
  });
});
