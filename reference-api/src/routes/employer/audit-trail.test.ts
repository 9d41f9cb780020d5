import { beforeEach, describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { bearer, getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { ACME_AUDIT_EVENT_COUNT } from '../../seed/audit-events.ts';
import { SELECTION_IDS } from '../../seed/benefit-selections.ts';
import { GENERATED_PENDING } from '../../seed/generated-employees.ts';
import type { AuditEventBody, AuditTrailBody } from './audit-trail.ts';

// The employer's audit trail (docs/decisions/057): what the administration calls write to it, and
// the list and CSV that read it, filtered by action, person and day range.

const ACME_TRAIL = '/v2/client/2/audit-events';
const ALEX = 'alex.admin@acme.test';

beforeEach(reseed);

const alexToken = async () => (await signIn(ALEX)).access_token;

async function trail(token: string, query = ''): Promise<AuditTrailBody> {
  const response = await getWithToken(`${ACME_TRAIL}${query}`, token);
  expect(response.status, query).toBe(200);
  return response.json<AuditTrailBody>();
}

/** The newest event of acme's trail (a write under test is the newest). */
async function newest(token: string, count = 1): Promise<AuditEventBody[]> {
  return (await trail(token)).data.slice(0, count);
}

describe('GET /v2/client/{id}/audit-events', () => {
  it("pages acme's seeded trail newest first, 10 a page, with who did it and whom it was about", async () => {
    const token = await alexToken();
    const first = await trail(token);
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: ACME_AUDIT_EVENT_COUNT,
      last_page: 2,
    });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      action: 'welcome-email-resent',
      occurred_at: '2026-11-17T15:12:00.000Z',
      actor: { id: 1002, name: 'Alex Morgan', email: ALEX, role: 'employer' },
      subject: { id: 1008, name: 'Nina Patel', email: 'nina.new@acme.test' },
      detail: { bulk: false },
    });
    const second = await trail(token, '?page=2');
    expect(second.data).toHaveLength(ACME_AUDIT_EVENT_COUNT - 10);
    const times = [...first.data, ...second.data].map((event) => event.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
    // Globex's event is on Globex's trail only.
    expect([...first.data, ...second.data].some((event) => event.actor?.id === 2002)).toBe(false);
    const support = first.data.find((event) => event.actor?.role === 'support');
    expect(support).toMatchObject({
      actor: { name: 'Sam Ito', role: 'support' },
      subject: { id: 1002 },
      detail: { reason: 'Ticket 4471: report totals look wrong', read_only: true, actor_type: 'support' },
    });
  });

  it('filters by action, by a person who did it or whom it was about, and by a day range', async () => {
    const token = await alexToken();
    const welcome = await trail(token, '?action=welcome-email-resent');
    expect(welcome.total).toBe(3);
    expect(welcome.data.every((event) => event.action === 'welcome-email-resent')).toBe(true);

    const nina = await trail(token, '?person=nina');
    expect(nina.data.map((event) => event.subject?.email)).toEqual([
      'nina.new@acme.test',
      'nina.new@acme.test',
    ]);
    // Sam did one thing (as actor); Alex is the actor or subject of every acme event.
    expect((await trail(token, '?person=Sam%20Ito')).total).toBe(1);
    expect((await trail(token, '?person=ALEX.ADMIN')).total).toBe(ACME_AUDIT_EVENT_COUNT);

    const october = await trail(token, '?from=2026-10-01&to=2026-10-31');
    expect(october.data.map((event) => event.occurred_at)).toEqual([
      '2026-10-12T14:26:00.000Z',
      '2026-10-12T14:20:00.000Z',
      '2026-10-05T08:31:00.000Z',
      '2026-10-01T08:05:00.000Z',
    ]);
    // Both days are included: a one-day range holds that day's events.
    expect((await trail(token, '?from=2026-09-10&to=2026-09-10')).total).toBe(2);
    const combined = await trail(token, '?action=act-as-started&person=tara&from=2026-10-01');
    expect(combined.data.map((event) => event.detail.reason)).toEqual([
      'Tara asked for help with the new terms',
    ]);
    expect((await trail(token, '?person=%25')).total).toBe(0);
  });

  it('counts from the kept counts exactly what a count of the trail finds, for every action', async () => {
    const token = await alexToken();
    // A write of each kind first, so the kept counts have followed inserts too.
    await sendJson(
      'PUT',
      '/v2/client/2/employees/two-factor-authentication/enforcement-setting',
      { isEnforcementTwoFAEnabled: true },
      token,
    );
    const everything = '&from=2000-01-01&to=2099-12-31';
    expect((await trail(token)).total).toBe((await trail(token, `?${everything}`)).total);
    for (const action of [
      'selection-approved',
      'two-factor-enforcement-changed',
      'act-as-change',
      'act-as-started',
    ]) {
      const kept = (await trail(token, `?action=${action}`)).total;
      expect(kept, action).toBe((await trail(token, `?action=${action}${everything}`)).total);
    }
    expect((await trail(token, '?action=two-factor-enforcement-changed')).total).toBe(3);
  });

  it('downloads exactly the filtered rows as CSV with type=auditTrail', async () => {
    const token = await alexToken();
    const query = '?action=welcome-email-resent&person=nina';
    const response = await getWithToken(`${ACME_TRAIL}${query}&type=auditTrail`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'When (UTC),Action,By,By e-mail,About,About e-mail,Details',
      '2026-11-17T15:12:00.000Z,Welcome e-mail resent,Alex Morgan,alex.admin@acme.test,Nina Patel,nina.new@acme.test,To this employee',
      '2026-11-03T09:00:00.000Z,Welcome e-mail resent,Alex Morgan,alex.admin@acme.test,Nina Patel,nina.new@acme.test,To every employee not registered',
    ]);
    const all = await getWithToken(`${ACME_TRAIL}?type=auditTrail`, token);
    expect((await all.text()).trimEnd().split('\r\n')).toHaveLength(ACME_AUDIT_EVENT_COUNT + 1);
  });

  it('refuses a query it cannot apply, an employee and another client’s administrator', async () => {
    const token = await alexToken();
    for (const query of [
      '?action=logged-in',
      '?from=2026-10-31&to=2026-10-01',
      '?from=2026-02-30',
      '?page=0',
    ]) {
      expect((await getWithToken(`${ACME_TRAIL}${query}`, token)).status, query).toBe(422);
    }
    const emma = (await signIn('emma.employee@acme.test')).access_token;
    expect((await getWithToken(ACME_TRAIL, emma)).status).toBe(403);
    const gus = (await signIn('gus.admin@globex.test')).access_token;
    expect((await getWithToken(ACME_TRAIL, gus)).status).toBe(403);
    expect((await callReferenceApi(ACME_TRAIL)).status).toBe(401);
  });
});

