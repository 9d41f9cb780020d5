import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOLDER_ONLY_CALLS, ACCOUNT_HOLDER_ONLY_REFUSAL } from '#contract/act-as-rules';
import {
  concretePath,
  createApiClient,
  createTestPortal,
  signInActingAs,
} from '#support/worker/test-portal.ts';
import { createApp } from '../app';

// Issue 42, item 3 (docs/decisions/065): what only the account holder may do is refused in every
// act-as session, read-only or not, with one error and not one upstream call.

const EMMA = 'emma.employee@acme.test';
const ALEX = 'alex.admin@acme.test';
const REFUSAL = {
  error: { message: ACCOUNT_HOLDER_ONLY_REFUSAL.message, code: ACCOUNT_HOLDER_ONLY_REFUSAL.code },
};

let lastOctet = 0;
const nextIp = () => `198.51.101.${++lastOctet}`;

/** What a browser sends for each call: a frame's navigation for the voucher frame, JSON otherwise. */
function callOf(entry: string) {
  const [method = '', pattern = ''] = entry.split(' ');
  return {
    path: concretePath(pattern),
    method,
    ...(method === 'GET'
      ? { headers: { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' } }
      : { body: {} }),
  };
}

/** The employer's calls are an administrator's: support acts as Alex for them, as Emma otherwise. */
const actedAsFor = (entry: string) => (entry.includes(' /api/employer/') ? ALEX : EMMA);

describe('the account-holder list', () => {
  it("names calls of the app's own route table, each once", () => {
    const routes = new Set(createApp().routes.map(({ method, path }) => `${method} ${path}`));
    expect(ACCOUNT_HOLDER_ONLY_CALLS.length).toBeGreaterThan(0);
    for (const entry of ACCOUNT_HOLDER_ONLY_CALLS) expect(routes, entry).toContain(entry);
    expect(new Set(ACCOUNT_HOLDER_ONLY_CALLS).size).toBe(ACCOUNT_HOLDER_ONLY_CALLS.length);
  });
});

describe.each([
  { kind: 'that allows changes', readOnly: false },
  { kind: 'that is read-only', readOnly: true },
])('an act-as session $kind', ({ readOnly }) => {
  it('is refused every call of the list, with one error and no upstream call', async () => {
    const sessions = {
      [EMMA]: await signInActingAs(EMMA, { readOnly, ip: nextIp() }),
      [ALEX]: await signInActingAs(ALEX, { readOnly, ip: nextIp() }),
    };
    for (const entry of ACCOUNT_HOLDER_ONLY_CALLS) {
      const { portal, client } = sessions[actedAsFor(entry)];
      const { path, ...init } = callOf(entry);
      const callsBefore = portal.upstreamCalls.length;
      const response = await client.call(path, init);
      expect({ entry, status: response.status }).toEqual({ entry, status: 403 });
      expect({ entry, body: await response.json() }).toEqual({ entry, body: REFUSAL });
      expect({ entry, upstreamCalls: portal.upstreamCalls.slice(callsBefore) }).toEqual({
        entry,
        upstreamCalls: [],
      });
    }
    // A refusal is not the end of the session.
    for (const { client } of Object.values(sessions)) {
      expect((await client.call('/api/session')).status).toBe(200);
    }
  });

  it("is not held at Tara's new terms, which only she can accept: the pages are shown", async () => {
    // As seeded (another test may have accepted them for her in this database).
    await env.REF_DB.prepare(
      "UPDATE users SET site_terms_updated = 1 WHERE email = 'tara.terms@acme.test'",
    ).run();
    const { session } = await signInActingAs('tara.terms@acme.test', { readOnly, ip: nextIp() });
    expect(session).toMatchObject({ siteTermsUpdated: false, masquerade: { readOnly } });
  });
});

describe('the account holder', () => {
  it('is not refused: Emma enrols her authenticator and Tara is held at her new terms', async () => {
    const portal = createTestPortal();
    const emma = createApiClient(portal, 'acme', { ip: nextIp() });
    expect((await emma.login(EMMA)).status).toBe(200);
    const enrolment = await emma.call('/api/profile/two-factor/enrolment', { method: 'POST' });
    expect(enrolment.status).toBe(200);
    expect(await enrolment.json()).toMatchObject({ secret: expect.any(String) });

    await env.REF_DB.prepare(
      "UPDATE users SET site_terms_updated = 1 WHERE email = 'tara.terms@acme.test'",
    ).run();
    const tara = createApiClient(portal, 'acme', { ip: nextIp() });
    const signedIn = await tara.login('tara.terms@acme.test');
    expect(await signedIn.json()).toMatchObject({ session: { siteTermsUpdated: true } });
  });
});
