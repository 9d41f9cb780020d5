import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AccountActivity } from '#contract/account-activity';
import { ACCOUNT_HOLDER_ONLY_CALLS, READ_ONLY_REFUSAL } from '#contract/act-as-rules';
import type { AuditTrail } from '#contract/audit-trail';
import {
  concretePath,
  createApiClient,
  createTestPortal,
  EMMA_SEEDED_CONTACT_DETAILS,
  signInActingAs,
} from '#support/worker/test-portal.ts';
import { createApp } from '../app';
import { READ_ONLY_ALLOWED_CALLS } from './read-only-act-as';

// Issue 32, item 1 (docs/decisions/053): a read-only act-as session is refused every change, read
// from the app's own route table, with one error and not one upstream call.

const EMMA = 'emma.employee@acme.test';
const REASON = 'Ticket 4821: Emma cannot see her dental cover';
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let lastOctet = 0;
const nextIp = () => `198.51.100.${++lastOctet}`;

/** Every /api route that is not a read, as "METHOD path" from the app's route table, once each. */
function changingRoutes(): string[] {
  const routes = createApp().routes.filter(
    ({ method, path }) => path.startsWith('/api/') && method !== 'ALL' && !READING_METHODS.has(method),
  );
  return [...new Set(routes.map(({ method, path }) => `${method} ${path}`))];
}

/** Support (Sam) acting as someone through the development helper, signed in through the portal. */
const actingAs = (email: string, readOnly?: boolean) =>
  signInActingAs(email, { readOnly, ip: nextIp(), reason: REASON });

const actingAsEmma = (readOnly?: boolean) => actingAs(EMMA, readOnly);

describe('a read-only act-as session', () => {
  it('is the default, and the session says so', async () => {
    const { session } = await actingAsEmma();
    expect(session).toMatchObject({ masquerade: { actor: 'support', readOnly: true } });
  });

  it('is refused every changing route of the route table, with one error and no upstream call', async () => {
    const { portal, client } = await actingAsEmma();
    const routes = changingRoutes();
    // The table is the app's: the routes a person changes things with are in it.
    expect(routes).toEqual(
      expect.arrayContaining([
        'PATCH /api/profile/details',
        'POST /api/family',
        'POST /api/benefits/:benefitId/selection',
        'PATCH /api/account/terms',
        'POST /api/employer/employees/:employeeId/magic-link',
        'PUT /api/employer/two-factor/enforcement',
      ]),
    );
    // What only the account holder may do is refused for that reason, in any act-as session
    // (account-holder-only.test.ts).
    const accountHolderOnly: ReadonlySet<string> = new Set(ACCOUNT_HOLDER_ONLY_CALLS);
    const refused = routes.filter(
      (route) => !READ_ONLY_ALLOWED_CALLS.has(route) && !accountHolderOnly.has(route),
    );
    expect(refused.length).toBeGreaterThan(30);
    for (const route of refused) {
      const [method = '', pattern = ''] = route.split(' ');
      const callsBefore = portal.upstreamCalls.length;
      const response = await client.call(concretePath(pattern), { method, body: {} });
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
      expect(await response.json()).toEqual({
        error: { message: READ_ONLY_REFUSAL.message, code: READ_ONLY_REFUSAL.code },
      });
      expect({ route, upstreamCalls: portal.upstreamCalls.slice(callsBefore) }).toEqual({
        route,
        upstreamCalls: [],
      });
    }
    // Still signed in: a refusal is not the end of the session.
    expect((await client.call('/api/session')).status).toBe(200);
  });

  it('still reads, keeps itself alive, works out a cost and signs out', async () => {
    const routes = new Set(changingRoutes());
    for (const allowed of READ_ONLY_ALLOWED_CALLS) expect(routes, allowed).toContain(allowed);

    const { client } = await actingAsEmma();
    expect((await client.call('/api/profile/details')).status).toBe(200);
    expect((await client.call('/api/session/ping', { method: 'POST' })).status).toBe(204);
    const cost = await client.call('/api/benefits/1/cost', { method: 'POST', body: {} });
    expect((await cost.clone().json()) as object).not.toMatchObject({
      error: { code: READ_ONLY_REFUSAL.code },
    });
    const logout = await client.call('/api/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(200);
    expect(client.cookie).toBeNull();
    const ended = await env.REF_DB.prepare(
      'SELECT ended_at FROM masquerade_sessions s JOIN users u ON u.id = s.target_user_id WHERE u.email = ?1 ORDER BY started_at DESC LIMIT 1',
    )
      .bind(EMMA)
      .first<{ ended_at: number | null }>();
    expect(ended?.ended_at).not.toBeNull();
  });
});

describe('an act-as session that allows changes', () => {
  it('makes them, each sent upstream as before', async () => {
    const { portal, client, session } = await actingAsEmma(false);
    expect(session).toMatchObject({ masquerade: { actor: 'support', readOnly: false } });

    // Emma's contact details as seeded, saved again: a change sent upstream that alters nothing.
    const saved = await client.call('/api/profile/details', {
      method: 'PATCH',
      body: EMMA_SEEDED_CONTACT_DETAILS,
    });

    expect(saved.status).toBe(200);
    expect(portal.upstreamCalls.some((path) => /\/v2\/user$/.test(path))).toBe(true);
  });
});

describe('what a read-only act-as session leaves on the record', () => {
  it("is its start only: the live cost calculation is no change, in the person's activity or the employer's trail", async () => {
    const alex = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect((await alex.login('alex.admin@acme.test')).status).toBe(200);
    const changesOnTrail = async () => {
      const response = await alex.call('/api/employer/audit-trail?action=act-as-change');
      expect(response.status).toBe(200);
      return ((await response.json()) as AuditTrail).total;
    };
    const before = await changesOnTrail();

    const { client } = await actingAsEmma();
    const cost = await client.call('/api/benefits/5206/cost', { method: 'POST', body: { value: 100000 } });
    expect(cost.status).toBe(200);
    expect(((await cost.json()) as { monthlyCost: number }).monthlyCost).toBeGreaterThan(0);

    const activity = await client.call('/api/account/activity');
    expect(activity.status).toBe(200);
    const [newest] = ((await activity.json()) as AccountActivity).entries;
    expect(newest).toMatchObject({ type: 'acted-as', readOnly: true, reason: REASON, changes: [] });
    expect(await changesOnTrail()).toBe(before);
  });
});
