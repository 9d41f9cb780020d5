import { describe, expect, it } from 'vitest';
import type { AuditTrail } from '#contract/audit-trail';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

// The employer's audit trail through the Worker (docs/decisions/057): camelCase events, the filters
// passed on validated, the CSV of exactly the filtered rows, and who may read it.

let lastOctet = 0;
const nextIp = () => `198.18.57.${++lastOctet}`;

async function signedIn(email: string, portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: nextIp() });
  expect((await client.login(email)).status, email).toBe(200);
  return client;
}

async function trail(client: Awaited<ReturnType<typeof signedIn>>, query = ''): Promise<AuditTrail> {
  const response = await client.call(`/api/employer/audit-trail${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as AuditTrail;
}

describe('GET /api/employer/audit-trail', () => {
  it("gives Alex acme's trail newest first, 10 a page, in the portal's shape", async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const first = await trail(alex);
    expect(first).toMatchObject({ page: 1, perPage: 10, lastPage: 2 });
    expect(first.events).toHaveLength(10);
    expect(first.events[0]).toEqual({
      id: expect.any(Number),
      action: 'welcome-email-resent',
      occurredAt: '2026-11-17T15:12:00.000Z',
      actor: { id: 1002, name: 'Alex Morgan', email: 'alex.admin@acme.test', role: 'employer' },
      subject: { id: 1008, name: 'Nina Patel', email: 'nina.new@acme.test' },
      detail: { bulk: false },
    });
    const support = first.events.find(
      (event) => event.action === 'act-as-started' && event.actor?.role === 'support',
    );
    expect(support?.detail).toMatchObject({
      readOnly: true,
      actorType: 'support',
      reason: expect.any(String),
    });
  });

  it('passes the action, person, range and page on, and refuses what it cannot read before any upstream call', async () => {
    const portal = createTestPortal();
    const alex = await signedIn('alex.admin@acme.test', portal);
    const filtered = await trail(
      alex,
      '?action=welcome-email-resent&person=%20nina%20&from=2026-11-01&to=2026-11-30',
    );
    expect(filtered.total).toBe(2);
    expect(filtered.events.every((event) => event.subject?.email === 'nina.new@acme.test')).toBe(true);
    expect((await trail(alex, '?page=2')).page).toBe(2);
    const callsBefore = portal.upstreamCalls.length;
    for (const query of [
      'action=signed-in',
      'from=2026-11-01',
      'from=2026-11-30&to=2026-11-01',
      'from=1.11.2026&to=2026-11-30',
      'page=0',
      `person=${'a'.repeat(101)}`,
    ]) {
      for (const path of ['/api/employer/audit-trail', '/api/employer/audit-trail/report']) {
        expect((await alex.call(`${path}?${query}`)).status, `${path}?${query}`).toBe(400);
      }
    }
    expect(portal.upstreamCalls.slice(callsBefore).filter((path) => path.includes('audit-events'))).toEqual(
      [],
    );
  });

  it('streams the CSV of exactly the filtered rows, every page of them, as an attachment', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    // Every acme event is by or about Alex: more than a page, so a report of one page is caught.
    const query = '?person=alex';
    const first = await trail(alex, query);
    const second = await trail(alex, `${query}&page=2`);
    expect(first.total).toBeGreaterThan(10);
    const response = await alex.call(`/api/employer/audit-trail/report${query}&page=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-trail.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Action,By,By e-mail,About,About e-mail,Details');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      [...first.events, ...second.events].map((event) => event.occurredAt),
    );
  });

  it('shows a change the administrator makes in the portal as the newest event', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const changed = await alex.call('/api/employer/two-factor/enforcement', {
      method: 'PUT',
      body: { enforced: true },
    });
    expect(changed.status).toBe(200);
    const [newest] = (await trail(alex)).events;
    expect(newest).toMatchObject({
      action: 'two-factor-enforcement-changed',
      actor: { email: 'alex.admin@acme.test' },
      subject: null,
      detail: { enforced: true },
    });
    // Back as the seed has it: enforcement would send the other tests' employees to set-up.
    await alex.call('/api/employer/two-factor/enforcement', { method: 'PUT', body: { enforced: false } });
  });

  it('works as a plain same-origin download link, and from nowhere else', async () => {
    const portal = createTestPortal();
    const alex = await signedIn('alex.admin@acme.test', portal);
    const cookie = [...alex.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const linkFrom = (site: string) =>
      portal.fetch('http://acme.localhost/api/employer/audit-trail/report?action=selection-approved', {
        headers: { cookie, 'sec-fetch-site': site, 'cf-connecting-ip': nextIp() },
      });
    const sameOrigin = await linkFrom('same-origin');
    expect(sameOrigin.status).toBe(200);
    expect(await sameOrigin.text()).toContain('Selection approved');
    expect((await linkFrom('cross-site')).status).toBe(403);
  });

  it('refuses an employee with the one error shape, and asks anyone signed out to sign in', async () => {
    const emma = await signedIn('emma.employee@acme.test');
    for (const path of ['/api/employer/audit-trail', '/api/employer/audit-trail/report']) {
      const response = await emma.call(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({
        error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code },
      });
    }
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect((await anonymous.call('/api/employer/audit-trail')).status).toBe(401);
  });
});
