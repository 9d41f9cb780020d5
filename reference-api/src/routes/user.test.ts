import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, login, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { CONTACT_MESSAGES } from '../rules/contact-details.ts';
import { PASSWORD_MESSAGES } from '../rules/password-policy.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

describe('GET /v2/user', () => {
  it("answers the signed-in user's object, as /login/setup has it", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const user = await (await getWithToken('/v2/user', access_token)).json();
    const setup = await (await getWithToken('/v2/login/setup', access_token)).json<{ user: unknown }>();

    expect(user).toEqual(setup.user);
    expect(user).toMatchObject({ id: 1001, email: 'emma.employee@acme.test' });
  });
});

describe('PATCH /v2/user', () => {
  it('updates the names it is given, trimmed, and answers the updated user', async () => {
    const { access_token } = await signIn('demo.employee@c8.test');

    const response = await sendJson('PATCH', '/v2/user', { first_name: '  Danielle ' }, access_token);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ first_name: 'Danielle', surname: 'Cole' });
    const both = await sendJson(
      'PATCH',
      '/v2/user',
      { first_name: 'Dana', surname: "Cole-O'Hara" },
      access_token,
    );
    expect(await both.json()).toMatchObject({ first_name: 'Dana', surname: "Cole-O'Hara" });
  });

  it.each([
    ['an empty first name beside a valid surname', { first_name: '', surname: 'Changed' }],
    ['a 51-character surname', { surname: 'a'.repeat(51) }],
    ['a name that is not text', { first_name: 7 }],
    ['no name at all', { email: 'someone@else.test' }],
  ])('refuses %s with 422 and changes nothing', async (_reason, body) => {
    const { access_token } = await signIn('alex.admin@acme.test');

    const response = await sendJson('PATCH', '/v2/user', body, access_token);

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await (await getWithToken('/v2/user', access_token)).json()).toMatchObject({
      first_name: 'Alex',
      surname: 'Morgan',
      email: 'alex.admin@acme.test',
    });
  });

  it('requires a bearer token', async () => {
    const response = await sendJson('PATCH', '/v2/user', { first_name: 'Mallory' });

    expect(response.status).toBe(401);
  });
});

