import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  type SignOnBody,
  signOn,
  signOnParts,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { requestResetToken, reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { ACT_AS_IDLE_TIMEOUT_MS, ACT_AS_SESSION_LIFETIME_MS } from '../rules/act-as-lifetime.ts';
import { hashToken } from '../rules/token-codec.ts';
import { LINK_BOUND } from './login-sso.ts';

// Issue 42, items 5 and 6 (docs/decisions/063): an administrator's act-as link is bound to them,
// support's records the browser that spent it, an act-as family lives 60 minutes at most and its end
// is recorded however it ends, and what ends a person's sessions also revokes their unspent links.

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const PIOTR = 'piotr.probation@acme.test';
const PIOTR_ID = 1006;
const ACME_SCHEME_ID = 102;
const NEW_PASSWORD = 'Quiet-Meadow#2026';
const MINUTE = 60_000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeEach(reseed);

async function alexLinkForEmma(alexAccess: string): Promise<string> {
  const response = await sendJson(
    'POST',
    `/v1/masquerade/employer/${ACME_SCHEME_ID}/${EMMA_ID}`,
    { password: 'Sunlit-Harbour#47', reason: 'Ticket 77: her pension form' },
    alexAccess,
  );
  expect(response.status).toBe(200);
  return signOnParts((await response.json<{ url: string }>()).url).token;
}

async function sessionRow(familyOf: { access_token: string }) {
  const family = await db
    .prepare('SELECT family_id FROM tokens WHERE token_hash = ?1')
    .bind(await hashToken(familyOf.access_token))
    .first<string>('family_id');
  return db.prepare('SELECT * FROM masquerade_sessions WHERE family_id = ?1').bind(family).first<{
    family_id: string;
    started_at: number;
    ended_at: number | null;
    spent_user_agent: string | null;
    spent_signed_in_user_id: number | null;
  }>();
}

/** Moves a session's start and its tokens' times back, as if it had begun `ms` earlier. */
async function age(familyId: string, ms: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE tokens SET created_at = created_at - ?2, expires_at = expires_at - ?2,
           last_seen_at = last_seen_at - ?2 WHERE family_id = ?1`,
      )
      .bind(familyId, ms),
    db
      .prepare('UPDATE masquerade_sessions SET started_at = started_at - ?2 WHERE family_id = ?1')
      .bind(familyId, ms),
  ]);
}

describe("an employer administrator's act-as link", () => {
  it('is spent only with his own session: another browser is refused and the link stays his', async () => {
    const alex = await signIn('alex.admin@acme.test');
    const token = await alexLinkForEmma(alex.access_token);
    const emma = await signIn(EMMA);

    for (const signedInAs of [undefined, emma.access_token]) {
      const refused = await signOn(token, signedInAs);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: LINK_BOUND });
    }
    // Someone acting as Alex is not Alex in his own session either.
    const actingAsAlex = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    expect((await signOn(token, actingAsAlex.access_token)).status).toBe(403);

    const spent = await signOn(token, alex.access_token);
    expect(spent.status).toBe(200);
    expect((await spent.json<SignOnBody>()).masquerade).toMatchObject({
      user_id: EMMA_ID,
      actor: 'employer',
    });
    expect((await signOn(token, alex.access_token)).status).toBe(401);
  });
});

describe("support's act-as link", () => {
  it('may be spent in any browser, and the session and the trail record which one and who was signed in there', async () => {
    const piotr = await signIn(PIOTR);
    const token = signOnParts(await mintDevMasqueradeLink(EMMA)).token;

    const response = await signOn(token, piotr.access_token, BROWSER);
    expect(response.status).toBe(200);
    const row = await sessionRow(await response.json<SignOnBody>());
    expect(row).toMatchObject({ spent_user_agent: BROWSER, spent_signed_in_user_id: PIOTR_ID });
    const detail = await db
      .prepare("SELECT detail FROM audit_events WHERE action = 'act-as-started' ORDER BY id DESC LIMIT 1")
      .first<string>('detail');
    expect(JSON.parse(detail ?? '{}')).toMatchObject({
      spentUserAgent: BROWSER,
      spentSignedInAs: 'Piotr Nowak <piotr.probation@acme.test>',
    });
    // The employer's trail, as Alex reads it and its CSV says it.
    const alex = await signIn('alex.admin@acme.test');
    const trail = await getWithToken('/v2/client/2/audit-events?action=act-as-started', alex.access_token);
    const { data } = await trail.json<{ data: { detail: Record<string, unknown> }[] }>();
    expect(data[0]?.detail).toMatchObject({
      spent_user_agent: BROWSER,
      spent_signed_in_as: 'Piotr Nowak <piotr.probation@acme.test>',
    });
    const csv = await getWithToken(
      '/v2/client/2/audit-events?action=act-as-started&type=auditTrail',
      alex.access_token,
    );
    expect(await csv.text()).toContain(
      `(opened in: ${BROWSER}; signed in there: Piotr Nowak <piotr.probation@acme.test>)`,
    );
  });
});

describe('an act-as session', () => {
  it('is refused refresh and access once its 60 minutes are over, and its row ends at the 60th minute', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink(EMMA));
    const row = await sessionRow(session);
    if (!row) throw new Error('no act-as session was recorded');
    // In use all along: the last request a minute ago.
    await age(row.family_id, ACT_AS_SESSION_LIFETIME_MS + MINUTE);
    await db
      .prepare("UPDATE tokens SET last_seen_at = ?2 WHERE family_id = ?1 AND kind = 'access'")
      .bind(row.family_id, Date.now() - MINUTE)
      .run();

    const user = await callAs(session.access_token, '/v2/user', { headers: masqueradeHeaders(EMMA_ID) });
    expect(user.status).toBe(401);
    const refresh = await sendJson('POST', '/v2/login/refresh', { refresh_token: session.refresh_token });
    expect(refresh.status).toBe(401);
    const ended = await sessionRow(session);
    expect(ended?.ended_at).toBe((ended?.started_at ?? 0) + ACT_AS_SESSION_LIFETIME_MS);
  });

  it('cannot be refreshed into a longer life: every pair it is given ends with the family', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink(EMMA));
    const row = await sessionRow(session);
    if (!row) throw new Error('no act-as session was recorded');
    await age(row.family_id, ACT_AS_SESSION_LIFETIME_MS - 5 * MINUTE);

    const refresh = await sendJson('POST', '/v2/login/refresh', { refresh_token: session.refresh_token });
    expect(refresh.status).toBe(200);
    const renewed = await refresh.json<SignOnBody>();
    expect(renewed.expires_in).toBeLessThanOrEqual(5 * 60);
    const { results } = await db
      .prepare('SELECT expires_at FROM tokens WHERE family_id = ?1 AND revoked_at IS NULL')
      .bind(row.family_id)
      .all<{ expires_at: number }>();
    for (const token of results) {
      expect(token.expires_at).toBeLessThanOrEqual(
        row.started_at - (ACT_AS_SESSION_LIFETIME_MS - 5 * MINUTE) + ACT_AS_SESSION_LIFETIME_MS,
      );
    }
  });

  it('that went idle shows in the person’s activity as ended when it went idle', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink(EMMA));
    const row = await sessionRow(session);
    if (!row) throw new Error('no act-as session was recorded');
    await age(row.family_id, 45 * MINUTE);

    const emma = await signIn(EMMA);
    const activity = await getWithToken('/v2/user/account-activity', emma.access_token);
    const { data } = await activity.json<{ data: { type: string; ended_at?: string }[] }>();
    const actedAs = data.find((entry) => entry.type === 'acted_as');
    const startedAt = row.started_at - 45 * MINUTE;
    expect(actedAs?.ended_at).toBe(new Date(startedAt + ACT_AS_IDLE_TIMEOUT_MS).toISOString());
  });
});

describe('what ends every session of a person', () => {
  it('sign out everywhere revokes the unspent links that would sign in as them and those they minted', async () => {
    const alex = await signIn('alex.admin@acme.test');
    const minted = await alexLinkForEmma(alex.access_token);
    const actingAsAlex = signOnParts(await mintDevMasqueradeLink('alex.admin@acme.test')).token;

    const out = await sendJson(
      'POST',
      '/v2/user/sign-out-everywhere',
      { user_agent: BROWSER },
      alex.access_token,
    );
    expect(out.status).toBe(200);

    const again = await signIn('alex.admin@acme.test');
    expect((await signOn(minted, again.access_token)).status).toBe(401);
    expect((await signOn(actingAsAlex)).status).toBe(401);
  });

  it('a password change ends every other session and act-as session, revokes links, keeps this one and shows in the activity', async () => {
    const here = await signIn(EMMA);
    const elsewhere = await signIn(EMMA);
    const actingAsEmma = await signOnWith(await mintDevMasqueradeLink(EMMA));
    const unspent = signOnParts(await mintDevMasqueradeLink(EMMA)).token;

    const change = await sendJson(
      'POST',
      '/v2/user/password',
      {
        current_password: 'Sunlit-Harbour#47',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        user_agent: BROWSER,
      },
      here.access_token,
    );
    expect(change.status).toBe(200);

    expect((await getWithToken('/v2/user', here.access_token)).status).toBe(200);
    expect((await sendJson('POST', '/v2/login/refresh', { refresh_token: here.refresh_token })).status).toBe(
      200,
    );
    expect((await getWithToken('/v2/user', elsewhere.access_token)).status).toBe(401);
    expect(
      (await sendJson('POST', '/v2/login/refresh', { refresh_token: elsewhere.refresh_token })).status,
    ).toBe(401);
    expect(
      (await callAs(actingAsEmma.access_token, '/v2/user', { headers: masqueradeHeaders(EMMA_ID) })).status,
    ).toBe(401);
    expect((await sessionRow(actingAsEmma))?.ended_at).not.toBeNull();
    expect((await signOn(unspent)).status).toBe(401);

    const activity = await getWithToken('/v2/user/account-activity', here.access_token);
    const { data } = await activity.json<{ data: { type: string; user_agent?: string }[] }>();
    expect(data[0]).toMatchObject({ type: 'password_changed', user_agent: BROWSER });
  });

  it('a password reset revokes the unspent links that would sign in as the person', async () => {
    const unspent = signOnParts(await mintDevMasqueradeLink(EMMA)).token;
    const reset = await sendJson('POST', '/v2/password-reset', {
      token: await requestResetToken(EMMA),
      date_of_birth: '1985/03/12',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await signOn(unspent)).status).toBe(401);
  });
});
