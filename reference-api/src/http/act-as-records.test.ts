import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOn,
  signOnParts,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { signIn } from '#support/reference-api/session-helpers.ts';
import { hashToken, newToken } from '../rules/token-codec.ts';
import { NOT_RECORDED } from './bearer-auth.ts';

// Issue 42, item 9 (docs/decisions/062): what an act-as session does is recorded, or it is not done.
// A change and its record stand together or not at all; a session that cannot be recorded gets no
// token; a file of the employer's data taken while acting as someone is on the trail; and the
// records outlive the accounts they name.

const db = env.REF_DB;
const TARA = 'tara.terms@acme.test';
const TARA_ID = 1004;
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const ALEX = 'alex.admin@acme.test';
const ALEX_ID = 1002;
const SAM_ID = 9001;
const ACME_CLIENT_ID = 2;

// A stand-in for a store that will not take the record: a trigger that fails the insert.
const FAILING = 'test_record_cannot_be_written';

async function failInsertsInto(table: string, when = '1'): Promise<void> {
  await db
    .prepare(
      `CREATE TRIGGER ${FAILING} BEFORE INSERT ON ${table} WHEN ${when}
       BEGIN SELECT RAISE(ABORT, 'the record store is down'); END`,
    )
    .run();
}

async function actingAs(email: string, readOnly: boolean): Promise<string> {
  return (await signOnWith(await mintDevMasqueradeLink(email, 2026, { readOnly }))).access_token;
}

async function termsPending(userId: number): Promise<number> {
  return (await db
    .prepare('SELECT site_terms_updated FROM users WHERE id = ?1')
    .bind(userId)
    .first<number>('site_terms_updated')) as number;
}

/** The trail's rows of an action about someone, written here (the demo's own left out). */
async function trailRows(action: string, subject: number | null) {
  const { results } = await db
    .prepare(
      `SELECT actor_user_id, subject_user_id, client_id, detail FROM audit_events
       WHERE action = ?1 AND subject_user_id IS ?2 AND json_extract(detail, '$.familyId') NOT LIKE 'seed-%'
       ORDER BY id`,
    )
    .bind(action, subject)
    .all<{
      actor_user_id: number | null;
      subject_user_id: number | null;
      client_id: number;
      detail: string;
    }>();
  return results.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

beforeEach(reseed);
afterEach(async () => {
  await db.prepare(`DROP TRIGGER IF EXISTS ${FAILING}`).run();
});

describe('a change made while acting as someone', () => {
  it('is not made when its record cannot be written: an error, and the change undone', async () => {
    const token = await actingAs(TARA, false);
    await failInsertsInto('masquerade_audit', "new.action <> 'session-started'");

    const terms = await callAs(token, '/v2/user/terms', {
      method: 'PATCH',
      headers: masqueradeHeaders(TARA_ID),
      body: { termsAccepted: true },
    });

    expect(terms.status).toBe(500);
    expect(await terms.json()).toEqual({ error: NOT_RECORDED });
    expect(await termsPending(TARA_ID)).toBe(1);
    expect(await trailRows('act-as-change', TARA_ID)).toEqual([]);
  });

  it('is recorded once it is made, and a refused one leaves no record on the trail', async () => {
    const token = await actingAs(TARA, false);
    const headers = masqueradeHeaders(TARA_ID);

    const refused = await callAs(token, '/v2/user/terms', { method: 'PATCH', headers, body: {} });
    expect(refused.status).toBe(422);
    expect(await trailRows('act-as-change', TARA_ID)).toEqual([]);
    const made = await callAs(token, '/v2/user/terms', {
      method: 'PATCH',
      headers,
      body: { termsAccepted: true },
    });
    expect(made.status).toBe(200);

    expect(await termsPending(TARA_ID)).toBe(0);
    const [change, ...more] = await trailRows('act-as-change', TARA_ID);
    expect(more).toEqual([]);
    expect(change).toMatchObject({ actor_user_id: SAM_ID, detail: { change: 'PATCH /v2/user/terms' } });
    const { results } = await db
      .prepare('SELECT action FROM masquerade_audit WHERE target_user_id = ?1 ORDER BY id')
      .bind(TARA_ID)
      .all<{ action: string }>();
    expect(results.map((row) => row.action)).toEqual(['session-started', 'PATCH /v2/user/terms']);
  });
});

describe('starting an act-as session', () => {
  async function tokensActingAs(userId: number): Promise<number> {
    return (await db
      .prepare('SELECT count(*) AS n FROM tokens WHERE user_id = ?1 AND masquerade_actor_id IS NOT NULL')
      .bind(userId)
      .first<number>('n')) as number;
  }

  it('issues no token when the session cannot be recorded, nor e-mails the person', async () => {
    const { token } = signOnParts(await mintDevMasqueradeLink(EMMA));
    await failInsertsInto('masquerade_sessions');

    const response = await signOn(token);

    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('access_token');
    expect(await tokensActingAs(EMMA_ID)).toBe(0);
    const mail = await db
      .prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?1 AND subject LIKE '%opened your%'")
      .bind(EMMA)
      .first<number>('n');
    expect(mail).toBe(0);
  });

  it('issues no token for someone who cannot be recorded as acted as (no client: support staff)', async () => {
    const token = `msq${newToken()}`;
    const now = Date.now();
    await db
      .prepare(
        `INSERT INTO sign_on_tokens (token_hash, kind, user_id, actor_user_id, actor_type, scheme_year, created_at, expires_at, masquerade_reason)
         VALUES (?1, 'msq', ?2, ?2, 'support', 2026, ?3, ?4, 'Ticket 1: a test')`,
      )
      .bind(await hashToken(token), SAM_ID, now, now + 60_000)
      .run();

    const response = await signOn(token);

    expect(response.status).toBe(500);
    expect(await tokensActingAs(SAM_ID)).toBe(0);
  });
});

describe('an export made while acting as an administrator', () => {
  async function acmeReportId(): Promise<number> {
    return (await db
      .prepare("SELECT id FROM reports WHERE client_id = ?1 AND type = 'payroll' ORDER BY id LIMIT 1")
      .bind(ACME_CLIENT_ID)
      .first<number>('id')) as number;
  }

  it('is on the trail: who, as whom, what file and the call that gave it out', async () => {
    const token = await actingAs(ALEX, true);
    const headers = masqueradeHeaders(ALEX_ID);
    const report = await acmeReportId();
    const exports = [
      ['/v2/client/2/employees/download-report?search=emma', 'Employee list (CSV)'],
      ['/v2/client/2/employees/two-factor-authentication?type=employeeTwoFA', 'Two-factor list (CSV)'],
      ['/v2/client/2/audit-events?type=auditTrail', 'Audit trail (CSV)'],
      [`/v1/client/2/reports/${report}/download`, 'Report (CSV)'],
      [`/v1/client/2/reports/download-multiple?ids=${report}`, 'Reports (zip)'],
    ] as const;

    for (const [path] of exports) {
      const response = await callAs(token, path, { headers });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      await response.arrayBuffer();
    }
    // Reads that give no file out are not exports; a refused export took nothing.
    expect((await callAs(token, '/v2/client/2/employees', { headers })).status).toBe(200);
    expect((await callAs(token, '/v1/client/2/reports/999999/download', { headers })).status).toBe(404);

    const rows = await trailRows('act-as-export', ALEX_ID);
    expect(rows.map((row) => [row.detail.export, row.detail.route])).toEqual(
      exports.map(([path, name]) => [name, `GET ${path}`]),
    );
    expect(rows[0]).toMatchObject({ actor_user_id: SAM_ID, client_id: ACME_CLIENT_ID });

    // Alex reads it on his own trail, in words.
    const own = await callAs(await ownToken(ALEX), '/v2/client/2/audit-events?action=act-as-export');
    const page = await own.json<{ data: { action: string; detail: Record<string, unknown> }[] }>();
    expect(page.data[0]).toMatchObject({
      action: 'act-as-export',
      detail: { export: 'Reports (zip)', route: `GET /v1/client/2/reports/download-multiple?ids=${report}` },
    });
    const csv = await (
      await callAs(await ownToken(ALEX), '/v2/client/2/audit-events?type=auditTrail&action=act-as-export')
    ).text();
    expect(csv).toContain('Data exported in an act-as session');
  });

  it('is not given out when it cannot be recorded', async () => {
    const token = await actingAs(ALEX, true);
    await failInsertsInto('audit_events', "new.action = 'act-as-export'");

    const response = await callAs(token, '/v2/client/2/employees/download-report', {
      headers: masqueradeHeaders(ALEX_ID),
    });

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: NOT_RECORDED });
  });
});