describe('PATCH /v2/user/terms', () => {
  // Each test starts from Tara's seeded state (she has not yet accepted revision 3).
  beforeEach(reseed);

  it("records Tara's acceptance of acme's current terms, after which setup no longer asks", async () => {
    const { access_token } = await signIn('tara.terms@acme.test');

    const response = await sendJson('PATCH', '/v2/user/terms', { termsAccepted: true }, access_token);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ site_terms_updated: false, terms_revision: 3 });
    const setup = await (await getWithToken('/v2/login/setup', access_token)).json();
    expect(setup).toMatchObject({ user: { site_terms_updated: false, terms_revision: 3 } });
  });

  it('records the revision Tara read when she sends it back, and refuses one that is no longer current', async () => {
    const { access_token } = await signIn('tara.terms@acme.test');

    const stale = await sendJson(
      'PATCH',
      '/v2/user/terms',
      { termsAccepted: true, terms_revision: 2 },
      access_token,
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ terms_revision: 3 });
    const unchanged = await (await getWithToken('/v2/login/setup', access_token)).json();
    expect(unchanged).toMatchObject({ user: { site_terms_updated: true, terms_revision: 2 } });

    const current = await sendJson(
      'PATCH',
      '/v2/user/terms',
      { termsAccepted: true, terms_revision: 3 },
      access_token,
    );
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual({ site_terms_updated: false, terms_revision: 3 });
    const setup = await (await getWithToken('/v2/login/setup', access_token)).json();
    expect(setup).toMatchObject({ user: { site_terms_updated: false, terms_revision: 3 } });
  });

  it.each([
    ['termsAccepted false', { termsAccepted: false }],
    ['a revision that is not a number', { termsAccepted: true, terms_revision: 'latest' }],
    ['termsAccepted as text', { termsAccepted: 'true' }],
    ['an empty body', {}],
  ])('refuses %s with 422', async (_reason, body) => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await sendJson('PATCH', '/v2/user/terms', body, access_token);

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'termsAccepted must be true' });
  });

  it('refuses a body that is not JSON with 422', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await callReferenceApi('/v2/user/terms', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${access_token}` },
      body: 'termsAccepted=true',
    });

    expect(response.status).toBe(422);
  });

  it('refuses support staff, who have no client terms to accept', async () => {
    const { access_token } = await signIn('sam.support@c8.test');

    const response = await sendJson('PATCH', '/v2/user/terms', { termsAccepted: true }, access_token);

    expect(response.status).toBe(422);
  });
});

describe('PATCH /v2/user contact details', () => {
  beforeEach(reseed);

  it("answers Emma's seeded contact details and saves a new phone number, trimmed", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    expect(await (await getWithToken('/v2/user', access_token)).json()).toMatchObject({
      phone: '07700 900123',
      address_line_1: '14 Harbour View',
      town: 'Bristol',
      postcode: 'BS8 4RE',
    });

    const response = await sendJson(
      'PATCH',
      '/v2/user',
      { phone: ' 0117 496 0123 ', postcode: 'bs84re' },
      access_token,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      phone: '0117 496 0123',
      postcode: 'BS8 4RE',
      town: 'Bristol',
    });
  });

  it('refuses each bad field with its message and saves none of the change', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await sendJson(
      'PATCH',
      '/v2/user',
      { phone: 'call me', town: '', address_line_1: 'Flat 2' },
      access_token,
    );

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'The given data was invalid.',
      errors: { phone: [CONTACT_MESSAGES.phoneInvalid], town: [CONTACT_MESSAGES.required] },
    });
    expect(await (await getWithToken('/v2/user', access_token)).json()).toMatchObject({
      phone: '07700 900123',
      address_line_1: '14 Harbour View',
    });
  });
});

describe('POST /v2/user/password', () => {
  beforeEach(reseed);

  const NEW_PASSWORD = 'Quiet-Meadow#2026';

  it('changes the password, keeps the session it was made in, and the new one signs in', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await sendJson(
      'POST',
      '/v2/user/password',
      { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      access_token,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    // Every other session ends (routes/act-as-links.test.ts); this one goes on (docs/decisions/063).
    expect((await getWithToken('/v2/user', access_token)).status).toBe(200);
    expect((await login('emma.employee@acme.test', { password: NEW_PASSWORD })).status).toBe(200);
    expect((await login('emma.employee@acme.test')).status).not.toBe(200);
  });

  it('refuses a previous password by the history rule', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await sendJson(
      'POST',
      '/v2/user/password',
      {
        current_password: DEMO_PASSWORD,
        password: 'Winter-Lantern#88',
        password_confirmation: 'Winter-Lantern#88',
      },
      access_token,
    );

    expect(response.status).toBe(422);
    const body = await response.json<{ checks: { name: string; status: boolean }[] }>();
    expect(body.checks.filter((check) => !check.status).map((check) => check.name)).toEqual(['history']);
    expect((await getWithToken('/v2/user', access_token)).status).toBe(200);
  });

  it('refuses a masquerade session, which must not take the account over', async () => {
    const { access_token } = await signOnWith(await mintDevMasqueradeLink('emma.employee@acme.test'));

    const response = await callAs(access_token, '/v2/user/password', {
      method: 'POST',
      headers: masqueradeHeaders(1001),
      body: { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });

    expect(response.status).toBe(403);
    expect((await login('emma.employee@acme.test')).status).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await sendJson(
      'POST',
      '/v2/user/password',
      { current_password: 'not-it', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      access_token,
    );

    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { current_password: [PASSWORD_MESSAGES.currentWrong] },
    });
  });
});

describe('PUT /v2/user/language', () => {
  beforeEach(reseed);

  it("keeps Emma's chosen language with her account: /user and /login/setup say it", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const before = await (await getWithToken('/v2/user', access_token)).json();
    expect(before).toMatchObject({ language: null });

    const response = await sendJson('PUT', '/v2/user/language', { language: 'de' }, access_token);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'de' });
    const setup = await (await getWithToken('/v2/login/setup', access_token)).json();
    expect(setup).toMatchObject({ user: { language: 'de' } });
  });

  it('refuses a language the portal does not speak, and one her client does not allow', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    expect((await sendJson('PUT', '/v2/user/language', { language: 'es' }, access_token)).status).toBe(422);
    // Acme allows every language; with its list cut to English and German, French is refused.
    await env.REF_DB.prepare("UPDATE clients SET languages = 'en-GB,de' WHERE slug = 'acme'").run();
    expect((await sendJson('PUT', '/v2/user/language', { language: 'fr' }, access_token)).status).toBe(422);
    const user = await (await getWithToken('/v2/user', access_token)).json();
    expect(user).toMatchObject({ language: null });
    expect((await sendJson('PUT', '/v2/user/language', { language: 'de' }, access_token)).status).toBe(200);
  });
});
