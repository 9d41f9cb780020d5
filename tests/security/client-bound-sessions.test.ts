import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { createApiClient, createTestPortal, DEMO_PASSWORD } from '#support/worker/test-portal.ts';
import { openSession, sealSession } from '#worker/session/session-cookie.ts';
import { sessionKeyring } from '#worker/session/session-store.ts';

// Issue 42 item 7 (docs/decisions/064): a person signs in only on their own client's sub-domain.
// Every way of signing in is refused elsewhere, worded for them only once they are proved, and no
// session (nor upstream token) is made for the wrong client.

const EMMA = 'emma.employee@acme.test';
const NOT_THIS_PORTAL = { error: { code: 'not_this_portal', message: NOT_THIS_PORTAL_MESSAGE } };

/** The refusal of a proved person on another client's portal: 403, and nothing else said. */
async function expectNotThisPortal(response: Response, where?: string): Promise<void> {
  expect(response.status, where).toBe(403);
  expect(await response.json(), where).toEqual(NOT_THIS_PORTAL);
}

let lastOctet = 0;
const nextIp = () => `198.51.100.${++lastOctet}`;

type Portal = ReturnType<typeof createTestPortal>;
const clientOf = (portal: Portal, tenant: string) => createApiClient(portal, tenant, { ip: nextIp() });

/** A one-time act-as link for `email`, minted as Sam (support staff) by the development helper. */
async function actAsLink(email: string): Promise<{ token: string; schemeYear: number }> {
  const dev = createTestPortal({ development: true });
  const minted = await dev.fetch('http://localhost/__dev/masquerade-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, schemeYear: 2026 }),
  });
  expect(minted.status).toBe(200);
  const { url } = (await minted.json()) as { url: string };
  const [, token = '', year = ''] = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(url) ?? [];
  return { token: decodeURIComponent(token), schemeYear: Number(year) };
}

/** How many upstream tokens the person holds: none may be issued for a refused sign-in. */
async function upstreamTokenCount(email: string): Promise<number> {
  const row = await env.REF_DB.prepare(
    'SELECT count(*) AS n FROM tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
  )
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('a password sign-in on a sub-domain that is not the person’s client’s', () => {
  it.each([
    ['another client’s (globex)', 'globex'],
    ['an unknown one', 'nobody'],
    ['the root tenant’s (C8 Demo)', 'localhost'],
  ])('refuses Emma’s right password on %s, with no session and no upstream token', async (_, tenant) => {
    const tokensBefore = await upstreamTokenCount(EMMA);
    const client = clientOf(createTestPortal(), tenant);

    const response = await client.login(EMMA);

    await expectNotThisPortal(response);
    expect(client.cookie).toBeNull();
    expect(await upstreamTokenCount(EMMA)).toBe(tokensBefore);
  });

  it('signs Emma in on acme, her own client’s sub-domain', async () => {
    const client = clientOf(createTestPortal(), 'acme');

    const response = await client.login(EMMA);

    expect(response.status).toBe(200);
    expect(client.cookie).not.toBeNull();
    expect((await client.call('/api/session')).status).toBe(200);
  });

  it('answers a wrong password on another client’s sub-domain as on any other, telling nothing', async () => {
    const response = await clientOf(createTestPortal(), 'globex').login(EMMA, 'Not-Her-Password#1');

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'login_failed' } });
  });

  it('refuses Tom on globex at the password step, before any code is asked for', async () => {
    const client = clientOf(createTestPortal(), 'globex');

    const response = await client.login('tom.twofa@acme.test');

    await expectNotThisPortal(response);
    expect(client.cookieNamed('__Host-portal-pending')).toBeNull();
  });

  it('lets support staff, who belong to no client, sign in only where no client is resolved', async () => {
    const portal = createTestPortal();
    for (const tenant of ['acme', 'localhost']) {
      expect((await clientOf(portal, tenant).login('sam.support@c8.test')).status, tenant).toBe(403);
    }
    const unknown = clientOf(portal, 'support-desk');
    expect((await unknown.login('sam.support@c8.test')).status).toBe(200);
    expect(unknown.cookie).not.toBeNull();
  });

  it('tells the upstream the resolved client, never a label the upstream does not know', async () => {
    const sent: unknown[] = [];
    const portal = createTestPortal({
      holdUpstream: async (request) => {
        if (new URL(request.url).pathname === '/v2/login') sent.push(await request.clone().json());
      },
    });
    await clientOf(portal, 'acme').login(EMMA);
    await clientOf(portal, 'x1').login(EMMA);

    expect(sent).toEqual([
      expect.objectContaining({ portalClient: 'acme' }),
      expect.objectContaining({ portalClient: null }),
    ]);
  });
});

