import { env } from 'cloudflare:workers';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { openSession } from '../session/session-cookie';
import { sessionKeyring } from '../session/session-store';

// The client's exceptions (docs/decisions/083): the summary's isDataLoadEligibilityImpactEnabled says
// whether /login/setup's client_exceptions hold the data-load eligibility impact, active.

const ACME = 2;

async function signedIn(email: string, tenant = 'acme') {
  const client = createApiClient(createTestPortal(), tenant);
  const login = await client.login(email);
  expect(login.status, email).toBe(200);
  const sealed = async () =>
    (await openSession(client.cookie ?? '', sessionKeyring(env), Date.now()))?.client;
  return { client, login: (await login.json()) as { session: Record<string, unknown> }, sealed };
}

describe('the client exceptions of a session', () => {
  it('keeps acme’s exception and turns the eligibility impact on; globex has neither', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    expect(alex.login.session).toMatchObject({ isDataLoadEligibilityImpactEnabled: true });
    expect(await alex.sealed()).toMatchObject({ id: ACME });

    const gus = await signedIn('gus.admin@globex.test', 'globex');
    expect(gus.login.session).toMatchObject({ isDataLoadEligibilityImpactEnabled: false });
  });

  it('reads them again with the summary: an inactive one is off, and a code it does not know changes nothing', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    await env.REF_DB.batch([
      env.REF_DB.prepare("UPDATE client_exceptions SET status = 'inactive' WHERE client_id = ?1").bind(ACME),
      env.REF_DB.prepare(
        "INSERT INTO client_exceptions (client_id, code, status) VALUES (?1, 'payroll-feed-weekly', 'active')",
      ).bind(ACME),
    ]);
    onTestFinished(async () => {
      await env.REF_DB.batch([
        env.REF_DB.prepare(
          "DELETE FROM client_exceptions WHERE client_id = ?1 AND code = 'payroll-feed-weekly'",
        ).bind(ACME),
        env.REF_DB.prepare("UPDATE client_exceptions SET status = 'active' WHERE client_id = ?1").bind(ACME),
      ]);
    });

    const summary = await alex.client.call('/api/session');
    expect(await summary.json()).toMatchObject({ session: { isDataLoadEligibilityImpactEnabled: false } });
  });
});
