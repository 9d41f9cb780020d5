import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '#fixtures/totp.ts';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  type SignOnBody,
  signOn,
  signOnParts,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { hashToken } from '../rules/token-codec.ts';

const db = env.REF_DB;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const ALEX_ID = 1002;
const SAM_ID = 9001;
const ACME_SCHEME_ID = 102;
const GLOBEX_SCHEME_ID = 103;
const MSQ_URL = /^http:\/\/acme\.localhost:8787\/sso-login\/msq[A-Za-z0-9_-]{43}\/2026$/;
const HEADERS_REQUIRED = { error: 'Masquerade headers are required' };
const REASON = 'Ticket 4821: Emma cannot see her dental cover';

type AuditRow = {
  family_id: string;
  actor_user_id: number;
  target_user_id: number;
  scheme_year: number;
  action: string;
};

async function auditRows(): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      'SELECT family_id, actor_user_id, target_user_id, scheme_year, action FROM masquerade_audit ORDER BY id',
    )
    .all<AuditRow>();
  return results;
}

async function familyOf(accessToken: string): Promise<string | null> {
  return db
    .prepare('SELECT family_id FROM tokens WHERE token_hash = ?1')
    .bind(await hashToken(accessToken))
    .first<string>('family_id');
}

function magicLink(token: string, schemeId: number, employeeId: number, body: unknown): Promise<Response> {
  return sendJson('POST', `/v1/masquerade/employer/${schemeId}/${employeeId}`, body, token);
}

beforeEach(reseed);

describe("Sam's masquerade link", () => {
  it('is a one-time 15-minute msq token for the target, stored only as its hash', async () => {
    const before = Date.now();
    const url = await mintDevMasqueradeLink(EMMA);

    expect(url).toMatch(MSQ_URL);
    const { token } = signOnParts(url);
    const stored = await db
      .prepare(
        'SELECT kind, user_id, actor_user_id, actor_type, scheme_year, created_at, expires_at FROM sign_on_tokens WHERE token_hash = ?1',
      )
      .bind(await hashToken(token))
      .first<{ created_at: number; expires_at: number }>();
    expect(stored).toMatchObject({
      kind: 'msq',
      user_id: EMMA_ID,
      actor_user_id: SAM_ID,
      actor_type: 'support',
      scheme_year: 2026,
    });
    expect(stored?.created_at).toBeGreaterThanOrEqual(before);
    expect((stored?.expires_at ?? 0) - (stored?.created_at ?? 0)).toBe(15 * 60 * 1000);
  });

  it('signs in as Emma with the masquerade described, once', async () => {
    const { token } = signOnParts(await mintDevMasqueradeLink(EMMA));

    const first = await signOn(token);

    expect(first.status).toBe(200);
    expect(first.headers.get('x-masquerade')).toBe(String(EMMA_ID));
    expect(await first.json()).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in: 900,
      token_type: 'Bearer',
      masquerade: { user_id: EMMA_ID, scheme_year: 2026, actor: 'support', read_only: true },
    });
    const second = await signOn(token);
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ error: 'This link has expired or has already been used' });
  });

  it('refuses an expired link', async () => {
    const { token } = signOnParts(await mintDevMasqueradeLink(EMMA));
    await db
      .prepare('UPDATE sign_on_tokens SET created_at = ?2 - 2000, expires_at = ?2 WHERE token_hash = ?1')
      .bind(await hashToken(token), Date.now())
      .run();

    expect((await signOn(token)).status).toBe(401);
  });
});

