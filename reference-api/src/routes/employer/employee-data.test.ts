import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { ACME_EMPLOYEE_COUNT, FIRST_GENERATED_ID, generatedPeople } from '../../seed/generated-employees.ts';
import type {
  BulkWelcomeResendBody,
  EmployeeListBody,
  EmployeeRecordBody,
  WelcomeResendBody,
} from './employee-data.ts';

const ACME_LIST = '/v2/client/2/employees';
const ACME_REPORT = `${ACME_LIST}/download-report`;
const NINA = 1008;
const EMMA = 1001;

async function alexToken(): Promise<string> {
  return (await signIn('alex.admin@acme.test')).access_token;
}

async function listAs(token: string, query = ''): Promise<EmployeeListBody> {
  const response = await getWithToken(`${ACME_LIST}${query}`, token);
  expect(response.status, query).toBe(200);
  return response.json<EmployeeListBody>();
}

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  return (await env.REF_DB.prepare(sql)
    .bind(...binds)
    .first<number>('n')) as number;
}

async function outboxCount(email: string): Promise<number> {
  return count('SELECT count(*) AS n FROM outbox WHERE to_email = ?1', email);
}

describe('GET /v2/client/{id}/employees', () => {
  it("pages acme's 1,250 people 10 at a time, with the totals and the percentage registered of the database", async () => {
    const token = await alexToken();
    const first = await listAs(token);
    const registered = await count('SELECT sum(activated) AS n FROM users WHERE client_id = 2');
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: ACME_EMPLOYEE_COUNT,
      last_page: ACME_EMPLOYEE_COUNT / 10,
      total_employees: ACME_EMPLOYEE_COUNT,
      total_registered_employees: registered,
      percentage_registered: Math.round((registered / ACME_EMPLOYEE_COUNT) * 1000) / 10,
      sort_by: 'name',
      sort_direction: 'asc',
    });
    expect(String(first.percentage_registered)).toMatch(/^\d+(\.\d)?$/);
    expect(first.data).toHaveLength(10);
    const second = await listAs(token, '?page=2');
    const names = [...first.data, ...second.data].map((p) => `${p.surname} ${p.first_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await listAs(token, `?page=${ACME_EMPLOYEE_COUNT / 10 + 1}`)).data).toEqual([]);
  });

  it('searches the start of a name, full name or e-mail and filters by registration', async () => {
    const token = await alexToken();
    const smith = await listAs(token, '?search=smi');
    const expected = await count(
      `SELECT count(*) AS n FROM users WHERE client_id = 2 AND (surname LIKE 'smi%' OR first_name LIKE 'smi%' OR email LIKE 'smi%')`,
    );
    expect(smith.total).toBe(expected);
    expect(smith.total).toBeGreaterThan(10);
    // The totals are the client's, whatever the search.
    expect(smith.total_employees).toBe(ACME_EMPLOYEE_COUNT);
    expect((await listAs(token, `?search=${encodeURIComponent('Emma Fiel')}`)).data.map((p) => p.id)).toEqual(
      [EMMA],
    );
    expect((await listAs(token, '?search=tom.twofa')).data.map((p) => p.email)).toEqual([
      'tom.twofa@acme.test',
    ]);
    expect((await listAs(token, '?search=%25')).total).toBe(0);

    const notRegistered = await listAs(token, '?filter[person_activated]=0');
    expect(notRegistered.total).toBe(ACME_EMPLOYEE_COUNT - notRegistered.total_registered_employees);
    expect(notRegistered.data.every((p) => !p.person_activated)).toBe(true);
    const registeredSmiths = await listAs(token, '?filter[person_activated]=1&search=smith');
    expect(registeredSmiths.data.every((p) => p.person_activated && p.surname === 'Smith')).toBe(true);
  });

  it('sorts by name, e-mail or registration, either way, and narrows to a joined range', async () => {
    const token = await alexToken();
    const byEmailDesc = await listAs(token, '?sort_by=email&sort_direction=desc');
    const emails = byEmailDesc.data.map((p) => p.email.toLowerCase());
    expect(emails).toEqual([...emails].sort().reverse());
    const { results } = await env.REF_DB.prepare(
      'SELECT email FROM users WHERE client_id = 2 ORDER BY email DESC, id DESC LIMIT 10',
    ).all<{ email: string }>();
    expect(byEmailDesc.data.map((p) => p.email)).toEqual(results.map((row) => row.email));
    const notRegisteredFirst = await listAs(token, '?sort_by=registered&sort_direction=asc');
    expect(notRegisteredFirst.data.every((p) => !p.person_activated)).toBe(true);
    const registeredFirst = await listAs(token, '?sort_by=registered&sort_direction=desc');
    expect(registeredFirst.data.every((p) => p.person_activated)).toBe(true);

    const january = await listAs(token, '?range=2026-01-01,2026-01-31');
    const expected = await count(
      `SELECT count(*) AS n FROM users WHERE client_id = 2 AND created_at >= '2026-01-01' AND created_at < '2026-02-01'`,
    );
    expect(january.total).toBe(expected);
    expect(january.data.every((p) => p.joined_on.startsWith('2026-01'))).toBe(true);
  });

  it('refuses a query it cannot read', async () => {
    const token = await alexToken();
    for (const query of [
      '?page=0',
      '?filter[person_activated]=maybe',
      '?sort_by=salary',
      '?sort_direction=up',
      '?range=2026-02-01,2026-01-01',
      '?range=yesterday',
    ]) {
      expect((await getWithToken(`${ACME_LIST}${query}`, token)).status, query).toBe(422);
    }
  });

  it('computes the seed as generatedPeople says, so tests may take figures from either', async () => {
    const { results } = await env.REF_DB.prepare(
      `SELECT id, first_name AS firstName, surname, email, activated FROM users
       WHERE client_id = 2 AND id >= ?1 ORDER BY id`,
    )
      .bind(FIRST_GENERATED_ID)
      .all<{ id: number; firstName: string; surname: string; email: string; activated: number }>();
    expect(results.map(({ activated, ...rest }) => ({ ...rest, registered: activated === 1 }))).toEqual(
      generatedPeople(),
    );
  });
});

describe('GET /v2/client/{id}/employees/download-report', () => {
  it('streams exactly the filtered rows, in list order, as CSV', async () => {
    const token = await alexToken();
    const query = '?search=smi&filter[person_activated]=0&sort_by=email&sort_direction=desc';
    const response = await getWithToken(`${ACME_REPORT}${query}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="employee-data.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('First name,Surname,Email,Registered,Joined');
    const { results } = await env.REF_DB.prepare(
      `SELECT email FROM users WHERE client_id = 2 AND activated = 0
       AND (surname LIKE 'smi%' OR first_name LIKE 'smi%' OR email LIKE 'smi%') ORDER BY email DESC, id DESC`,
    ).all<{ email: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(results.map((row) => row.email));
    expect(lines.slice(1).every((line) => line.split(',')[3] === 'No')).toBe(true);
  });

  it('holds all 1,250 people when nothing narrows it (read in several chunks)', async () => {
    const response = await getWithToken(ACME_REPORT, await alexToken());
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(ACME_EMPLOYEE_COUNT + 1);
    expect(new Set(lines.slice(1)).size).toBe(ACME_EMPLOYEE_COUNT);
  });
});

