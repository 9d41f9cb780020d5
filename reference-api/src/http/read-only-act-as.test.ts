import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { sendJson } from '#support/reference-api/session-helpers.ts';
import app from '../index.ts';
import { NOT_A_CHANGE_CALLS, READ_ONLY_REFUSAL } from '../rules/masquerade.ts';

// Issue 42, items 2 and 4 (docs/decisions/062): the API itself refuses every change made with a
// read-only act-as token, read from its own route table, before any route runs; the one list of
// calls that change nothing is what such a token may still make, and none of them is recorded.

const db = env.REF_DB;
const TARA = 'tara.terms@acme.test';
const TARA_ID = 1004;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every entry of the route table that is not a read, as "METHOD path", once each. Middleware and
 * catch-alls are registered for every method ('ALL'): they are called with POST, so a path no route
 * answers is shown refused too.
 */
function changingRoutes(): string[] {
  const routes = app.routes.filter(({ method }) => !READING_METHODS.has(method));
  return [...new Set(routes.map(({ method, path }) => `${method} ${path}`))];
}

/** A path of the route with every parameter filled in, and a wildcard named. */
function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1').replace(/\*$/, 'unlisted');
}

/**
 * Every row of every table, to show that nothing at all changed. Tokens are compared without their
 * last_seen_at: using an act-as token records when it was last used (its idle end, decision 063),
 * and a refused call is a use.
 */
async function everything(): Promise<Record<string, unknown[]>> {
  const { results: tables } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>();
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = (await db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all<Record<string, unknown>>())
      .results;
    dump[name] = name === 'tokens' ? rows.map(({ last_seen_at: _used, ...token }) => token) : rows;
  }
  return dump;
}

async function actingAs(email: string, options: { readOnly?: boolean } = {}) {
  const session = await signOnWith(await mintDevMasqueradeLink(email, 2026, options));
  expect(session.masquerade?.read_only).toBe(options.readOnly !== false);
  return session.access_token;
}

beforeEach(reseed);

describe('a read-only act-as token, at the API itself', () => {
  it('is refused every changing route of the route table, with one error, and nothing in the database changes', async () => {
    const token = await actingAs(TARA);
    const routes = changingRoutes();
    // The table is the API's own: the calls a person changes things with are in it.
    expect(routes).toEqual(
      expect.arrayContaining([
        'PATCH /v2/user',
        'PATCH /v2/user/terms',
        'POST /v1/benefit/:id/selection',
        'POST /v2/user/:userId/family-members',
        'POST /v1/masquerade/employer/:schemeId/:employeeId',
        'PUT /v2/client/:clientId/employees/two-factor-authentication/enforcement-setting',
        'POST /v2/user/sign-out-everywhere',
      ]),
    );
    const refused = routes.filter((route) => !NOT_A_CHANGE_CALLS.has(route));
    expect(refused.length).toBeGreaterThan(40);
    const before = await everything();

    for (const route of refused) {
      const [method = '', pattern = ''] = route.split(' ');
      const response = await callAs(token, concretePath(pattern), {
        method: method === 'ALL' ? 'POST' : method,
        headers: masqueradeHeaders(TARA_ID),
        body: {},
      });
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
      expect(await response.json()).toEqual({ error: READ_ONLY_REFUSAL.error, code: READ_ONLY_REFUSAL.code });
    }

    expect(await everything()).toEqual(before);
    // Still a session that reads: a refusal does not end it.
    expect((await callAs(token, '/v2/user', { headers: masqueradeHeaders(TARA_ID) })).status).toBe(200);
  });

  it('still makes the calls that change nothing, each of them in the route table, and none is recorded', async () => {
    const table = new Set(changingRoutes());
    for (const call of NOT_A_CHANGE_CALLS) expect(table, call).toContain(call);

    const token = await actingAs(EMMA);
    const headers = masqueradeHeaders(EMMA_ID);
    const cost = await callAs(token, '/v2/benefit/5206/cost', {
      method: 'POST',
      headers,
      body: { eeben_benefit_id: 5206, value: 100000 },
    });
    expect(cost.status).toBe(200);
    expect(await cost.json()).toHaveProperty('monthly_cost');
    const check = await callAs(token, '/v2/password/check', {
      method: 'POST',
      headers,
      body: { password: 'short' },
    });
    expect(check.status).toBe(422);
    expect((await callAs(token, '/v1/ping', { headers })).status).toBe(200);
    expect((await callAs(token, '/v2/logout', { method: 'POST', headers })).status).toBe(200);

    // The live calculation, the password check and the keep-alive are not changes: the session's
    // record has its start and its end, and the trail its start only.
    const { results: lines } = await db
      .prepare('SELECT action FROM masquerade_audit WHERE target_user_id = ?1 ORDER BY id')
      .bind(EMMA_ID)
      .all<{ action: string }>();
    expect(lines.map((line) => line.action)).toEqual(['session-started', 'session-ended']);
    const changes = await db
      .prepare(
        "SELECT count(*) AS n FROM audit_events WHERE action = 'act-as-change' AND subject_user_id = ?1",
      )
      .bind(EMMA_ID)
      .first<number>('n');
    expect(changes).toBe(0);
  });

  it('is refused a change even after a refresh: read-only travels with every token of the family', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink(TARA));
    // As the portal refreshes: the refresh token in the body, no bearer.
    const refreshed = await sendJson('POST', '/v2/login/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const { access_token } = await refreshed.json<{ access_token: string }>();

    const terms = await callAs(access_token, '/v2/user/terms', {
      method: 'PATCH',
      headers: masqueradeHeaders(TARA_ID),
      body: { termsAccepted: true },
    });
    expect(terms.status).toBe(403);
    expect(await terms.json()).toMatchObject({ code: READ_ONLY_REFUSAL.code });
  });

  it('is a rule of read-only tokens only: a session that allows changes still makes one', async () => {
    const token = await actingAs(TARA, { readOnly: false });

    const terms = await callAs(token, '/v2/user/terms', {
      method: 'PATCH',
      headers: masqueradeHeaders(TARA_ID),
      body: { termsAccepted: true },
    });

    expect(terms.status).toBe(200);
    expect(
      await db
        .prepare('SELECT site_terms_updated FROM users WHERE id = ?1')
        .bind(TARA_ID)
        .first('site_terms_updated'),
    ).toBe(0);
  });
});
