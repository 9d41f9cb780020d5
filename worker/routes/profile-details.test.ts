import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { ApiError } from '#contract/api-error';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import type { ProfileDetails } from '#contract/profile';
import { CHANGE_PASSWORD_TEXTS, PROFILE_DETAIL_TEXTS, PROFILE_ERROR_CODES } from '#contract/profile-rules';
import { runSeedStatements } from '#reference-api/seed/seed-database.ts';
import { createApiClient, createTestPortal, DEMO_PASSWORD } from '#support/worker/test-portal.ts';

beforeEach(() => runSeedStatements(env.REF_DB, inject('referenceSeedStatements')));

let lastOctet = 0;
async function signedIn(email = 'emma.employee@acme.test', portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.21.${++lastOctet}` });
  expect((await client.login(email)).status).toBe(200);
  return client;
}

const EMMA_CONTACT = {
  phone: '07700 900123',
  addressLine1: '14 Harbour View',
  addressLine2: 'Clifton',
  town: 'Bristol',
  postcode: 'BS8 4RE',
};

describe('GET and PATCH /api/profile/details', () => {
  it("gives Emma's names, e-mail and contact details, camelCased", async () => {
    const client = await signedIn();
    const response = await client.call('/api/profile/details');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      firstName: 'Emma',
      surname: 'Fielding',
      email: 'emma.employee@acme.test',
      ...EMMA_CONTACT,
    } satisfies ProfileDetails);
  });

  it('saves a new phone number, which a later read gives back', async () => {
    const client = await signedIn();
    const saved = await client.call('/api/profile/details', {
      method: 'PATCH',
      body: { ...EMMA_CONTACT, phone: '0117 496 0000' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ phone: '0117 496 0000', town: 'Bristol' });
    const again = (await (await client.call('/api/profile/details')).json()) as ProfileDetails;
    expect(again.phone).toBe('0117 496 0000');
  });

  it('refuses a bad phone and a missing town with their messages, before asking the upstream', async () => {
    const portal = createTestPortal();
    const client = await signedIn(undefined, portal);
    const before = portal.upstreamCalls.length;
    const response = await client.call('/api/profile/details', {
      method: 'PATCH',
      body: { ...EMMA_CONTACT, phone: 'call me maybe', town: ' ' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(body.error.fields).toEqual({
      phone: PROFILE_DETAIL_TEXTS.phoneInvalid,
      town: PROFILE_DETAIL_TEXTS.required,
    });
    expect(portal.upstreamCalls.length).toBe(before);
  });

  it("passes on the upstream's own field refusal under the form's names", async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/user')
          ? Response.json(
              { error: 'The given data was invalid.', errors: { postcode: ['Unknown postcode'] } },
              { status: 422 },
            )
          : undefined,
    });
    const client = await signedIn(undefined, portal);
    const response = await client.call('/api/profile/details', { method: 'PATCH', body: EMMA_CONTACT });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ postcode: 'Unknown postcode' });
  });

  it('needs a session', async () => {
    const client = createApiClient(createTestPortal(), 'acme');
    expect((await client.call('/api/profile/details')).status).toBe(401);
  });
});

describe('POST /api/profile/password', () => {
  const NEW_PASSWORD = 'Quiet-Meadow#2026';

  // Fiona's, as every other session of hers ends (routes/act-as-links.test.ts has the rest).
  it('changes the password and keeps this session; the new password signs in', async () => {
    const portal = createTestPortal();
    const client = await signedIn('fiona.first@acme.test', portal);
    const response = await client.call('/api/profile/password', {
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    expect((await client.call('/api/profile/details')).status).toBe(200);

    const again = createApiClient(portal, 'acme', { ip: `198.18.21.${++lastOctet}` });
    expect((await again.login('fiona.first@acme.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a previous password (the history rule) and keeps the session', async () => {
    const client = await signedIn();
    const response = await client.call('/api/profile/password', {
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: 'Winter-Lantern#88' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        message: PASSWORD_TEXTS.unmet,
        code: PROFILE_ERROR_CODES.passwordRejected,
        fields: { password: PASSWORD_TEXTS.unmet },
      },
    });
    expect((await client.call('/api/profile/details')).status).toBe(200);
  });

  it('refuses a wrong current password on its field', async () => {
    const client = await signedIn();
    const response = await client.call('/api/profile/password', {
      method: 'POST',
      body: { currentPassword: 'Not-My-Password#1', password: NEW_PASSWORD },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiError).error).toMatchObject({
      code: PROFILE_ERROR_CODES.currentPasswordWrong,
      fields: { currentPassword: CHANGE_PASSWORD_TEXTS.currentWrong },
    });
  });

  it('asks for the current password', async () => {
    const client = await signedIn();
    const response = await client.call('/api/profile/password', {
      method: 'POST',
      body: { currentPassword: '', password: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      currentPassword: CHANGE_PASSWORD_TEXTS.currentRequired,
    });
  });
});