describe('GET /v1/client/{id}/employees/{id}', () => {
  it("shows one of the client's people and nobody else's", async () => {
    const token = await alexToken();
    const response = await getWithToken(`/v1/client/2/employees/${NINA}`, token);
    expect(response.status).toBe(200);
    expect(await response.json<EmployeeRecordBody>()).toMatchObject({
      id: NINA,
      first_name: 'Nina',
      surname: 'Patel',
      email: 'nina.new@acme.test',
      person_activated: false,
      date_of_birth: '1990-04-15',
      two_factor_enabled: false,
    });
    expect((await getWithToken('/v1/client/2/employees/2004', token)).status).toBe(404);
    expect((await getWithToken('/v1/client/3/employees/2004', token)).status).toBe(403);
  });
});

describe('welcome e-mail resends', () => {
  it("puts one welcome e-mail with Nina's live activation link into her outbox", async () => {
    const token = await alexToken();
    const before = await outboxCount('nina.new@acme.test');
    const response = await sendJson('POST', `/v1/employees/${NINA}/welcome-email-resends`, {}, token);
    expect(response.status).toBe(201);
    expect(await response.json<WelcomeResendBody>()).toMatchObject({
      employee_id: NINA,
      sent_to: 'nina.new@acme.test',
    });
    expect(await outboxCount('nina.new@acme.test')).toBe(before + 1);
    const mail = await env.REF_DB.prepare(
      'SELECT subject, links_json FROM outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1',
    )
      .bind('nina.new@acme.test')
      .first<{ subject: string; links_json: string }>();
    expect(mail?.subject).toBe('Welcome to Acme Rewards: activate your account');
    expect(JSON.parse(mail?.links_json ?? '[]')).toEqual([
      'http://acme.localhost:8787/activation/demo-acme-nina',
    ]);
    const record = await (
      await getWithToken(`/v1/client/2/employees/${NINA}`, token)
    ).json<EmployeeRecordBody>();
    expect(record.welcome_email_sent_at).not.toBeNull();
  });

  it('refuses a registered person, and a person of another client', async () => {
    const token = await alexToken();
    const registered = await sendJson('POST', `/v1/employees/${EMMA}/welcome-email-resends`, {}, token);
    expect(registered.status).toBe(422);
    expect(await registered.json()).toEqual({ error: { message: 'This employee has already registered' } });
    expect((await sendJson('POST', '/v1/employees/2004/welcome-email-resends', {}, token)).status).toBe(404);
  });

  it('reaches every unregistered person of the client exactly once, with a link that activates them', async () => {
    const token = await alexToken();
    const unregistered = await env.REF_DB.prepare(
      'SELECT id, email FROM users WHERE client_id = 2 AND activated = 0 ORDER BY id',
    ).all<{ id: number; email: string }>();
    const before = await count('SELECT count(*) AS n FROM outbox');
    const response = await sendJson('POST', '/v1/companies/2/welcome-email-resends', {}, token);
    expect(response.status).toBe(202);
    const body = await response.json<BulkWelcomeResendBody>();
    expect(body.sent).toBe(unregistered.results.length);
    expect(await count('SELECT count(*) AS n FROM outbox')).toBe(before + unregistered.results.length);
    const perPerson = await env.REF_DB.prepare(
      `SELECT u.email, count(o.id) AS mails FROM users u
       LEFT JOIN outbox o ON o.to_email = u.email AND o.created_at = ?1
       WHERE u.client_id = 2 GROUP BY u.id, u.activated
       HAVING mails != CASE WHEN u.activated = 0 THEN 1 ELSE 0 END`,
    )
      .bind(body.sent_at)
      .all();
    expect(perPerson.results).toEqual([]);
    // Every generated person without a link got a live one.
    expect(
      await count(
        `SELECT count(*) AS n FROM users u WHERE u.client_id = 2 AND u.activated = 0 AND NOT EXISTS
         (SELECT 1 FROM activations a WHERE a.user_id = u.id AND a.used_at IS NULL)`,
      ),
    ).toBe(0);
  });

  it('refuses employees and support acting as Alex, and sends nothing', async () => {
    const emma = (await signIn('emma.employee@acme.test')).access_token;
    const support = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    // After the sign-on, whose e-mail tells Alex that support acted as him (decision 054).
    const before = await count('SELECT count(*) AS n FROM outbox');
    expect((await sendJson('POST', '/v1/companies/2/welcome-email-resends', {}, emma)).status).toBe(403);
    expect((await sendJson('POST', `/v1/employees/${NINA}/welcome-email-resends`, {}, emma)).status).toBe(
      403,
    );
    expect((await getWithToken(ACME_LIST, emma)).status).toBe(403);
    const headers = masqueradeHeaders(1002);
    expect((await callAs(support.access_token, ACME_LIST, { headers })).status).toBe(200);
    for (const path of [
      '/v1/companies/2/welcome-email-resends',
      `/v1/employees/${NINA}/welcome-email-resends`,
    ]) {
      const refused = await callAs(support.access_token, path, { method: 'POST', body: {}, headers });
      expect(refused.status, path).toBe(403);
    }
    expect(await count('SELECT count(*) AS n FROM outbox')).toBe(before);
  });
});

describe('the head count the list reads', () => {
  it('follows people joining, registering and leaving the client', async () => {
    const headcount = () =>
      env.REF_DB.prepare('SELECT employees, registered FROM client_headcounts WHERE client_id = 2').first<{
        employees: number;
        registered: number;
      }>();
    const start = await headcount();
    expect(start?.employees).toBe(ACME_EMPLOYEE_COUNT);
    await env.REF_DB.prepare('UPDATE users SET activated = 1 WHERE id = ?1').bind(NINA).run();
    expect(await headcount()).toEqual({
      employees: start?.employees,
      registered: (start?.registered ?? 0) + 1,
    });
    await env.REF_DB.prepare('DELETE FROM users WHERE id = ?1').bind(FIRST_GENERATED_ID).run();
    const afterDelete = await headcount();
    expect(afterDelete?.employees).toBe(ACME_EMPLOYEE_COUNT - 1);
    expect(afterDelete).toEqual({
      employees: await count('SELECT count(*) AS n FROM users WHERE client_id = 2'),
      registered: await count('SELECT sum(activated) AS n FROM users WHERE client_id = 2'),
    });
  });
});
