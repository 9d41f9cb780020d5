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
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { DEVICE_TOKEN, signInWithTotp } from '#support/reference-api/two-factor-helpers.ts';
import { insertInto } from '../data/statements.ts';
import { ACCOUNT_ACTIVITY_RETENTION_MS, deviceIdOf } from '../rules/account-activity.ts';
import type { AccountActivityBody, ActivityEntryBody } from './account-activity.ts';

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const ALEX_ID = 1002;
const TOM = 'tom.twofa@acme.test';
const TOM_SECRET = 'JBSWY3DPEHPK3PXP';
const SID = 'sid.sso@sso.globex.test';
const ACME_CLIENT_ID = 2;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function activity(token: string, query = ''): Promise<AccountActivityBody> {
  const response = await getWithToken(`/v2/user/account-activity${query}`, token);
  expect(response.status).toBe(200);
  return response.json<AccountActivityBody>();
}

function signedIn(body: AccountActivityBody): ActivityEntryBody[] {
  return body.data.filter((entry) => entry.type === 'signed_in');
}

/** An act-as session of Emma by Alex, with the changes made in it, as the act-as work writes them. */
async function actedAsEmma(options: { startedAt: number; changes?: string[]; endedAt?: number | null }) {
  const familyId = crypto.randomUUID();
  await insertInto(db, 'masquerade_sessions', {
    family_id: familyId,
    actor_user_id: ALEX_ID,
    actor_type: 'employer',
    target_user_id: EMMA_ID,
    client_id: ACME_CLIENT_ID,
    reason: 'Emma asked us to check her pension',
    read_only: false,
    started_at: options.startedAt,
    ended_at: options.endedAt ?? null,
  }).run();
  const rows = ['session-started', ...(options.changes ?? []), 'session-ended'];
  for (const [index, action] of rows.entries()) {
    await insertInto(db, 'masquerade_audit', {
      family_id: familyId,
      actor_user_id: ALEX_ID,
      target_user_id: EMMA_ID,
      scheme_year: 2026,
      action,
      created_at: options.startedAt + index * 1000,
    }).run();
  }
  return familyId;
}

beforeEach(reseed);

describe('the sign-ins a person sees in their account activity', () => {
  it('records a password sign-in with the device it came from, never the device token itself', async () => {
    const response = await sendJson('POST', '/v2/login', {
      email: EMMA,
      password: 'Sunlit-Harbour#47',
      deviceToken: DEVICE_TOKEN,
      userAgent: BROWSER,
      portalClient: 'acme',
    });
    expect(response.status).toBe(200);
    const { access_token } = await response.json<{ access_token: string }>();

    const body = await activity(access_token);
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 1 });
    const [entry] = body.data;
    expect(entry).toMatchObject({
      type: 'signed_in',
      method: 'password',
      device_id: await deviceIdOf(DEVICE_TOKEN),
      user_agent: BROWSER,
    });
    expect(entry && 'device_id' in entry ? entry.device_id : null).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(body)).not.toContain(DEVICE_TOKEN);
    const stored = await db.prepare('SELECT * FROM account_events WHERE user_id = ?1').bind(EMMA_ID).all();
    expect(JSON.stringify(stored.results)).not.toContain(DEVICE_TOKEN);
  });

  it('records an authenticator-code sign-in as such', async () => {
    const tokens = await signInWithTotp(TOM, TOM_SECRET);
    const [entry] = signedIn(await activity(tokens.access_token));
    expect(entry).toMatchObject({ method: 'authenticator_code', device_id: await deviceIdOf(DEVICE_TOKEN) });
  });

  it('records a single sign-on with the device and browser the portal passes along', async () => {
    const page = await callReferenceApi('/v2/sso/reference-sign-on', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: SID }).toString(),
      redirect: 'manual',
    });
    const location = page.headers.get('location') ?? '';
    const token = decodeURIComponent(/\/sso-login\/([^/]+)\//.exec(new URL(location).pathname)?.[1] ?? '');
    const response = await sendJson('POST', '/v2/login/sso', {
      token,
      deviceToken: 'sso-device',
      userAgent: BROWSER,
      portalClient: 'globex',
    });
    expect(response.status).toBe(200);
    const { access_token } = await response.json<{ access_token: string }>();
    const [entry] = signedIn(await activity(access_token));
    expect(entry).toMatchObject({
      method: 'single_sign_on',
      device_id: await deviceIdOf('sso-device'),
      user_agent: BROWSER,
    });
  });

  it('does not count an act-as session as the person signing in', async () => {
    const link = await mintDevMasqueradeLink(EMMA);
    const session = await signOnWith(link);
    const own = await signIn(EMMA);
    expect(signedIn(await activity(own.access_token))).toHaveLength(1);
    // Someone acting as Emma may read her activity (nothing changes), and sees the same.
    const seen = await callAs(session.access_token, '/v2/user/account-activity', {
      headers: masqueradeHeaders(EMMA_ID),
    });
    expect(seen.status).toBe(200);
  });

  it('keeps a sign-in that carried no user agent, without one', async () => {
    const tokens = await signIn(EMMA);
    const [entry] = signedIn(await activity(tokens.access_token));
    expect(entry).not.toHaveProperty('user_agent');
  });
});