describe('an act-as link spent on a sub-domain that is not the person’s client’s', () => {
  it('is refused on globex and on an unknown label, and still works on acme afterwards', async () => {
    const link = await actAsLink(EMMA);
    const portal = createTestPortal();

    for (const tenant of ['globex', 'x1']) {
      const client = clientOf(portal, tenant);
      const refused = await client.call('/api/auth/sso', { method: 'POST', body: link });
      await expectNotThisPortal(refused, tenant);
      expect(client.cookie).toBeNull();
    }

    const acme = clientOf(portal, 'acme');
    expect((await acme.call('/api/auth/sso', { method: 'POST', body: link })).status).toBe(200);
    expect(acme.cookie).not.toBeNull();
  });
});

describe('activation on a sub-domain that is not the person’s client’s', () => {
  it('refuses Nina’s right date of birth on globex, and a wrong one as usual', async () => {
    const client = clientOf(createTestPortal(), 'globex');
    const dob = (dateOfBirth: string) =>
      client.call('/api/activation/demo-acme-nina/dob', { method: 'POST', body: { dateOfBirth } });

    expect((await dob('1990-04-16')).status).toBe(422);
    const refused = await dob('1990-04-15');
    await expectNotThisPortal(refused);
  });

  it('refuses to activate and sign Nina in on globex', async () => {
    const client = clientOf(createTestPortal(), 'globex');

    const response = await client.call('/api/activation/demo-acme-nina/complete', {
      method: 'POST',
      body: { dateOfBirth: '1990-04-15', password: 'Copper-Kettle#5120', deviceToken: 'nina-device' },
    });

    await expectNotThisPortal(response);
    expect(client.cookie).toBeNull();
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the person, whatever sub-domain it was opened on', async () => {
    const portal = createTestPortal();
    // Piotr signs in on acme twice; the second session is then as one opened on another label
    // would be (sealed before sessions were bound to their client, or on an alias of acme's).
    const own = clientOf(portal, 'acme');
    expect((await own.login('piotr.probation@acme.test', DEMO_PASSWORD)).status).toBe(200);
    const other = clientOf(portal, 'acme');
    expect((await other.login('piotr.probation@acme.test', DEMO_PASSWORD)).status).toBe(200);
    const keyring = sessionKeyring(env);
    const data = await openSession(other.cookie ?? '', keyring, portal.now());
    expect(data).not.toBeNull();
    const elsewhere = clientOf(portal, 'globex');
    elsewhere.cookie = await sealSession(
      { ...(data as NonNullable<typeof data>), tenant: 'globex' },
      keyring,
    );
    expect((await elsewhere.call('/api/session')).status).toBe(200);

    expect((await own.call('/api/account/sign-out-everywhere', { method: 'POST' })).status).toBe(200);

    const upstreamBefore = portal.upstreamCalls.length;
    const next = await elsewhere.call('/api/session');
    expect(next.status).toBe(401);
    expect(elsewhere.cookie).toBeNull();
    // Refused by the Worker's own marker, before anything is asked upstream.
    expect(portal.upstreamCalls.length).toBe(upstreamBefore);
  });
});
