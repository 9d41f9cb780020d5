import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionSummary } from '#contract/session';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

// Where a person goes when they sign out or their session ends (spec 2.12 and 4, decision 047).
const DANA = 'demo.employee@c8.test';
const EMMA = 'emma.employee@acme.test';
const ONEHUB_LOGOUT = 'http://localhost:8787/__dev/reference-sign-on/signed-out';

let lastOctet = 0;
const nextIp = () => `198.51.100.${++lastOctet}`;

async function setOneHub(active: boolean, url: string | null): Promise<void> {
  await env.REF_DB.prepare(
    `UPDATE clients SET onehub_integration_active = ?1, onehub_logout_url = ?2 WHERE slug = 'localhost'`,
  )
    .bind(active ? 1 : 0, url)
    .run();
}

async function signIn(email: string, tenant: string) {
  const client = createApiClient(createTestPortal(), tenant, { ip: nextIp() });
  const response = await client.login(email);
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: SessionSummary };
  return { client, session };
}

afterEach(() => setOneHub(true, ONEHUB_LOGOUT));

describe('sign-out addresses', () => {
  it("sends Dana, of the OneHub client C8 Demo, to OneHub's logout address: in her session and at logout", async () => {
    const { client, session } = await signIn(DANA, 'localhost');
    expect(session.signOutUrl).toBe(ONEHUB_LOGOUT);

    const logout = await client.call('/api/auth/logout', { method: 'POST' });

    expect(await logout.json()).toEqual({ redirectUrl: ONEHUB_LOGOUT });
    expect(client.cookie).toBeNull();
  });

  it('gives Emma, who has neither OneHub nor single sign-on, no address: the portal’s own pages', async () => {
    const { client, session } = await signIn(EMMA, 'acme');
    expect(session.signOutUrl).toBeNull();
    expect(await (await client.call('/api/auth/logout', { method: 'POST' })).json()).toEqual({
      redirectUrl: null,
    });
  });

  it('ignores the OneHub address while the integration is off', async () => {
    await setOneHub(false, ONEHUB_LOGOUT);
    const { session } = await signIn(DANA, 'localhost');
    expect(session.signOutUrl).toBeNull();
  });

  it.each([
    ['plain http to another machine', 'http://login.onehub.example/logout'],
    ['a script address', 'javascript:alert(document.cookie)'],
    ['a path rather than an address', '/logout-success'],
  ])('never sends anyone to %s, whatever the configuration says', async (_what, url) => {
    await setOneHub(true, url);
    const { client, session } = await signIn(DANA, 'localhost');
    expect(session.signOutUrl).toBeNull();
    expect(await (await client.call('/api/auth/logout', { method: 'POST' })).json()).toEqual({
      redirectUrl: null,
    });
  });

  it('keeps an https OneHub address', async () => {
    await setOneHub(true, 'https://login.onehub.example/logout?client=c8');
    const { session } = await signIn(DANA, 'localhost');
    expect(session.signOutUrl).toBe('https://login.onehub.example/logout?client=c8');
  });
});
