import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AccountActivity } from '#contract/account-activity';
import { ACCOUNT_HOLDER_ONLY_REFUSAL } from '#contract/act-as-rules';
import type { SessionSummary } from '#contract/session';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

// Account activity and "sign out everywhere" (issue 32, decisions 055 and 056). Drew, C8 Demo's
// administrator, is signed out everywhere here: no other test of the Worker signs in as him.
const DREW = 'demo.admin@c8.test';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The token and scheme year of a /sso-login/{token}/{year} link. */
function signOnParts(url: string): { token: string; schemeYear: number } {
  const [, token = '', year = ''] = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname) ?? [];
  return { token: decodeURIComponent(token), schemeYear: Number(year) };
}

let lastOctet = 0;
const nextIp = () => `198.51.100.${100 + ++lastOctet}`;

/** A browser of Drew's: its own cookie jar and user agent, signed in. */
async function device(portal: ReturnType<typeof createTestPortal>, userAgent: string) {
  const client = createApiClient(portal, 'localhost', { ip: nextIp() });
  const response = await client.call('/api/auth/login', {
    method: 'POST',
    body: { email: DREW, password: 'Sunlit-Harbour#47', deviceToken: `device-of-${userAgent.length}` },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: SessionSummary };
  return { client, session, userAgent };
}

async function activityOf(client: ReturnType<typeof createApiClient>, page = 1): Promise<AccountActivity> {
  const response = await client.call(`/api/account/activity?page=${page}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AccountActivity;
}

describe('account activity', () => {
  it('shows each sign-in, newest first, with how and from which browser and device', async () => {
    const portal = createTestPortal();
    const laptop = await device(portal, CHROME_ON_WINDOWS);
    portal.advanceSeconds(5);
    const phone = await device(portal, SAFARI_ON_IPHONE);

    const activity = await activityOf(phone.client);
    const [newest, before] = activity.entries;
    expect(newest).toMatchObject({
      type: 'signed-in',
      method: 'password',
      device: { userAgent: SAFARI_ON_IPHONE },
    });
    expect(before).toMatchObject({
      type: 'signed-in',
      method: 'password',
      device: { userAgent: CHROME_ON_WINDOWS },
    });
    // A short one-way name of each device token, different for the two devices, never the token.
    expect(newest?.type === 'signed-in' && newest.device.id).toMatch(/^[0-9a-f]{12}$/);
    expect(newest?.type === 'signed-in' && newest.device.id).not.toBe(
      before?.type === 'signed-in' && before.device.id,
    );
    expect(JSON.stringify(activity)).not.toContain('device-of-');
    expect(activity).toMatchObject({ page: 1, perPage: 10 });
    expect(activity.total).toBeGreaterThanOrEqual(2);
    expect(laptop.session.email).toBe(DREW);
  });

  it("streams the address's page of the activity with My profile's HTML", { timeout: 30_000 }, async () => {
    const portal = createTestPortal();
    const { client } = await device(portal, CHROME_ON_WINDOWS);
    const response = await portal.fetch('http://localhost/app/home/my-profile/?activityPage=1', {
      headers: { cookie: `__Host-portal-session=${client.cookie}`, 'user-agent': CHROME_ON_WINDOWS },
    });
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Account activity');
    expect(html).toContain('You signed in with a password');
    expect(html).toContain('Chrome on Windows');
    expect(portal.upstreamCalls).toContain('/v2/user/account-activity');
  });

  it('refuses a page out of bounds before asking the upstream', async () => {
    const portal = createTestPortal();
    const { client } = await device(portal, CHROME_ON_WINDOWS);
    const calls = portal.upstreamCalls.length;
    for (const page of ['0', '-1', 'two', '100001']) {
      expect((await client.call(`/api/account/activity?page=${page}`)).status, page).toBe(400);
    }
    expect(portal.upstreamCalls.length).toBe(calls);
  });

  it('is for signed-in people only', async () => {
    const client = createApiClient(createTestPortal(), 'localhost', { ip: nextIp() });
    expect((await client.call('/api/account/activity')).status).toBe(401);
    expect((await client.call('/api/account/sign-out-everywhere', { method: 'POST' })).status).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it('ends a second session on another device at its next request, and the activity shows it', async () => {
    const portal = createTestPortal();
    const laptop = await device(portal, CHROME_ON_WINDOWS);
    const phone = await device(portal, SAFARI_ON_IPHONE);
    expect((await phone.client.call('/api/session')).status).toBe(200);

    const response = await laptop.client.call('/api/account/sign-out-everywhere', {
      method: 'POST',
      headers: { 'user-agent': CHROME_ON_WINDOWS },
    });
    expect(response.status).toBe(200);
    // Like logout: the way out is the person's sign-out address (C8 Demo's OneHub), or none.
    expect(await response.json()).toEqual({ redirectUrl: laptop.session.signOutUrl });
    expect(laptop.client.cookie).toBeNull();

    // The phone still holds its cookie; its next request is refused and the cookie cleared.
    const upstreamBefore = portal.upstreamCalls.length;
    const next = await phone.client.call('/api/session');
    expect(next.status).toBe(401);
    expect(phone.client.cookie).toBeNull();
    expect(portal.upstreamCalls.length).toBe(upstreamBefore);

    // Signed in again later, Drew sees the sign-out everywhere below the new sign-in.
    portal.advanceSeconds(1);
    const again = await device(portal, CHROME_ON_WINDOWS);
    const [newest, signedOut] = (await activityOf(again.client)).entries;
    expect(newest).toMatchObject({ type: 'signed-in' });
    expect(signedOut).toMatchObject({
      type: 'signed-out-everywhere',
      device: { userAgent: CHROME_ON_WINDOWS },
    });
    // The new session is not caught by the earlier sign-out.
    expect((await again.client.call('/api/session')).status).toBe(200);
  });

  it("ends the upstream's tokens too: the other device's upstream token is refused by the upstream itself", async () => {
    const portal = createTestPortal();
    const laptop = await device(portal, CHROME_ON_WINDOWS);
    await device(portal, SAFARI_ON_IPHONE);
    // The phone's access token, as the Worker first used it (reading the new session's summary).
    const phoneToken = portal.upstreamRequests
      .filter((request) => new URL(request.url).pathname === '/v2/login/setup')
      .at(-1)
      ?.headers.get('x-bearer-token');
    expect(phoneToken).toBeTruthy();

    await laptop.client.call('/api/account/sign-out-everywhere', { method: 'POST' });

    const answer = await env.UPSTREAM?.fetch('http://reference-api/v2/user', {
      headers: { authorization: `Bearer ${phoneToken}` },
    });
    expect(answer?.status).toBe(401);
  });

  it('is refused to someone acting as the person, with nothing sent upstream', async () => {
    const dev = createTestPortal({ development: true });
    const mint = await dev.fetch('http://localhost/__dev/masquerade-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Changes allowed: even then, only the person may sign themselves out everywhere.
      body: JSON.stringify({ email: DREW, schemeYear: 2026, readOnly: false }),
    });
    expect(mint.status).toBe(200);
    const { token, schemeYear } = signOnParts(((await mint.json()) as { url: string }).url);
    const portal = createTestPortal();
    const support = createApiClient(portal, 'localhost', { ip: nextIp() });
    expect(
      (await support.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear } })).status,
    ).toBe(200);
    const own = await device(portal, CHROME_ON_WINDOWS);

    const calls = portal.upstreamCalls.length;
    const refused = await support.call('/api/account/sign-out-everywhere', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { message: ACCOUNT_HOLDER_ONLY_REFUSAL.message, code: ACCOUNT_HOLDER_ONLY_REFUSAL.code },
    });
    expect(portal.upstreamCalls.length).toBe(calls);
    expect((await own.client.call('/api/session')).status).toBe(200);
  });
});