describe('deleting an account', () => {
  it('keeps the act-as session, its record and its trail, with the deleted ids gone', async () => {
    const token = await actingAs(TARA, false);
    const headers = masqueradeHeaders(TARA_ID);
    await callAs(token, '/v2/user/terms', { method: 'PATCH', headers, body: { termsAccepted: true } });
    await callAs(token, '/v2/logout', { method: 'POST', headers });

    await db.prepare('DELETE FROM users WHERE id IN (?1, ?2)').bind(TARA_ID, SAM_ID).run();

    const session = await db
      .prepare('SELECT actor_user_id, target_user_id, client_id, reason, ended_at FROM masquerade_sessions')
      .all();
    expect(session.results).toEqual([
      {
        actor_user_id: null,
        target_user_id: null,
        client_id: ACME_CLIENT_ID,
        reason: 'Development helper link',
        ended_at: expect.any(Number),
      },
    ]);
    const lines = await db
      .prepare('SELECT actor_user_id, target_user_id, action FROM masquerade_audit ORDER BY id')
      .all();
    expect(lines.results).toEqual(
      ['session-started', 'PATCH /v2/user/terms', 'session-ended'].map((action) => ({
        actor_user_id: null,
        target_user_id: null,
        action,
      })),
    );
    const trail = await db
      .prepare(
        "SELECT action FROM audit_events WHERE action IN ('act-as-started', 'act-as-change') AND actor_user_id IS NULL AND created_at > ?1 ORDER BY id",
      )
      .bind(Date.now() - 600_000)
      .all<{ action: string }>();
    expect(trail.results.map((row) => row.action)).toEqual(['act-as-started', 'act-as-change']);
  });
});

async function ownToken(email: string): Promise<string> {
  return (await signIn(email)).access_token;
}
