import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';

type Policy = { name: string; content: string };

const DOCUMENTS = [
  ['terms-conditions', 'Terms and Conditions'],
  ['privacy-policy', 'Privacy Statement'],
  ['our-cookie-policy', 'Our Cookie Policy'],
] as const;

describe('GET /v2/policies/:kind', () => {
  it.each(DOCUMENTS)("serves acme's %s to a visitor naming the client", async (kind, name) => {
    const response = await callReferenceApi(`/v2/policies/${kind}?client=acme`);
    const body = await response.json<Policy>();

    expect(response.status).toBe(200);
    // The terms also say which revision they are, for the acceptance to send back (decision 049).
    const revision = kind === 'terms-conditions' ? { revision: 3 } : {};
    expect(body).toEqual({ name, content: expect.stringContaining('<p>'), ...revision });
    expect(body.content).toContain('Acme Rewards');
    expect(body.content).not.toContain('Globex');
  });

  it("serves the signed-in user's client without ?client, ignoring any ?client given", async () => {
    const { access_token } = await signIn('gus.admin@globex.test');

    const response = await getWithToken('/v2/policies/terms-conditions?client=acme', access_token);
    const body = await response.json<Policy>();

    expect(response.status).toBe(200);
    expect(body.content).toContain('Globex Corporation');
    expect(body.content).toContain('Version 2');
  });

  it("states acme's current terms revision", async () => {
    const body = await (await callReferenceApi('/v2/policies/terms-conditions?client=acme')).json<Policy>();

    expect(body.content).toContain('Version 3');
  });

  it('lets support staff, who have no client, name one', async () => {
    const { access_token } = await signIn('sam.support@c8.test');

    const response = await getWithToken('/v2/policies/privacy-policy?client=localhost', access_token);

    expect(response.status).toBe(200);
    expect((await response.json<Policy>()).content).toContain('C8 Demo');
  });

  it('refuses a bad bearer token rather than serving a visitor', async () => {
    const response = await callReferenceApi('/v2/policies/privacy-policy?client=acme', {
      headers: { authorization: 'Bearer not-a-token' },
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthenticated' });
  });

  it('answers 400 without a client, 404 for an unknown client or document', async () => {
    expect((await callReferenceApi('/v2/policies/privacy-policy')).status).toBe(400);
    expect((await callReferenceApi('/v2/policies/privacy-policy?client=initech')).status).toBe(404);
    expect((await callReferenceApi('/v2/policies/refund-policy?client=acme')).status).toBe(404);
  });
});

describe('the unsafe markup sample', () => {
  it("ends the root tenant's cookie policy with a script, handlers, a javascript: link and an iframe", async () => {
    const body = await (
      await callReferenceApi('/v2/policies/our-cookie-policy?client=localhost')
    ).json<Policy>();

    expect(body.content).toContain('<script>');
    expect(body.content).toContain('onerror=');
    expect(body.content).toContain('href="javascript:');
    expect(body.content).toContain('<iframe');
  });
});
