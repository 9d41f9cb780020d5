import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, login, sendJson } from '#support/reference-api/session-helpers.ts';
import type { TokenResponse } from '../auth/token-service.ts';

const db = env.REF_DB;
const NINA = 'nina.new@acme.test';
const NEW_PASSWORD = 'Copper-Kettle#5120';
const ACTIVATION_ERROR = { status: 'error', error: 'There was an error requesting your activation' };
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function activationDetails(id: string): Promise<Response> {
  return sendJson('POST', `/v2/activation/${encodeURIComponent(id)}`, {});
}

// Nina's portal (docs/demo-data.md): her activation links are acme's.
const ACME = 'acme';

function verifyDob(
  activationId: string,
  dateOfBirth: string,
  portalClient: string | null = ACME,
): Promise<Response> {
  return sendJson('POST', '/v2/activation/dob', {
    activation_id: activationId,
    date_of_birth: dateOfBirth,
    portalClient,
  });
}

function activate(
  activationId: string,
  options: {
    dateOfBirth?: string;
    password?: string;
    confirmation?: string;
    portalClient?: string | null;
  } = {},
): Promise<Response> {
  const password = options.password ?? NEW_PASSWORD;
  return sendJson('POST', '/v2/user/activate', {
    activation_id: activationId,
    date_of_birth: options.dateOfBirth ?? '1990/04/15',
    password,
    password_confirmation: options.confirmation ?? password,
    deviceToken: 'test-device-0f3a9c',
    portalClient: options.portalClient === undefined ? ACME : options.portalClient,
  });
}

function renew(id: string): Promise<Response> {
  return sendJson('POST', `/v2/activation/${encodeURIComponent(id)}/renew`, {});
}

async function expireActivation(id: string): Promise<void> {
  await db
    .prepare(`UPDATE activations SET expires_at = '2026-01-01T00:00:00.000Z' WHERE id = ?1`)
    .bind(id)
    .run();
}

beforeEach(reseed);

describe('POST /v2/activation/:id', () => {
  it("answers Nina's details, without two-factor on acme", async () => {
    const response = await activationDetails('demo-acme-nina');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      first_name: 'Nina',
      surname: 'Patel',
      email: NINA,
      two_factor: false,
    });
  });

  it("answers Gail's details with two-factor, which globex enforces", async () => {
    const response = await activationDetails('demo-globex-gail');

    expect(await response.json()).toMatchObject({ status: 'success', first_name: 'Gail', two_factor: true });
  });

  it('answers an unknown link with 404 and an expired one with 410', async () => {
    for (const id of ['demo-acme-nobody', 'not a valid id']) {
      const unknown = await activationDetails(id);
      expect(unknown.status, id).toBe(404);
      expect(await unknown.json()).toEqual(ACTIVATION_ERROR);
    }

    await expireActivation('demo-acme-nina');
    const expired = await activationDetails('demo-acme-nina');
    expect(expired.status).toBe(410);
    // An expired link says so, so the portal can offer a new one (decision 048).
    expect(await expired.json()).toEqual({ ...ACTIVATION_ERROR, link_expired: true });
  });

  it("answers Nina's expired first link as expired, and a spent link without saying so", async () => {
    const expired = await activationDetails('demo-acme-nina-expired');
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ ...ACTIVATION_ERROR, link_expired: true });

    expect((await activate('demo-acme-nina')).status).toBe(200);
    const spent = await activationDetails('demo-acme-nina');
    expect(spent.status).toBe(410);
    expect(await spent.json()).toEqual(ACTIVATION_ERROR);
  });
});

describe('POST /v2/activation/:id/renew', () => {
  const LINK_REQUEST_ERROR = {
    status: 'error',
    error: 'Oops... there was an issue requesting your activation link',
  };

  it('e-mails Nina a fresh link for her expired one, which then activates her account', async () => {
    const before = await readOutbox(NINA);

    const response = await renew('demo-acme-nina-expired');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', sent: true });
    const after = await readOutbox(NINA);
    expect(after).toHaveLength(before.length + 1);
    const link = after[0]?.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/acme\.localhost:8787\/activation\/[A-Za-z0-9-]{36}$/);
    const freshId = link.split('/').pop() ?? '';
    expect(freshId).not.toBe('demo-acme-nina');
    expect((await activationDetails(freshId)).status).toBe(200);
    expect((await activate(freshId)).status).toBe(200);
  });

  it('sends nothing for a link that still works, was used, or never existed', async () => {
    const before = (await readOutbox(NINA)).length;

    const live = await renew('demo-acme-nina');
    expect(live.status).toBe(409);
    expect(await live.json()).toEqual(LINK_REQUEST_ERROR);

    expect((await renew('demo-acme-nobody')).status).toBe(404);
    expect((await renew('not a valid id')).status).toBe(404);

    expect((await activate('demo-acme-nina')).status).toBe(200);
    // Nina is active now: her expired link gets her no new one either.
    const afterActivation = await renew('demo-acme-nina-expired');
    expect(afterActivation.status).toBe(410);
    expect(await afterActivation.json()).toEqual(LINK_REQUEST_ERROR);
    expect(await readOutbox(NINA)).toHaveLength(before);
  });
});