describe('what the administration calls write to the trail', () => {
  it('one event per selection decided, about its person, and none for a refused decision', async () => {
    const token = await alexToken();
    const ids = [SELECTION_IDS.emmaCycleToWork, GENERATED_PENDING.cycleToWork.firstSelectionId];
    const decided = await sendJson(
      'PATCH',
      '/v2/scheme/selections/status/',
      { selection_ids: ids, approval: false },
      token,
    );
    expect(decided.status).toBe(200);
    const events = await newest(token, 2);
    expect(events.map((event) => event.action)).toEqual(['selection-rejected', 'selection-rejected']);
    expect(events.map((event) => event.detail.selection_id).sort()).toEqual([...ids].sort());
    expect(events.map((event) => event.detail.benefit_name)).toEqual(['Cycle to Work', 'Cycle to Work']);
    expect(events.some((event) => event.subject?.email === 'emma.employee@acme.test')).toBe(true);
    expect(events.every((event) => event.actor?.id === 1002)).toBe(true);

    const again = await sendJson(
      'PATCH',
      '/v2/scheme/selections/status/',
      { selection_ids: ids, approval: true },
      token,
    );
    expect(again.status).toBe(409);
    expect((await trail(token)).total).toBe(ACME_AUDIT_EVENT_COUNT + 2);
  });

  it('an enforcement change, only when the setting changes', async () => {
    const token = await alexToken();
    const setting = `/v2/client/2/employees/two-factor-authentication/enforcement-setting`;
    expect((await sendJson('PUT', setting, { isEnforcementTwoFAEnabled: true }, token)).status).toBe(200);
    expect((await sendJson('PUT', setting, { isEnforcementTwoFAEnabled: true }, token)).status).toBe(200);
    expect((await sendJson('PUT', setting, { isEnforcementTwoFAEnabled: false }, token)).status).toBe(200);
    const events = await newest(token, 2);
    expect(events.map((event) => [event.action, event.detail.enforced, event.subject])).toEqual([
      ['two-factor-enforcement-changed', false, null],
      ['two-factor-enforcement-changed', true, null],
    ]);
    expect((await trail(token)).total).toBe(ACME_AUDIT_EVENT_COUNT + 2);
  });

  it('a welcome e-mail resent to one person, and one event per person of a resend to everyone', async () => {
    const token = await alexToken();
    const single = await callReferenceApi('/v1/employees/1008/welcome-email-resends', {
      method: 'POST',
      headers: bearer(token),
    });
    expect(single.status).toBe(201);
    const [event] = await newest(token);
    expect(event).toMatchObject({
      action: 'welcome-email-resent',
      subject: { email: 'nina.new@acme.test' },
      detail: { bulk: false },
    });

    const bulk = await callReferenceApi('/v1/companies/2/welcome-email-resends', {
      method: 'POST',
      headers: bearer(token),
    });
    const { sent } = await bulk.json<{ sent: number }>();
    expect(sent).toBeGreaterThan(1);
    const resent = await trail(token, '?action=welcome-email-resent');
    // The three seeded, the one above, and one per person of the resend to everyone.
    expect(resent.total).toBe(3 + 1 + sent);
    expect(resent.data.filter((each) => each.detail.bulk)).toHaveLength(Math.min(sent, 10));
  });

  it('an employee data upload applied, with its file and how many people it changed', async () => {
    const token = await alexToken();
    const form = new FormData();
    form.set(
      'file',
      new File(['email,town\r\npiotr.probation@acme.test,York\r\n'], 'towns.csv', { type: 'text/csv' }),
    );
    const uploaded = await callReferenceApi('/v1/client/2/data-loads', {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = await uploaded.json<{ id: number }>();
    expect((await newest(token))[0]?.action).not.toBe('employee-data-applied');
    const applied = await sendJson('PATCH', `/v1/employee-data-uploads/${id}`, { status: 'applied' }, token);
    expect(applied.status).toBe(200);
    const [event] = await newest(token);
    expect(event).toMatchObject({
      action: 'employee-data-applied',
      actor: { id: 1002 },
      subject: null,
      detail: { upload_id: id, file_name: 'towns.csv', changed_employees: 1 },
    });
  });
});
