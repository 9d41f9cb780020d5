import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  signOnParts,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { listMailTo } from '../data/outbox-repository.ts';
import { ACT_AS_TEXTS, actAsWhen } from '../rules/act-as.ts';
import { hashToken } from '../rules/token-codec.ts';

// Issue 32, items 1 and 2 (docs/decisions/053 and 054): why someone acts as a person, whether the
// session may change anything, the session's record, and the e-mail the person gets.

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const ALEX_ID = 1002;
const SAM_ID = 9001;
const ACME_CLIENT_ID = 2;
const ACME_SCHEME_ID = 102;
const REASON = 'Ticket 4821: Emma cannot see her dental cover';

type SessionRow = {
  family_id: string;
  actor_user_id: number;
  actor_type: string;
  target_user_id: number;
  client_id: number;
  reason: string;
  read_only: number;
  started_at: number;
  ended_at: number | null;
};

async function actAsSessions(): Promise<SessionRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM masquerade_sessions ORDER BY started_at')
    .all<SessionRow>();
  return results;
}

async function supportLink(body: Record<string, unknown>): Promise<Response> {
  const { access_token } = await signIn('sam.support@c8.test');
  return sendJson(
    'POST',
    '/v2/masquerade/support',
    { email: EMMA, scheme_year: 2026, ...body },
    access_token,
  );
}

async function storedToken(url: string) {
  return db
    .prepare('SELECT masquerade_reason, masquerade_read_only FROM sign_on_tokens WHERE token_hash = ?1')
    .bind(await hashToken(signOnParts(url).token))
    .first<{ masquerade_reason: string | null; masquerade_read_only: number }>();
}

beforeEach(reseed);

describe('minting an act-as link', () => {
  it('needs a reason from support: none, a blank one or one over 500 characters is refused', async () => {
    for (const [body, error] of [
      [{}, 'A reason is required'],
      [{ reason: '   ' }, 'A reason is required'],
      [{ reason: 42 }, 'A reason is required'],
      [{ reason: 'x'.repeat(501) }, 'The reason must be 500 characters or fewer'],
      // One line of plain text, nothing a mail client would make a link of (issue 42, item 11).
      [{ reason: 'Ticket 4821\n\nPlease reset your password' }, ACT_AS_TEXTS.reasonNotPlain],
      [{ reason: 'See https://evil.example/login' }, ACT_AS_TEXTS.reasonNotPlain],
      [{ reason: 'Write to help@evil.example' }, ACT_AS_TEXTS.reasonNotPlain],
      [{ reason: 'Go to acme-benefits-login.com now' }, ACT_AS_TEXTS.reasonNotPlain],
    ] as const) {
      const response = await supportLink(body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(await response.json()).toEqual({ error });
    }
    expect(await db.prepare('SELECT count(*) AS n FROM sign_on_tokens').first('n')).toBe(0);
  });

  it('stores the reason, trimmed, and makes the link read-only unless changes are allowed in so many words', async () => {
    const readOnly = await supportLink({ reason: `  ${REASON}  ` });
    expect(readOnly.status).toBe(200);
    expect(await storedToken((await readOnly.json<{ url: string }>()).url)).toEqual({
      masquerade_reason: REASON,
      masquerade_read_only: 1,
    });
    for (const value of ['false', 0, null]) {
      const unclear = await supportLink({ reason: REASON, read_only: value });
      expect(await storedToken((await unclear.json<{ url: string }>()).url)).toMatchObject({
        masquerade_read_only: 1,
      });
    }
    const longest = await supportLink({ reason: 'y'.repeat(500), read_only: false });
    expect(longest.status).toBe(200);
    expect(await storedToken((await longest.json<{ url: string }>()).url)).toEqual({
      masquerade_reason: 'y'.repeat(500),
      masquerade_read_only: 0,
    });
  });

  it('asks Alex for a reason too, after his password and before checking it (so it does not count)', async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const path = `/v1/masquerade/employer/${ACME_SCHEME_ID}/${EMMA_ID}`;

    const noPassword = await sendJson('POST', path, {}, access_token);
    expect(await noPassword.json()).toEqual({ error: 'Your password is required' });
    const noReason = await sendJson('POST', path, { password: 'not-his-password' }, access_token);
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toEqual({ error: 'A reason is required' });
    expect(
      await db
        .prepare('SELECT failed_login_count FROM users WHERE id = ?1')
        .bind(ALEX_ID)
        .first('failed_login_count'),
    ).toBe(0);
  });
});