describe('a masquerade session', () => {
  /** Sam acting as Emma: read-only, unless changes are allowed (as the tests of changes need). */
  async function emmaAsSam(options: { readOnly?: boolean } = {}): Promise<SignOnBody> {
    return signOnWith(await mintDevMasqueradeLink(EMMA, 2026, options));
  }

  it('needs both masquerade headers, naming the session, on every bearer request', async () => {
    const { access_token } = await emmaAsSam();
    const [userHeader, yearHeader] = Object.entries(masqueradeHeaders(EMMA_ID));

    for (const headers of [
      {},
      Object.fromEntries([userHeader ?? ['', '']]),
      Object.fromEntries([yearHeader ?? ['', '']]),
      masqueradeHeaders(ALEX_ID),
      masqueradeHeaders(EMMA_ID, 2025),
    ]) {
      const response = await callAs(access_token, '/v2/user', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual(HEADERS_REQUIRED);
    }
    expect((await callAs(access_token, '/v1/ping')).status).toBe(403);

    const allowed = await callAs(access_token, '/v2/user', { headers: masqueradeHeaders(EMMA_ID) });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('x-masquerade')).toBe(String(EMMA_ID));
    expect(await allowed.json()).toMatchObject({ id: EMMA_ID, email: EMMA });
    const ping = await callAs(access_token, '/v1/ping', { headers: masqueradeHeaders(EMMA_ID) });
    expect(ping.status).toBe(200);
    expect(ping.headers.get('x-masquerade')).toBe(String(EMMA_ID));
  });

  it("leaves a person's own session as it was: no headers needed, none answered", async () => {
    const { access_token } = await signIn(EMMA);

    const response = await getWithToken('/v2/user', access_token);

    expect(response.status).toBe(200);
    expect(response.headers.get('x-masquerade')).toBeNull();
  });

  it("audits the start and every change in Sam's name, but not reads or refused changes", async () => {
    const { access_token } = await emmaAsSam({ readOnly: false });
    const headers = masqueradeHeaders(EMMA_ID);

    expect((await callAs(access_token, '/v2/login/setup', { headers })).status).toBe(200);
    const refused = await callAs(access_token, '/v2/user/terms', { method: 'PATCH', headers, body: {} });
    expect(refused.status).toBe(422);
    const terms = await callAs(access_token, '/v2/user/terms', {
      method: 'PATCH',
      headers,
      body: { termsAccepted: true },
    });
    expect(terms.status).toBe(200);
    expect(terms.headers.get('x-masquerade')).toBe(String(EMMA_ID));

    const family = await familyOf(access_token);
    const entry = { family_id: family, actor_user_id: SAM_ID, target_user_id: EMMA_ID, scheme_year: 2026 };
    expect(await auditRows()).toEqual([
      { ...entry, action: 'session-started' },
      { ...entry, action: 'PATCH /v2/user/terms' },
    ]);
  });

  it('audits two-factor changes made for Emma, and logs Sam as the one who switched it on', async () => {
    const { access_token } = await emmaAsSam({ readOnly: false });
    const headers = masqueradeHeaders(EMMA_ID);

    const enrolment = await callAs(access_token, `/v2/user/${EMMA_ID}/mfa`, { method: 'POST', headers });
    expect(enrolment.status).toBe(200);
    const { secret } = await enrolment.json<{ secret: string }>();
    const complete = await callAs(access_token, `/v2/user/${EMMA_ID}/mfa/validate`, {
      method: 'POST',
      headers,
      body: { code: await totpCode(secret), type: 'complete' },
    });
    expect(complete.status).toBe(200);

    expect((await auditRows()).map((row) => [row.actor_user_id, row.action])).toEqual([
      [SAM_ID, 'session-started'],
      [SAM_ID, `POST /v2/user/${EMMA_ID}/mfa`],
      [SAM_ID, `POST /v2/user/${EMMA_ID}/mfa/validate`],
    ]);
    const change = await db
      .prepare('SELECT change, actor_user_id FROM two_factor_changes WHERE user_id = ?1')
      .bind(EMMA_ID)
      .first();
    expect(change).toEqual({ change: 'enabled', actor_user_id: SAM_ID });
  });

  it('keeps the masquerade through a refresh', async () => {
    const { refresh_token } = await emmaAsSam();

    const refreshed = await sendJson('POST', '/v2/login/refresh', { refresh_token });

    expect(refreshed.status).toBe(200);
    const { access_token } = await refreshed.json<{ access_token: string }>();
    expect((await callAs(access_token, '/v2/user')).status).toBe(403);
    const allowed = await callAs(access_token, '/v2/user', { headers: masqueradeHeaders(EMMA_ID) });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('x-masquerade')).toBe(String(EMMA_ID));
    const { results } = await db
      .prepare(
        'SELECT DISTINCT masquerade_actor_id, masquerade_scheme_year, masquerade_actor_type, masquerade_read_only FROM tokens WHERE family_id = ?1',
      )
      .bind(await familyOf(access_token))
      .all();
    // Read-only too: every token of the family, the refreshed pair included (docs/decisions/062).
    expect(results).toEqual([
      {
        masquerade_actor_id: SAM_ID,
        masquerade_scheme_year: 2026,
        masquerade_actor_type: 'support',
        masquerade_read_only: 1,
      },
    ]);
  });

  it('records the end of the session at logout, once', async () => {
    const { access_token } = await emmaAsSam();

    const response = await callAs(access_token, '/v2/logout', {
      method: 'POST',
      headers: masqueradeHeaders(EMMA_ID),
    });

    expect(response.status).toBe(200);
    expect((await auditRows()).map((row) => row.action)).toEqual(['session-started', 'session-ended']);
  });
});

