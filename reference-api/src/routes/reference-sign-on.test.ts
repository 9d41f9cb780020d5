import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { signOn, signOnParts } from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, sendJson } from '#support/reference-api/session-helpers.ts';
import { hashToken } from '../rules/token-codec.ts';

const db = env.REF_DB;
const SID = 'sid.sso@sso.globex.test';
const GLOBEX = 'http://globex.localhost:8787';
const LINK_FAILED = { error: 'This link has expired or has already been used' };

function signOnPage(email?: string): Promise<Response> {
  const query = email === undefined ? '' : `?email=${encodeURIComponent(email)}`;
  return callReferenceApi(`/v2/sso/reference-sign-on${query}`);
}

function continueAs(email: string): Promise<Response> {
  return callReferenceApi('/v2/sso/reference-sign-on', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
    redirect: 'manual',
  });
}

async function ssoLocation(): Promise<string> {
  const response = await continueAs(SID);
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

// The portal's CSP allows neither, so the pages must not need them.
function expectNoInlineScriptOrStyle(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
}

beforeEach(reseed);

describe('the login-URL check for an SSO user', () => {
  it("points at the reference sign-on page on the client's portal", async () => {
    const response = await sendJson('POST', '/v2/login/url', { email: SID });

    expect(await response.json()).toEqual({
      url: `${GLOBEX}/__dev/reference-sign-on?email=sid.sso%40sso.globex.test`,
    });
  });
});

describe('GET /v2/sso/reference-sign-on', () => {
  it('shows who is signing in and a form to continue as them', async () => {
    const response = await signOnPage(SID);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Reference sign-on</title>');
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Reference sign-on</h1>');
    expect(html).toContain('stands in for your organisation&#39;s identity provider');
    expect(html).toContain('<dd>Sid Lowe</dd>');
    expect(html).toContain(`<dd>${SID}</dd>`);
    expect(html).toContain('<form method="post">');
    expect(html).toContain(`<input type="hidden" name="email" value="${SID}">`);
    expect(html).toContain('<button type="submit">Continue as Sid Lowe</button>');
    expectNoInlineScriptOrStyle(html);
  });

  it.each([
    ['an unknown e-mail on the SSO domain', 'nobody@sso.globex.test'],
    ['a password account', 'gina.employee@globex.test'],
    ['something that is not an e-mail', '<script>alert(1)</script>'],
  ])('answers 404 with a page for %s', async (_case, email) => {
    const response = await signOnPage(email);

    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1>Reference sign-on</h1>');
    expect(html).toContain('We do not know a single sign-on account with that e-mail address');
    expect(html).not.toContain('<form');
    expectNoInlineScriptOrStyle(html);
  });

  it('answers 404 without an e-mail', async () => {
    expect((await signOnPage()).status).toBe(404);
  });
});

describe('POST /v2/sso/reference-sign-on', () => {
  it('mints a one-time 5-minute SSO token and redirects (303) to /sso-login/{token}/{year}', async () => {
    const before = Date.now();
    const location = await ssoLocation();

    expect(location).toMatch(/^http:\/\/globex\.localhost:8787\/sso-login\/[A-Za-z0-9_-]{43}\/2026$/);
    const { token } = signOnParts(location);
    expect(token.startsWith('msq')).toBe(false);
    const stored = await db
      .prepare(
        'SELECT kind, user_id, actor_user_id, scheme_year, created_at, expires_at, used_at FROM sign_on_tokens WHERE token_hash = ?1',
      )
      .bind(await hashToken(token))
      .first<{ created_at: number; expires_at: number }>();
    expect(stored).toMatchObject({
      kind: 'sso',
      user_id: 2003,
      actor_user_id: null,
      scheme_year: 2026,
      used_at: null,
    });
    expect(stored?.created_at).toBeGreaterThanOrEqual(before);
    expect((stored?.expires_at ?? 0) - (stored?.created_at ?? 0)).toBe(5 * 60 * 1000);
    const all = await db.prepare('SELECT * FROM sign_on_tokens').all();
    expect(JSON.stringify(all.results)).not.toContain(token);
  });

  it('answers 404 for an e-mail that is no SSO account, and mints nothing', async () => {
    const response = await continueAs('gina.employee@globex.test');

    expect(response.status).toBe(404);
    expect(await db.prepare('SELECT count(*) AS n FROM sign_on_tokens').first('n')).toBe(0);
  });
});

describe('POST /v2/login/sso with an SSO token', () => {
  it('signs Sid in once, without masquerade, and a second use is refused', async () => {
    const { token } = signOnParts(await ssoLocation());

    const first = await signOn(token);

    expect(first.status).toBe(200);
    expect(first.headers.get('x-masquerade')).toBeNull();
    const tokens = await first.json<Record<string, unknown>>();
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in: 900,
      token_type: 'Bearer',
    });
    const setup = await getWithToken('/v2/login/setup', String(tokens.access_token));
    expect(setup.status).toBe(200);
    expect(await setup.json()).toMatchObject({
      user: { email: SID, sso_logout_url: `${GLOBEX}/__dev/reference-sign-on/signed-out` },
    });

    const second = await signOn(token);
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual(LINK_FAILED);
  });

  it('refuses an expired token and an unknown one alike', async () => {
    const { token } = signOnParts(await ssoLocation());
    await db
      .prepare('UPDATE sign_on_tokens SET created_at = ?2 - 2000, expires_at = ?2 - 1 WHERE token_hash = ?1')
      .bind(await hashToken(token), Date.now())
      .run();

    for (const presented of [token, 'A'.repeat(43), `msq${'A'.repeat(43)}`, 'not a token']) {
      const response = await signOn(presented);
      expect(response.status, presented).toBe(401);
      expect(await response.json()).toEqual(LINK_FAILED);
    }
  });

  it('answers 400 without a token', async () => {
    expect((await sendJson('POST', '/v2/login/sso', {})).status).toBe(400);
  });
});

describe('GET /v2/sso/reference-sign-on/signed-out', () => {
  it('says the person has signed out and links back to the portal', async () => {
    const response = await callReferenceApi('/v2/sso/reference-sign-on/signed-out');

    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>You have signed out of Reference sign-on</h1>');
    expect(html).toContain('<a href="/">Back to your benefits portal</a>');
    expect(html).toContain('<html lang="en">');
    expectNoInlineScriptOrStyle(html);
  });
});
