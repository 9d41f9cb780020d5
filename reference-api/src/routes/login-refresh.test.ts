import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { REFRESH_REUSE_GRACE_MS, type TokenResponse } from '../auth/token-service.ts';
import { hashToken } from '../rules/token-codec.ts';

const db = env.REF_DB;

function refresh(refreshToken: unknown): Promise<Response> {
  return sendJson('POST', '/v2/login/refresh', { refresh_token: refreshToken });
}

describe('POST /v2/login/refresh', () => {
  it('rotates: a new pair in the same family, and the old refresh token revoked', async () => {
    const first = await signIn('emma.employee@acme.test');

    const response = await refresh(first.refresh_token);
    const second = await response.json<TokenResponse>();

    expect(response.status).toBe(200);
    expect(second).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await getWithToken('/v2/login/setup', second.access_token)).status).toBe(200);

    const [oldHash, newHash] = [await hashToken(first.refresh_token), await hashToken(second.refresh_token)];
    const { results } = await db
      .prepare('SELECT token_hash, family_id, revoked_at FROM tokens WHERE token_hash IN (?1, ?2)')
      .bind(oldHash, newHash)
      .all<{ token_hash: string; family_id: string; revoked_at: number | null }>();
    const byHash = new Map(results.map((row) => [row.token_hash, row]));
    expect(byHash.get(oldHash)?.revoked_at).toEqual(expect.any(Number));
    expect(byHash.get(newHash)?.revoked_at).toBeNull();
    expect(byHash.get(newHash)?.family_id).toBe(byHash.get(oldHash)?.family_id);
  });

  it('revokes the whole family when a rotated refresh token is presented again after the grace period', async () => {
    const first = await signIn('emma.employee@acme.test');
    const second = await (await refresh(first.refresh_token)).json<TokenResponse>();
    await db
      .prepare('UPDATE tokens SET rotated_at = rotated_at - ?2 WHERE token_hash = ?1')
      .bind(await hashToken(first.refresh_token), REFRESH_REUSE_GRACE_MS + 1)
      .run();

    const reuse = await refresh(first.refresh_token);

    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ error: 'Invalid refresh token' });
    // The legitimate holder's newer tokens die with the family too.
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await getWithToken('/v2/login/setup', second.access_token)).status).toBe(401);
  });

  it('gives a second pair to a refresh repeated within seconds by the same live session', async () => {
    const first = await signIn('emma.employee@acme.test');
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);

    expect([a.status, b.status]).toEqual([200, 200]);
    const [pairA, pairB] = [await a.json<TokenResponse>(), await b.json<TokenResponse>()];
    expect((await getWithToken('/v2/login/setup', pairA.access_token)).status).toBe(200);
    expect((await getWithToken('/v2/login/setup', pairB.access_token)).status).toBe(200);
  });

  it('gives no grace once the session has been logged out', async () => {
    const first = await signIn('emma.employee@acme.test');
    const second = await (await refresh(first.refresh_token)).json<TokenResponse>();
    await sendJson('POST', '/v2/logout', undefined, second.access_token);

    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const other = await signIn('emma.employee@acme.test');
    const first = await signIn('emma.employee@acme.test');
    await refresh(first.refresh_token);
    await db
      .prepare('UPDATE tokens SET rotated_at = rotated_at - ?1')
      .bind(REFRESH_REUSE_GRACE_MS + 1)
      .run();
    await refresh(first.refresh_token);

    expect((await getWithToken('/v2/login/setup', other.access_token)).status).toBe(200);
  });

  it('answers an unknown or expired refresh token with 401', async () => {
    const tokens = await signIn('emma.employee@acme.test');
    await db
      .prepare(
        'UPDATE tokens SET expires_at = created_at - 1, created_at = created_at - 2 WHERE token_hash = ?1',
      )
      .bind(await hashToken(tokens.refresh_token))
      .run();

    for (const token of ['A'.repeat(43), tokens.refresh_token, tokens.access_token]) {
      const response = await refresh(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid refresh token' });
    }
  });

  it('rejects a body without a refresh token with 400', async () => {
    const response = await sendJson('POST', '/v2/login/refresh', {});

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'refresh_token is required' });
  });
});
