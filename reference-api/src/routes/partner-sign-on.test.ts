import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOnParts, signOnThrough } from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, sendJson } from '#support/reference-api/session-helpers.ts';
import { hashToken } from '../rules/token-codec.ts';

// A partner's single sign-on (spec 2.1 and 7: /wrkit-redirect-sso/{token}/{year} and /wrkit-sso;
// docs/decisions/076).
const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const LINK_FAILED = { error: 'This link has expired or has already been used' };

async function mintPartnerLink(email: string): Promise<Response> {
  return sendJson('POST', '/v2/__dev/partner-sso-link', { email });
}

/** The token and year of a /wrkit-redirect-sso/{token}/{year} URL. */
async function partnerToken(email = EMMA): Promise<string> {
  const response = await mintPartnerLink(email);
  expect(response.status).toBe(200);
  const { url } = await response.json<{ url: string }>();
  const match = /^\/wrkit-redirect-sso\/([A-Za-z0-9_-]{43})\/2026$/.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`not a partner redirect: ${url}`);
  return match[1];
}

const spendAsPartner = (token: string, portalClient: string | null = 'acme') =>
  sendJson('POST', '/v2/wrkit-sso', { token, portalClient });

beforeEach(reseed);

describe('POST /v2/__dev/partner-sso-link', () => {
  it("mints a one-time 5-minute partner token into the person's own portal", async () => {
    const before = Date.now();
    const response = await mintPartnerLink(EMMA);
    const { url } = await response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/acme\.localhost:8787\/wrkit-redirect-sso\/[A-Za-z0-9_-]{43}\/2026$/);
    const token = decodeURIComponent(new URL(url).pathname.split('/')[2] ?? '');
    const stored = await db
      .prepare(
        'SELECT kind, user_id, actor_user_id, created_at, expires_at, used_at FROM sign_on_tokens WHERE token_hash = ?1',
      )
      .bind(await hashToken(token))
      .first<{ created_at: number; expires_at: number }>();
    expect(stored).toMatchObject({ kind: 'partner', user_id: 1001, actor_user_id: null, used_at: null });
    expect(stored?.created_at).toBeGreaterThanOrEqual(before);
    expect((stored?.expires_at ?? 0) - (stored?.created_at ?? 0)).toBe(5 * 60 * 1000);
  });

  it('mints nothing for support staff, who have no client, or for no one', async () => {
    expect((await mintPartnerLink('sam.support@c8.test')).status).toBe(404);
    expect((await mintPartnerLink('nobody@acme.test')).status).toBe(404);
    expect((await sendJson('POST', '/v2/__dev/partner-sso-link', {})).status).toBe(400);
    expect(await db.prepare('SELECT count(*) AS n FROM sign_on_tokens').first('n')).toBe(0);
  });
});

describe('POST /v2/wrkit-sso', () => {
  it('signs Emma in once, as herself, and records the sign-in; a second use is refused', async () => {
    const token = await partnerToken();
    const first = await spendAsPartner(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-masquerade')).toBeNull();
    const tokens = await first.json<{ access_token: string; masquerade?: unknown }>();
    expect(tokens.masquerade).toBeUndefined();
    const setup = await getWithToken('/v2/login/setup', tokens.access_token);
    expect(await setup.json()).toMatchObject({ user: { email: EMMA } });
    expect(
      await db
        .prepare(
          "SELECT method FROM account_events WHERE user_id = 1001 AND kind = 'signed-in' ORDER BY id DESC",
        )
        .first('method'),
    ).toBe('single-sign-on');

    const second = await spendAsPartner(token);
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual(LINK_FAILED);
  });

  it('takes only partner tokens, and /login/sso never a partner token: neither spends the other', async () => {
    const token = await partnerToken();
    const asSignOn = await signOnThrough(token, 'acme');
    expect(asSignOn.status).toBe(401);
    expect(await asSignOn.json()).toEqual(LINK_FAILED);
    expect((await spendAsPartner(token)).status).toBe(200);

    const masqueradeLink = await sendJson('POST', '/v2/__dev/masquerade-link', {
      email: EMMA,
      schemeYear: 2026,
    });
    const { token: msq } = signOnParts((await masqueradeLink.json<{ url: string }>()).url);
    expect((await spendAsPartner(msq)).status).toBe(401);
    expect((await signOnThrough(msq, 'acme')).status).toBe(200);
  });

  it("refuses it on another client's portal, leaving it good on the person's own (decision 064)", async () => {
    const token = await partnerToken();
    expect((await spendAsPartner(token, 'globex')).status).toBe(403);
    expect((await spendAsPartner(token, 'acme')).status).toBe(200);
  });

  it('refuses an expired token and an unknown one alike', async () => {
    const token = await partnerToken();
    await db
      .prepare('UPDATE sign_on_tokens SET created_at = ?2 - 2000, expires_at = ?2 - 1 WHERE token_hash = ?1')
      .bind(await hashToken(token), Date.now())
      .run();
    for (const presented of [token, 'A'.repeat(43), 'not a token']) {
      const response = await spendAsPartner(presented);
      expect(response.status, presented).toBe(401);
      expect(await response.json()).toEqual(LINK_FAILED);
    }
    expect((await sendJson('POST', '/v2/wrkit-sso', {})).status).toBe(400);
  });
});