describe('act-as sessions in the account activity', () => {
  it('shows who acted, in which role, why, whether they could change anything, and each change', async () => {
    const startedAt = Date.now() - 60 * 60 * 1000;
    await actedAsEmma({
      startedAt,
      changes: ['PATCH /v2/user', 'POST /v2/user/1001/family-members'],
      endedAt: startedAt + 10_000,
    });
    const tokens = await signIn(EMMA);
    const body = await activity(tokens.access_token);
    // The sign-in just now is newer than the act-as session an hour ago.
    expect(body.data.map((entry) => entry.type)).toEqual(['signed_in', 'acted_as']);
    expect(body.data[1]).toEqual({
      id: expect.stringMatching(/^acted-as-/),
      type: 'acted_as',
      occurred_at: new Date(startedAt).toISOString(),
      actor: { name: 'Alex Morgan', role: 'employer' },
      reason: 'Emma asked us to check her pension',
      read_only: false,
      ended_at: new Date(startedAt + 10_000).toISOString(),
      changes: [
        { action: 'PATCH /v2/user', occurred_at: new Date(startedAt + 1000).toISOString() },
        {
          action: 'POST /v2/user/1001/family-members',
          occurred_at: new Date(startedAt + 2000).toISOString(),
        },
      ],
    });
  });

  it('leaves out an act-as session that has not ended yet its end', async () => {
    await actedAsEmma({ startedAt: Date.now() - 1000, endedAt: null });
    const tokens = await signIn(EMMA);
    const entry = (await activity(tokens.access_token)).data.find((each) => each.type === 'acted_as');
    expect(entry).toBeDefined();
    expect(entry).not.toHaveProperty('ended_at');
  });
});

describe('paging and retention', () => {
  it('pages newest first, with the total of every page', async () => {
    const now = Date.now();
    for (let minute = 1; minute <= 12; minute += 1) {
      await insertInto(db, 'account_events', {
        user_id: EMMA_ID,
        kind: 'signed-in',
        method: 'password',
        device_id: `device${String(minute).padStart(6, '0')}`,
        user_agent: null,
        created_at: now - minute * 60_000,
      }).run();
    }
    const tokens = await signIn(EMMA);
    const first = await activity(tokens.access_token, '?page=1&per_page=5');
    expect(first.meta).toEqual({ page: 1, per_page: 5, total: 13 });
    expect(first.data.map((entry) => ('device_id' in entry ? entry.device_id : null))).toEqual([
      await deviceIdOf('test-device-0f3a9c'),
      'device000001',
      'device000002',
      'device000003',
      'device000004',
    ]);
    const third = await activity(tokens.access_token, '?page=3&per_page=5');
    expect(third.data.map((entry) => ('device_id' in entry ? entry.device_id : null))).toEqual([
      'device000010',
      'device000011',
      'device000012',
    ]);
    const times = [...first.data, ...third.data].map((entry) => entry.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a page or page size out of bounds', async () => {
    const tokens = await signIn(EMMA);
    for (const query of ['?page=0', '?page=abc', '?per_page=51', '?per_page=0']) {
      const response = await getWithToken(`/v2/user/account-activity${query}`, tokens.access_token);
      expect(response.status, query).toBe(422);
    }
  });

  it('neither shows nor keeps activity older than the retention', async () => {
    const now = Date.now();
    await insertInto(db, 'account_events', {
      user_id: EMMA_ID,
      kind: 'signed-in',
      method: 'password',
      device_id: 'old-device',
      user_agent: null,
      created_at: now - ACCOUNT_ACTIVITY_RETENTION_MS - 60_000,
    }).run();
    await actedAsEmma({ startedAt: now - ACCOUNT_ACTIVITY_RETENTION_MS - 60_000, endedAt: null });
    const tokens = await signIn(EMMA);
    const body = await activity(tokens.access_token);
    expect(body.meta.total).toBe(1);
    expect(body.data.map((entry) => entry.type)).toEqual(['signed_in']);
    // Writing the new sign-in removed the expired one.
    const old = await db.prepare("SELECT 1 FROM account_events WHERE device_id = 'old-device'").first();
    expect(old).toBeNull();
  });

  it('answers 401 without a live token', async () => {
    const response = await callReferenceApi('/v2/user/account-activity');
    expect(response.status).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it("revokes every one of the person's sessions, ends act-as sessions of them and records it", async () => {
    const first = await signIn(EMMA);
    const second = await signIn(EMMA);
    const actAs = await signOnWith(await mintDevMasqueradeLink(EMMA));
    const other = await signIn('alex.admin@acme.test');

    const response = await sendJson(
      'POST',
      '/v2/user/sign-out-everywhere',
      { user_agent: BROWSER },
      first.access_token,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signed_out: true });

    for (const token of [first.access_token, second.access_token]) {
      expect((await getWithToken('/v2/user', token)).status).toBe(401);
    }
    const acted = await callAs(actAs.access_token, '/v2/user', { headers: masqueradeHeaders(EMMA_ID) });
    expect(acted.status).toBe(401);
    // A refresh token of an ended session mints nothing.
    const refreshed = await sendJson('POST', '/v2/login/refresh', { refresh_token: second.refresh_token });
    expect(refreshed.status).not.toBe(200);
    // Someone else's session is untouched.
    expect((await getWithToken('/v2/user', other.access_token)).status).toBe(200);

    const again = await signIn(EMMA);
    const body = await activity(again.access_token);
    expect(body.data.slice(0, 2)).toMatchObject([
      { type: 'signed_in' },
      { type: 'signed_out_everywhere', user_agent: BROWSER },
    ]);
    expect(body.data[1]).not.toHaveProperty('method');
  });

  it('is refused to someone acting as the person', async () => {
    const actAs = await signOnWith(await mintDevMasqueradeLink(EMMA));
    const own = await signIn(EMMA);
    const response = await callAs(actAs.access_token, '/v2/user/sign-out-everywhere', {
      method: 'POST',
      body: {},
      headers: masqueradeHeaders(EMMA_ID),
    });
    expect(response.status).toBe(403);
    expect((await getWithToken('/v2/user', own.access_token)).status).toBe(200);
  });
});
