import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AccountActivity } from '#contract/account-activity';
import { ACT_AS_LINK_BOUND } from '#contract/act-as-link-rules';
import type { SessionSummary } from '#contract/session';
import { runSeedStatements } from '#reference-api/seed/seed-database.ts';
import { createApiClient, createTestPortal, DEMO_PASSWORD } from '#support/worker/test-portal.ts';
import { ACT_AS_SESSION_LIFETIME_MS } from '../session/session-policy';

// Issue 42, items 5 and 6 (docs/decisions/063): an administrator's act-as link is spent only in his
// own signed-in browser; an act-as session is over after 60 minutes however it is kept alive; a
// password change ends every other session of the person and keeps this one.
const EMMA = 'emma.employee@acme.test';
const ALEX = 'alex.admin@acme.test';
// Fiona's password is changed here, and with it her sessions marked ended: no other test of the
// Worker keeps a session of hers from an earlier portal clock.
const FIONA = 'fiona.first@acme.test';
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const reseed = () => runSeedStatements(env.REF_DB, inject('referenceSeedStatements'));
beforeEach(reseed);
afterAll(reseed);

let lastOctet = 0;
const nextIp = () => `203.0.113.${++lastOctet}`;

function signOnParts(url: string): { token: string; schemeYear: number } {
  const [, token = '', year = ''] = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname) ?? [];
  return { token: decodeURIComponent(token), schemeYear: Number(year) };
}

async function signedIn(portal: ReturnType<typeof createTestPortal>, email: string) {
  const client = createApiClient(portal, 'acme', { ip: nextIp() });
  expect((await client.login(email)).status).toBe(200);
  return client;
}

async function emmaId(): Promise<number> {
  const id = await env.REF_DB.prepare('SELECT id FROM users WHERE email = ?1').bind(EMMA).first<number>('id');
  if (id === null) throw new Error('Emma is not in the demo data');
  return id;
}

/** Support's link for Emma, minted as the development helper does (as Sam). */
async function supportLink(): Promise<{ token: string; schemeYear: number }> {
  const dev = createTestPortal({ development: true });
  const response = await dev.fetch('http://localhost/__dev/masquerade-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMMA, schemeYear: 2026, reason: 'Ticket 4821' }),
  });
  expect(response.status).toBe(200);
  return signOnParts(((await response.json()) as { url: string }).url);
}

describe("an administrator's act-as link", () => {
  it('is refused in any browser but his own signed-in one, which it then turns into the view-as session', async () => {
    const portal = createTestPortal();
    const alex = await signedIn(portal, ALEX);
    const minted = await alex.call(`/api/employer/employees/${await emmaId()}/magic-link`, {
      method: 'POST',
      body: { password: DEMO_PASSWORD, reason: 'Emma asked me to check her pension form' },
    });
    expect(minted.status).toBe(200);
    const link = signOnParts(((await minted.json()) as { url: string }).url);

    // A browser where Emma is signed in: refused, and her session is as it was.
    const emma = await signedIn(portal, EMMA);
    const emmaCookie = emma.cookie;
    const refused = await emma.call('/api/auth/sso', { method: 'POST', body: link });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: ACT_AS_LINK_BOUND.code, message: ACT_AS_LINK_BOUND.message },
    });
    expect(emma.cookie).toBe(emmaCookie);
    expect(await (await emma.call('/api/session')).json()).toMatchObject({
      session: { email: EMMA, masquerade: null },
    });
    // A browser where nobody is signed in: refused too.
    const nobody = createApiClient(portal, 'acme', { ip: nextIp() });
    expect((await nobody.call('/api/auth/sso', { method: 'POST', body: link })).status).toBe(403);
    expect(nobody.cookie).toBeNull();

    const opened = await alex.call('/api/auth/sso', { method: 'POST', body: link });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      session: { email: EMMA, masquerade: { actor: 'employer', name: 'Emma Fielding' } },
    });
  });
});

describe("support's act-as link", () => {
  it('records the browser that spent it and who was signed in there', async () => {
    const portal = createTestPortal();
    const piotr = await signedIn(portal, 'piotr.probation@acme.test');
    const opened = await piotr.call('/api/auth/sso', {
      method: 'POST',
      body: await supportLink(),
      headers: { 'user-agent': CHROME_ON_LINUX },
    });
    expect(opened.status).toBe(200);
    const row = await env.REF_DB.prepare(
      `SELECT s.spent_user_agent, u.email FROM masquerade_sessions AS s
       JOIN users AS u ON u.id = s.spent_signed_in_user_id ORDER BY s.started_at DESC LIMIT 1`,
    ).first();
    expect(row).toEqual({ spent_user_agent: CHROME_ON_LINUX, email: 'piotr.probation@acme.test' });
  });
});

describe('an act-as session', () => {
  it('says when it ends, and is over 60 minutes after it began however the keep-alive is pressed', async () => {
    const startAt = Date.now();
    const portal = createTestPortal({ startAt });
    const browser = createApiClient(portal, 'acme', { ip: nextIp() });
    const opened = await browser.call('/api/auth/sso', { method: 'POST', body: await supportLink() });
    expect(opened.status).toBe(200);
    const { session } = (await opened.json()) as { session: SessionSummary };
    expect(session.masquerade?.endsAt).toBe(new Date(startAt + ACT_AS_SESSION_LIFETIME_MS).toISOString());

    // 'Stay logged in' every ten minutes: it keeps the session from going idle, not past its hour.
    for (let minute = 10; minute < 60; minute += 10) {
      portal.advanceSeconds(10 * 60);
      expect((await browser.call('/api/session/ping', { method: 'POST' })).status).toBe(204);
    }
    portal.advanceSeconds(9 * 60 + 59);
    expect((await browser.call('/api/session')).status).toBe(200);

    portal.advanceSeconds(2);
    const calls = portal.upstreamCalls.length;
    const over = await browser.call('/api/session/ping', { method: 'POST' });
    expect(over.status).toBe(401);
    expect(portal.upstreamCalls.length).toBe(calls);
    expect(browser.cookie).toBeNull();
  });
});

describe('a password change', () => {
  async function activityOf(client: ReturnType<typeof createApiClient>): Promise<AccountActivity> {
    const response = await client.call('/api/account/activity');
    expect(response.status).toBe(200);
    return (await response.json()) as AccountActivity;
  }

  it('ends every other session of the person at once, keeps this one, and shows in the activity', async () => {
    const portal = createTestPortal();
    const here = await signedIn(portal, FIONA);
    const elsewhere = await signedIn(portal, FIONA);
    portal.advanceSeconds(1);

    const NEW_PASSWORD = 'Quiet-Meadow#2026';
    const changed = await here.call('/api/profile/password', {
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
      headers: { 'user-agent': CHROME_ON_LINUX },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ changed: true });

    // The other browser is refused by the Worker itself, before anything is asked upstream.
    const calls = portal.upstreamCalls.length;
    const refused = await elsewhere.call('/api/profile/details');
    expect(refused.status).toBe(401);
    expect(portal.upstreamCalls.length).toBe(calls);

    expect((await here.call('/api/profile/details')).status).toBe(200);
    portal.advanceSeconds(60);
    expect((await here.call('/api/session')).status).toBe(200);
    const [newest] = (await activityOf(here)).entries;
    expect(newest).toMatchObject({ type: 'password-changed', device: { userAgent: CHROME_ON_LINUX } });
  });
});
