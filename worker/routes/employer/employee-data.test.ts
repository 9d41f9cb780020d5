import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import type {
  EmployeeList,
  EmployeeRecord,
  WelcomeEmailSent,
  WelcomeEmailsSent,
} from '#contract/employee-data';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

let lastOctet = 0;
const nextIp = () => `198.18.26.${++lastOctet}`;
const NINA = 1008;

async function signedIn(email: string, tenant = 'acme', portal = createTestPortal()) {
  const client = createApiClient(portal, tenant, { ip: nextIp() });
  expect((await client.login(email)).status, email).toBe(200);
  return client;
}

async function dbCount(sql: string): Promise<number> {
  return (await env.REF_DB.prepare(sql).first<number>('n')) as number;
}

describe('GET /api/employer/employees', () => {
  it("gives Alex a page of 10 with acme's totals and the one-decimal percentage of the database", async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const list = (await (await alex.call('/api/employer/employees')).json()) as EmployeeList;
    const employees = await dbCount('SELECT count(*) AS n FROM users WHERE client_id = 2');
    const registered = await dbCount('SELECT sum(activated) AS n FROM users WHERE client_id = 2');
    expect(list).toMatchObject({
      page: 1,
      perPage: 10,
      total: employees,
      lastPage: Math.ceil(employees / 10),
      totalEmployees: employees,
      totalRegisteredEmployees: registered,
      percentageRegistered: Math.round((registered / employees) * 1000) / 10,
      sort: 'name',
      direction: 'asc',
    });
    expect(list.employees).toHaveLength(10);
    expect(Object.keys(list.employees[0] ?? {}).sort()).toEqual(
      ['email', 'firstName', 'id', 'joinedOn', 'registered', 'surname'].sort(),
    );
  });

  it('passes search, filter, sort, direction, page and range upstream, and refuses what it cannot read', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const nina = (await (
      await alex.call('/api/employer/employees?search=nina&filter=not-registered')
    ).json()) as EmployeeList;
    expect(nina.employees.map((person) => person.email)).toContain('nina.new@acme.test');
    expect(nina.employees.every((person) => !person.registered)).toBe(true);
    const sorted = (await (
      await alex.call('/api/employer/employees?sort=email&direction=desc&page=2')
    ).json()) as EmployeeList;
    expect(sorted).toMatchObject({ page: 2, sort: 'email', direction: 'desc' });
    const emails = sorted.employees.map((person) => person.email.toLowerCase());
    expect(emails).toEqual([...emails].sort().reverse());
    const january = (await (
      await alex.call('/api/employer/employees?joinedFrom=2026-01-01&joinedTo=2026-01-31')
    ).json()) as EmployeeList;
    expect(january.employees.every((person) => person.joinedOn.startsWith('2026-01'))).toBe(true);
    for (const query of ['filter=maybe', 'sort=salary', 'direction=up', 'joinedFrom=2026-01-01', 'page=0']) {
      expect((await alex.call(`/api/employer/employees?${query}`)).status, query).toBe(400);
    }
  });

  it('streams the CSV report of exactly the filtered rows as an attachment', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const response = await alex.call(
      '/api/employer/employees/report?search=smi&filter=registered&sort=email',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="employee-data.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    const { results } = await env.REF_DB.prepare(
      `SELECT email FROM users WHERE client_id = 2 AND activated = 1
       AND (first_name LIKE 'smi%' OR surname LIKE 'smi%' OR email LIKE 'smi%') ORDER BY email, id`,
    ).all<{ email: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(results.map((row) => row.email));
  });
});