describe('POST /v2/masquerade/support', () => {
  it('mints a link for Sam, as the development helper does', async () => {
    const { access_token } = await signIn('sam.support@c8.test');

    const response = await sendJson(
      'POST',
      '/v2/masquerade/support',
      { email: EMMA, scheme_year: 2026, reason: REASON },
      access_token,
    );

    expect(response.status).toBe(200);
    const { url } = await response.json<{ url: string }>();
    expect(url).toMatch(MSQ_URL);
    expect((await signOnWith(url)).masquerade).toEqual({
      user_id: EMMA_ID,
      scheme_year: 2026,
      actor: 'support',
      read_only: true,
    });
  });

  it('is refused to anyone but support staff', async () => {
    for (const email of [EMMA, 'alex.admin@acme.test']) {
      const { access_token } = await signIn(email);
      const response = await sendJson(
        'POST',
        '/v2/masquerade/support',
        { email: EMMA, scheme_year: 2026, reason: REASON },
        access_token,
      );
      expect(response.status, email).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await db.prepare('SELECT count(*) AS n FROM sign_on_tokens').first('n')).toBe(0);
  });

  it('answers 404 for an unknown e-mail and 422 for a year the client has no scheme for', async () => {
    const { access_token } = await signIn('sam.support@c8.test');

    const unknown = await sendJson(
      'POST',
      '/v2/masquerade/support',
      { email: 'nobody@acme.test', scheme_year: 2026, reason: REASON },
      access_token,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: expect.any(String) });
    const noScheme = await sendJson(
      'POST',
      '/v2/masquerade/support',
      { email: EMMA, scheme_year: 2019, reason: REASON },
      access_token,
    );
    expect(noScheme.status).toBe(422);
  });

  it('lets the development helper mint as another support person only', async () => {
    const response = await sendJson('POST', '/v2/__dev/masquerade-link', {
      email: EMMA,
      schemeYear: 2026,
      actorEmail: 'alex.admin@acme.test',
    });

    expect(response.status).toBe(403);
    const snake = await sendJson('POST', '/v2/__dev/masquerade-link', { email: EMMA, scheme_year: 2026 });
    expect(snake.status).toBe(200);
  });
});

describe('POST /v1/masquerade/employer/{schemeId}/{employeeId}', () => {
  it('needs the password: 422 without one, 403 with a wrong one (which counts)', async () => {
    const { access_token } = await signIn('alex.admin@acme.test');

    for (const body of [{}, { password: '' }, { password: '   ' }]) {
      const response = await magicLink(access_token, ACME_SCHEME_ID, EMMA_ID, body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'Your password is required' });
    }
    const wrong = await magicLink(access_token, ACME_SCHEME_ID, EMMA_ID, {
      password: 'Sunlit-Harbour#48',
      reason: REASON,
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'The password you entered is incorrect' });
    expect(
      await db
        .prepare('SELECT failed_login_count FROM users WHERE id = ?1')
        .bind(ALEX_ID)
        .first('failed_login_count'),
    ).toBe(1);
  });

  it("is refused for another client's employee or scheme, and for a non-employee", async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const password = 'Sunlit-Harbour#47';

    for (const [schemeId, employeeId] of [
      [ACME_SCHEME_ID, 2001],
      [GLOBEX_SCHEME_ID, EMMA_ID],
      [ACME_SCHEME_ID, ALEX_ID],
      [ACME_SCHEME_ID, SAM_ID],
      [ACME_SCHEME_ID, 999999],
    ] as const) {
      const response = await magicLink(access_token, schemeId, employeeId, { password, reason: REASON });
      expect(response.status, `${schemeId}/${employeeId}`).toBe(403);
      expect(await response.json()).toEqual({ error: 'You cannot act for this employee' });
    }
  });

  it('is refused to employees', async () => {
    const { access_token } = await signIn(EMMA);

    const response = await magicLink(access_token, ACME_SCHEME_ID, 1006, {
      password: 'Sunlit-Harbour#47',
      reason: REASON,
    });

    expect(response.status).toBe(403);
  });

  it("gives Alex a link that opens Emma's session as the employer's view, audited in his name", async () => {
    const { access_token } = await signIn('alex.admin@acme.test');

    const response = await magicLink(access_token, ACME_SCHEME_ID, EMMA_ID, {
      password: 'Sunlit-Harbour#47',
      reason: REASON,
    });

    expect(response.status).toBe(200);
    const { url } = await response.json<{ url: string }>();
    expect(url).toMatch(MSQ_URL);
    const session = await signOnWith(url, access_token);
    expect(session.masquerade).toEqual({
      user_id: EMMA_ID,
      scheme_year: 2026,
      actor: 'employer',
      read_only: true,
    });
    expect(await auditRows()).toEqual([
      {
        family_id: await familyOf(session.access_token),
        actor_user_id: ALEX_ID,
        target_user_id: EMMA_ID,
        scheme_year: 2026,
        action: 'session-started',
      },
    ]);
  });
});