describe('POST /v2/activation/dob', () => {
  it('verifies the right date of birth and refuses a wrong or malformed one', async () => {
    const right = await verifyDob('demo-acme-nina', '15/04/1990');
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ verified: true });

    const wrong = await verifyDob('demo-acme-nina', '04/15/1990');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      verified: false,
      errors: { date_of_birth: ['This date of birth is not valid'] },
    });

    const mismatch = await verifyDob('demo-acme-nina', '16/04/1990');
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toEqual({ verified: false, error: 'This date does not match our records' });
  });

  it('answers link problems as the details call does', async () => {
    const unknown = await verifyDob('demo-acme-nobody', '15/04/1990');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(ACTIVATION_ERROR);
  });
});

describe('POST /v2/user/activate', () => {
  it('activates Nina, who could not sign in before, and signs her in like /login', async () => {
    expect((await login(NINA)).status).toBe(401);

    const response = await activate('demo-acme-nina');

    expect(response.status).toBe(200);
    const tokens = await response.json<TokenResponse>();
    expect(tokens).toEqual({
      access_token: expect.stringMatching(TOKEN_SHAPE),
      refresh_token: expect.stringMatching(TOKEN_SHAPE),
      expires_in: 900,
      token_type: 'Bearer',
    });
    const setup = await getWithToken('/v2/login/setup', tokens.access_token);
    expect(await setup.json()).toMatchObject({
      user: { email: NINA, first_login: true, show_welcome_modal: true },
    });
    expect((await login(NINA, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('spends the link: it neither shows nor activates again', async () => {
    expect((await activate('demo-acme-nina')).status).toBe(200);

    const details = await activationDetails('demo-acme-nina');
    expect(details.status).toBe(410);
    expect(await details.json()).toEqual(ACTIVATION_ERROR);

    const again = await activate('demo-acme-nina', { password: 'Another-Lantern#2050' });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual(ACTIVATION_ERROR);
    expect((await login(NINA, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers two-factor set-up for Gail, as login does on globex, and still activates her', async () => {
    const response = await activate('demo-globex-gail', {
      dateOfBirth: '1992/06/09',
      portalClient: 'globex',
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      is_should_setup_2fa: true,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      url: expect.stringMatching(/^otpauth:\/\/totp\/Globex%20Corporation:gail\.new%40globex\.test\?secret=/),
    });
    expect(
      await db
        .prepare('SELECT activated, first_login FROM users WHERE email = ?1')
        .bind('gail.new@globex.test')
        .first(),
    ).toEqual({ activated: 1, first_login: 1 });
    expect((await activationDetails('demo-globex-gail')).status).toBe(410);
  });

  it('refuses a wrong date of birth and a password that breaks the rules, leaving the link live', async () => {
    const mismatch = await activate('demo-acme-nina', { dateOfBirth: '1990/04/16' });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toEqual({ error: 'This date does not match our records' });

    const weak = await activate('demo-acme-nina', { password: 'Nina-Patel-1234' });
    expect(weak.status).toBe(422);
    const body = await weak.json<{ error: string; checks: { name: string; status: boolean }[] }>();
    expect(body.error).toBe('Please ensure your password meets the listed requirements');
    expect(body.checks.filter((check) => !check.status).map((check) => check.name)).toEqual([
      'sequence',
      'personal',
    ]);

    const mismatchedConfirmation = await activate('demo-acme-nina', { confirmation: 'Copper-Kettle#5121' });
    expect(mismatchedConfirmation.status).toBe(422);
    expect(await mismatchedConfirmation.json()).toMatchObject({
      errors: { password_confirmation: ['The password confirmation does not match.'] },
    });

    expect((await activationDetails('demo-acme-nina')).status).toBe(200);
    expect((await login(NINA)).status).toBe(401);
  });

  it('refuses an expired link with 410', async () => {
    await expireActivation('demo-acme-nina');

    const response = await activate('demo-acme-nina');

    expect(response.status).toBe(410);
    expect(await response.json()).toEqual(ACTIVATION_ERROR);
  });
});