describe('spending an act-as link', () => {
  it("records Sam's read-only session with its reason, says so at sign-on, and ends it at logout", async () => {
    const minted = await supportLink({ reason: REASON });
    const before = Date.now();
    const session = await signOnWith((await minted.json<{ url: string }>()).url);

    expect(session.masquerade).toEqual({
      user_id: EMMA_ID,
      scheme_year: 2026,
      actor: 'support',
      read_only: true,
    });
    const [row] = await actAsSessions();
    expect(row).toMatchObject({
      actor_user_id: SAM_ID,
      actor_type: 'support',
      target_user_id: EMMA_ID,
      client_id: ACME_CLIENT_ID,
      reason: REASON,
      read_only: 1,
      ended_at: null,
    });
    expect(row?.started_at).toBeGreaterThanOrEqual(before);
    const family = await db
      .prepare('SELECT family_id FROM tokens WHERE token_hash = ?1')
      .bind(await hashToken(session.access_token))
      .first<string>('family_id');
    expect(row?.family_id).toBe(family);

    const logout = await callAs(session.access_token, '/v2/logout', {
      method: 'POST',
      headers: masqueradeHeaders(EMMA_ID),
    });
    expect(logout.status).toBe(200);
    const [ended] = await actAsSessions();
    expect(ended?.ended_at).toBeGreaterThanOrEqual(ended?.started_at ?? Number.POSITIVE_INFINITY);
  });

  it('e-mails Emma who acted as her (support), when and why, and that they could only look', async () => {
    const minted = await supportLink({ reason: REASON });
    await signOnWith((await minted.json<{ url: string }>()).url);
    const [row] = await actAsSessions();

    const [mail] = await listMailTo(db, EMMA, 5);
    expect(mail?.subject).toBe('Support opened your Acme Rewards account');
    expect(mail?.text).toContain('Hello Emma,');
    expect(mail?.text).toContain(
      `Sam Ito of the Acme Rewards support team opened your Acme Rewards account as you on ${actAsWhen(row?.started_at ?? 0)}.`,
    );
    // Written out here too: the Worker runtime's own zone names are not GMT and BST.
    expect(mail?.text).toMatch(/ on \d{1,2} [A-Z][a-z]+ 2026 at \d{2}:\d{2} (GMT|BST)\./);
    expect(mail?.text).toContain(`The reason they gave, in their own words: “${REASON}”`);
    expect(mail?.text).toContain('could see your account but not change anything');
    expect(mail?.links).toEqual(['http://acme.localhost:8787/app/home/my-profile/']);
  });

  it("records Alex's session that may change things, and e-mails Emma that her employer acted as her", async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const response = await sendJson(
      'POST',
      `/v1/masquerade/employer/${ACME_SCHEME_ID}/${EMMA_ID}`,
      { password: 'Sunlit-Harbour#47', reason: 'She asked me to check her pension form', read_only: false },
      access_token,
    );
    expect(response.status).toBe(200);
    const session = await signOnWith((await response.json<{ url: string }>()).url, access_token);

    expect(session.masquerade).toMatchObject({ actor: 'employer', read_only: false });
    expect(await actAsSessions()).toEqual([
      expect.objectContaining({
        actor_user_id: ALEX_ID,
        actor_type: 'employer',
        reason: 'She asked me to check her pension form',
        read_only: 0,
      }),
    ]);
    const [mail] = await listMailTo(db, EMMA, 5);
    expect(mail?.subject).toBe('Your employer opened your Acme Rewards account');
    expect(mail?.text).toContain(
      'Alex Morgan, an administrator at your employer, Acme Logistics, opened your Acme Rewards account as you on',
    );
    expect(mail?.text).toContain(
      'The reason they gave, in their own words: “She asked me to check her pension form”',
    );
    expect(mail?.text).toContain('The session allowed changes');
  });

  it('puts the start on the audit trail once, from the session row (the trigger), with its reason and kind', async () => {
    // The demo trail holds act-as starts of its own: only the rows written from here on count.
    const before = await db
      .prepare('SELECT coalesce(max(id), 0) AS id FROM audit_events')
      .first<{ id: number }>();
    const minted = await supportLink({ reason: REASON });
    await signOnWith((await minted.json<{ url: string }>()).url);

    const { results } = await db
      .prepare(
        "SELECT actor_user_id, subject_user_id, detail FROM audit_events WHERE action = 'act-as-started' AND id > ?",
      )
      .bind(before?.id ?? 0)
      .all<{ actor_user_id: number; subject_user_id: number; detail: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ actor_user_id: SAM_ID, subject_user_id: EMMA_ID });
    expect(JSON.parse(results[0]?.detail ?? '{}')).toMatchObject({
      reason: REASON,
      readOnly: true,
      actorType: 'support',
    });
  });
});
