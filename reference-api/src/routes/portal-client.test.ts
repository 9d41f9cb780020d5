import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOM_TOTP_SECRET, totpCode } from '#fixtures/totp.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import {
  mintDevMasqueradeLink,
  signOnParts,
  signOnThrough,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { login, sendJson } from '#support/reference-api/session-helpers.ts';
import { loginWithCode, setUpAtLogin } from '#support/reference-api/two-factor-helpers.ts';

// Every sign-in call holds a proved person to their own client's portal (docs/decisions/064): the
// portal says which client's address the sign-in came through (its slug, or null for none).

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const SAM = 'sam.support@c8.test';
const NOT_THIS_PORTAL = {
  error: [
    {
      code: 'not_this_portal',
      message: 'This account does not belong to the client of the portal it signed in through.',
    },
  ],
};
/** The portals that are not acme's: another client's, the root tenant's, and an address with no client. */
const OTHER_PORTALS = ['globex', 'localhost', null];

/** The refusal of a proved person on another client's portal: 403, and nothing else said. */
async function expectNotThisPortal(response: Response, where?: string): Promise<void> {
  expect(response.status, where).toBe(403);
  expect(await response.json(), where).toEqual(NOT_THIS_PORTAL);
}

async function tokenCount(email: string): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS n FROM tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1')
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A single sign-on link for Sid (globex) from the reference identity provider. */
async function ssoTokenOfSid(): Promise<string> {
  const page = await callReferenceApi('/v2/sso/reference-sign-on', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'sid.sso@sso.globex.test' }).toString(),
    redirect: 'manual',
  });
  return signOnParts(page.headers.get('location') ?? '').token;
}

beforeEach(reseed);

describe('POST /v2/login through a portal that is not the person’s own', () => {
  it.each(OTHER_PORTALS)(
    'refuses Emma’s right password through %s with 403 and issues no token',
    async (portal) => {
      const response = await login(EMMA, { portalClient: portal });

      await expectNotThisPortal(response);
      expect(await tokenCount(EMMA)).toBe(0);
    },
  );

  it('signs Emma in through acme’s portal', async () => {
    expect((await login(EMMA, { portalClient: 'acme' })).status).toBe(200);
    expect(await tokenCount(EMMA)).toBe(2);
  });

  it('answers a wrong password through another portal as any wrong password, telling nothing of the client', async () => {
    const response = await login(EMMA, { password: 'Sunlit-Harbour#48', portalClient: 'globex' });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error_message: null,
      showRecaptcha: false,
      userAccountLocked: false,
    });
  });

  it('lets support staff, who belong to no client, in only where the portal has none', async () => {
    for (const portal of ['localhost', 'acme']) {
      expect((await login(SAM, { portalClient: portal })).status, portal).toBe(403);
    }
    expect((await login(SAM, { portalClient: null })).status).toBe(200);
  });
});

describe('the two-factor sign-in calls through another client’s portal', () => {
  it('refuses Tom’s password and code through globex, and the code still signs him in through acme', async () => {
    const code = await totpCode(TOM_TOTP_SECRET);

    const refused = await loginWithCode('tom.twofa@acme.test', code, undefined, 'globex');
    await expectNotThisPortal(refused);

    expect((await loginWithCode('tom.twofa@acme.test', code, undefined, 'acme')).status).toBe(200);
  });

  it('refuses Gina’s set-up through acme and keeps no secret of it', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const response = await setUpAtLogin('complete', secret, await totpCode(secret), {
      email: 'gina.employee@globex.test',
      password: 'Sunlit-Harbour#47',
      portalClient: 'acme',
    });

    await expectNotThisPortal(response);
    const stored = await db
      .prepare("SELECT totp_secret FROM users WHERE email = 'gina.employee@globex.test'")
      .first('totp_secret');
    expect(stored).toBeNull();
  });
});

describe('POST /v2/login/sso through another client’s portal', () => {
  it('refuses Sid’s single sign-on link through acme without spending it', async () => {
    const token = await ssoTokenOfSid();

    const refused = await signOnThrough(token, 'acme');
    await expectNotThisPortal(refused);

    expect((await signOnThrough(token, 'globex')).status).toBe(200);
  });

  it('refuses an act-as link for Emma through globex or an address with no client', async () => {
    const { token } = signOnParts(await mintDevMasqueradeLink(EMMA));

    for (const portal of ['globex', null]) {
      const refused = await signOnThrough(token, portal);
      await expectNotThisPortal(refused, String(portal));
    }
    expect(await tokenCount(EMMA)).toBe(0);
    expect((await signOnThrough(token, 'acme')).status).toBe(200);
  });

  it('answers an unknown link through any portal as it always did', async () => {
    expect((await signOnThrough('A'.repeat(43), 'globex')).status).toBe(401);
  });
});

describe('activation through another client’s portal', () => {
  const NINA_LINK = 'demo-acme-nina';

  it('refuses Nina’s date of birth step through globex once the date is right, and a wrong date as usual', async () => {
    const dob = (date: string, portalClient: string | null) =>
      sendJson('POST', '/v2/activation/dob', { activation_id: NINA_LINK, date_of_birth: date, portalClient });

    const wrongDate = await dob('16/04/1990', 'globex');
    expect(wrongDate.status).toBe(422);

    const refused = await dob('15/04/1990', 'globex');
    await expectNotThisPortal(refused);
  });

  it('refuses to activate Nina through globex, leaving her link and account untouched', async () => {
    const accountOfNina = () =>
      db
        .prepare("SELECT activated, password_hash FROM users WHERE email = 'nina.new@acme.test'")
        .first<{ activated: number; password_hash: string | null }>();
    const before = await accountOfNina();
    const response = await sendJson('POST', '/v2/user/activate', {
      activation_id: NINA_LINK,
      date_of_birth: '1990/04/15',
      password: 'Copper-Kettle#5120',
      password_confirmation: 'Copper-Kettle#5120',
      deviceToken: 'test-device-0f3a9c',
      portalClient: 'globex',
    });

    await expectNotThisPortal(response);
    const link = await db
      .prepare('SELECT used_at FROM activations WHERE id = ?1')
      .bind(NINA_LINK)
      .first('used_at');
    expect(link).toBeNull();
    expect(await accountOfNina()).toEqual(before);
    expect(before?.activated).toBe(0);
  });
});