describe('the joined-date range', () => {
  it('narrows the list and its CSV report alike: the report holds exactly the rows the list counts', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const range = 'joinedFrom=2026-01-01&joinedTo=2026-01-31';
    const list = (await (
      await alex.call(`/api/employer/employees?${range}&filter=registered`)
    ).json()) as EmployeeList;
    const { results } = await env.REF_DB.prepare(
      `SELECT email FROM users WHERE client_id = 2 AND activated = 1
       AND created_at >= '2026-01-01' AND created_at < '2026-02-01'`,
    ).all<{ email: string }>();
    // More than a page, so a report of the page alone would be caught.
    expect(results.length).toBeGreaterThan(10);
    expect(list.total).toBe(results.length);
    expect(list.totalEmployees).toBeGreaterThan(list.total);

    const response = await alex.call(`/api/employer/employees/report?${range}&filter=registered`);
    expect(response.status).toBe(200);
    const rows = (await response.text())
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.map((row) => row[2]).sort()).toEqual(results.map((row) => row.email).sort());
    for (const row of rows) {
      expect(row[3]).toBe('Yes');
      expect(row[4]?.startsWith('2026-01'), row.join(',')).toBe(true);
    }
  });

  it('refuses half a range or one that ends before it starts, for the list and the report', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    for (const path of ['/api/employer/employees', '/api/employer/employees/report']) {
      for (const query of [
        'joinedTo=2026-01-31',
        'joinedFrom=2026-02-01&joinedTo=2026-01-01',
        'joinedFrom=1.1.2026&joinedTo=2026-01-31',
      ]) {
        const response = await alex.call(`${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(400);
      }
    }
  });
});

describe('the report link', () => {
  it('works as a plain same-origin link without the CSRF header, and from nowhere else', async () => {
    const portal = createTestPortal();
    const alex = await signedIn('alex.admin@acme.test', 'acme', portal);
    const cookie = [...alex.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const linkFrom = (site: string) =>
      portal.fetch('http://acme.localhost/api/employer/employees/report?search=nina', {
        headers: { cookie, 'sec-fetch-site': site, 'cf-connecting-ip': nextIp() },
      });
    const sameOrigin = await linkFrom('same-origin');
    expect(sameOrigin.status).toBe(200);
    expect(await sameOrigin.text()).toContain('nina.new@acme.test');
    for (const site of ['same-site', 'cross-site']) {
      expect((await linkFrom(site)).status, site).toBe(403);
    }
    const list = await portal.fetch('http://acme.localhost/api/employer/employees', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(list.status).toBe(403);
  });
});

describe('GET /api/employer/employees/:employeeId', () => {
  it("shows one of Alex's employees, and nobody of another client", async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const record = (await (await alex.call(`/api/employer/employees/${NINA}`)).json()) as EmployeeRecord;
    expect(record).toMatchObject({
      id: NINA,
      firstName: 'Nina',
      surname: 'Patel',
      registered: false,
      dateOfBirth: '1990-04-15',
      twoFactorEnabled: false,
    });
    const globex = await alex.call('/api/employer/employees/2004');
    expect(globex.status).toBe(404);
    expect(await globex.json()).toMatchObject({ error: { message: 'Employee not found' } });
    expect((await alex.call('/api/employer/employees/nobody')).status).toBe(400);
  });
});

describe('welcome e-mails', () => {
  it("puts Nina's welcome e-mail in her outbox; a registered employee is refused", async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const before = await dbCount("SELECT count(*) AS n FROM outbox WHERE to_email = 'nina.new@acme.test'");
    const sent = await alex.call(`/api/employer/employees/${NINA}/welcome-email`, {
      method: 'POST',
      body: {},
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as WelcomeEmailSent).sentTo).toBe('nina.new@acme.test');
    expect(await dbCount("SELECT count(*) AS n FROM outbox WHERE to_email = 'nina.new@acme.test'")).toBe(
      before + 1,
    );
    const emma = await alex.call('/api/employer/employees/1001/welcome-email', { method: 'POST', body: {} });
    expect(emma.status).toBe(422);
    expect(await emma.json()).toMatchObject({ error: { message: 'This employee has already registered' } });
  });

  it('sends one to every employee not registered, and says how many', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const unregistered = await dbCount(
      'SELECT count(*) AS n FROM users WHERE client_id = 2 AND activated = 0',
    );
    const before = await dbCount('SELECT count(*) AS n FROM outbox');
    const response = await alex.call('/api/employer/employees/welcome-emails', { method: 'POST', body: {} });
    expect(response.status).toBe(200);
    expect(((await response.json()) as WelcomeEmailsSent).sent).toBe(unregistered);
    expect(await dbCount('SELECT count(*) AS n FROM outbox')).toBe(before + unregistered);
  });
});

describe('who may use the employee data', () => {
  it('answers an employee 403 with the one error shape before any upstream call, for every call', async () => {
    const emma = await signedIn('emma.employee@acme.test');
    const before = await dbCount('SELECT count(*) AS n FROM outbox');
    const calls: [string, string][] = [
      ['GET', '/api/employer/employees'],
      ['GET', '/api/employer/employees/report'],
      ['GET', `/api/employer/employees/${NINA}`],
      ['POST', `/api/employer/employees/${NINA}/welcome-email`],
      ['POST', '/api/employer/employees/welcome-emails'],
    ];
    for (const [method, path] of calls) {
      const response = await emma.call(path, method === 'GET' ? {} : { method, body: {} });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toEqual({
        error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code },
      });
    }
    expect(await dbCount('SELECT count(*) AS n FROM outbox')).toBe(before);
  });

  it('asks anyone signed out to sign in', async () => {
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect((await anonymous.call('/api/employer/employees')).status).toBe(401);
  });
});
