import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { bearer, getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { EMPLOYEE_DATA_MESSAGES } from '../../rules/employee-data-columns.ts';
import type { EligibilityDifferenceBody, EmployeeDataUploadBody } from './employee-data-uploads.ts';

const ACME = 2;
const GLOBEX = 3;
const ALEX = 'alex.admin@acme.test';
// Piotr is on probation: taking him off it opens the benefits closed during probation to him.
const PIOTR = 'piotr.probation@acme.test';

beforeEach(reseed);

function upload(clientId: number, csv: string, token: string, name = 'staff.csv', type = 'text/csv') {
  const form = new FormData();
  form.set('file', new File([csv], name, { type }));
  return callReferenceApi(`/v1/client/${clientId}/data-loads`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
}

async function uploaded(clientId: number, csv: string, token: string): Promise<EmployeeDataUploadBody> {
  const response = await upload(clientId, csv, token);
  expect(response.status).toBe(201);
  return response.json<EmployeeDataUploadBody>();
}

const apply = (id: number, token: string, confirmLargeChange?: boolean) =>
  sendJson(
    'PATCH',
    `/v1/employee-data-uploads/${id}`,
    confirmLargeChange === undefined
      ? { status: 'applied' }
      : { status: 'applied', confirm_large_change: confirmLargeChange },
    token,
  );

async function townOf(email: string): Promise<string | null> {
  return env.REF_DB.prepare('SELECT town FROM users WHERE email = ?1')
    .bind(email)
    .first<string | null>('town');
}

/** Generated acme people's e-mails, first n by id. */
async function generatedEmails(n: number): Promise<string[]> {
  const { results } = await env.REF_DB.prepare(
    'SELECT email FROM users WHERE client_id = 2 AND id >= 10001 ORDER BY id LIMIT ?1',
  )
    .bind(n)
    .all<{ email: string }>();
  return results.map((row) => row.email);
}

describe('the template and the last upload date', () => {
  it('gives Alex the template as a CSV attachment and acme’s last upload date', async () => {
    const token = (await signIn(ALEX)).access_token;
    const template = await getWithToken(`/v1/client/${ACME}/data-load-template`, token);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toBe(
      'attachment; filename="employee-data-template.csv"',
    );
    expect((await template.text()).split('\r\n')[0]).toBe(
      'email,first_name,surname,date_of_birth,employment_status,on_probation,phone,address_line_1,address_line_2,town,postcode',
    );
    const last = await getWithToken(`/v1/client/${ACME}/date-last-upload`, token);
    expect(await last.json()).toEqual({ date_last_upload: '2026-10-05T08:31:00.000Z' });
  });

  it('refuses an employee, and another client’s administrator', async () => {
    const emma = (await signIn('emma.employee@acme.test')).access_token;
    expect((await getWithToken(`/v1/client/${ACME}/data-load-template`, emma)).status).toBe(403);
    const alex = (await signIn(ALEX)).access_token;
    expect((await getWithToken(`/v1/client/${GLOBEX}/date-last-upload`, alex)).status).toBe(403);
    expect((await upload(GLOBEX, 'email\r\ngina.employee@globex.test\r\n', alex)).status).toBe(403);
  });
});

describe('POST /v1/client/{id}/data-loads and the confirmation', () => {
  it('reports every bad row, keeps the file, and an invalid upload can never be applied', async () => {
    const token = (await signIn(ALEX)).access_token;
    const csv = `email,town,on_probation\r\n${PIOTR},York,no\r\nnobody@acme.test,York,no\r\n${PIOTR},York,perhaps\r\n`;
    const body = await uploaded(ACME, csv, token);
    expect(body).toMatchObject({ status: 'invalid', row_count: 3, error_count: 3, changed_employees: 0 });
    expect(body.errors).toEqual([
      { row: 3, column: 'email', message: 'No employee of yours has this email' },
      { row: 4, column: 'email', message: 'This employee appears in an earlier row too' },
      { row: 4, column: 'on_probation', message: 'Please enter yes or no' },
    ]);
    const row = await env.REF_DB.prepare('SELECT file_key FROM employee_data_uploads WHERE id = ?1')
      .bind(body.id)
      .first<string>('file_key');
    expect(await (await env.REF_RECEIPTS.get(row ?? ''))?.text()).toBe(csv);
    expect((await apply(body.id, token)).status).toBe(409);
    expect(await townOf(PIOTR)).toBeNull();
  });

  it('shows acme’s eligibility difference first and changes nothing until confirmed, then applies once', async () => {
    const token = (await signIn(ALEX)).access_token;
    const body = await uploaded(ACME, `email,on_probation,town\r\n${PIOTR},no,York\r\n`, token);
    expect(body).toMatchObject({
      status: 'ready',
      changed_employees: 1,
      employee_count: 1250,
      changed_percent: 0.1,
      large_change: false,
      eligibility_impact: true,
      eligibility_changes: 1,
    });
    const difference = await getWithToken(
      `/v1/employee-data-uploads/${body.id}/eligibility-difference?page=1`,
      token,
    );
    const { data, total } = await difference.json<EligibilityDifferenceBody>();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      email: PIOTR,
      changes: [
        { field: 'on_probation', from: true, to: false },
        { field: 'town', from: null, to: 'York' },
      ],
      benefits_lost: [],
    });
    expect(data[0]?.benefits_gained).toContain('Private Medical Insurance');
    expect(await townOf(PIOTR)).toBeNull();

    const applied = await apply(body.id, token);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ status: 'applied', applied_at: expect.any(String) });
    expect(await townOf(PIOTR)).toBe('York');
    expect((await apply(body.id, token)).status).toBe(409);
    const last = await (await getWithToken(`/v1/client/${ACME}/date-last-upload`, token)).json<{
      date_last_upload: string;
    }>();
    expect(last.date_last_upload > '2026-10-05T08:31:00.000Z').toBe(true);
  });

  it('a change of more than 10 % of the employees needs the second confirmation flag', async () => {
    const token = (await signIn(ALEX)).access_token;
    const emails = await generatedEmails(126);
    const body = await uploaded(
      ACME,
      `email,town\r\n${emails.map((email) => `${email},Leeds`).join('\r\n')}\r\n`,
      token,
    );
    expect(body).toMatchObject({ changed_employees: 126, large_change: true, changed_percent: 10.1 });
    const once = await apply(body.id, token);
    expect(once.status).toBe(409);
    expect(await once.json()).toMatchObject({
      error: EMPLOYEE_DATA_MESSAGES.largeRequired,
      code: 'large_change_unconfirmed',
    });
    expect(await townOf(emails[0] ?? '')).toBeNull();
    expect((await apply(body.id, token, true)).status).toBe(200);
    const { results } = await env.REF_DB.prepare("SELECT count(*) AS n FROM users WHERE town = 'Leeds'").all<{
      n: number;
    }>();
    expect(results[0]?.n).toBe(126);
  });

  it('refuses a file that changed meaning since it was checked, applying nothing', async () => {
    const token = (await signIn(ALEX)).access_token;
    const body = await uploaded(ACME, `email,town\r\n${PIOTR},York\r\n`, token);
    await env.REF_DB.prepare("UPDATE users SET town = 'York' WHERE email = ?1").bind(PIOTR).run();
    const response = await apply(body.id, token);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: EMPLOYEE_DATA_MESSAGES.stale });
  });

  it('refuses a file that is not CSV, and one over the size limit', async () => {
    const token = (await signIn(ALEX)).access_token;
    expect((await upload(ACME, 'email\r\n', token, 'staff.xlsx', 'application/vnd.ms-excel')).status).toBe(
      415,
    );
    const binary = new FormData();
    binary.set(
      'file',
      new File([new Uint8Array([0x50, 0x4b, 3, 4, 0xff, 0, 0xfe])], 'staff.csv', { type: 'text/csv' }),
    );
    const response = await callReferenceApi(`/v1/client/${ACME}/data-loads`, {
      method: 'POST',
      headers: bearer(token),
      body: binary,
    });
    expect(response.status).toBe(415);
    const huge = await upload(ACME, 'x'.repeat(11 * 1024 * 1024), token);
    expect(huge.status).toBe(413);
  });

  it('support acting as Alex may read an upload but not upload or confirm', async () => {
    const alex = (await signIn(ALEX)).access_token;
    const body = await uploaded(ACME, `email,town\r\n${PIOTR},York\r\n`, alex);
    const session = await signOnWith(await mintDevMasqueradeLink(ALEX));
    const headers = masqueradeHeaders(1002);
    const read = await callAs(session.access_token, `/v1/employee-data-uploads/${body.id}`, { headers });
    expect(read.status).toBe(200);
    const confirm = await callAs(session.access_token, `/v1/employee-data-uploads/${body.id}`, {
      method: 'PATCH',
      headers,
      body: { status: 'applied' },
    });
    expect(confirm.status).toBe(403);
    expect(await townOf(PIOTR)).toBeNull();
  });

  it('another client’s administrator cannot see or confirm acme’s upload', async () => {
    const alex = (await signIn(ALEX)).access_token;
    const body = await uploaded(ACME, `email,town\r\n${PIOTR},York\r\n`, alex);
    const gus = (await signIn('gus.admin@globex.test')).access_token;
    expect((await getWithToken(`/v1/employee-data-uploads/${body.id}`, gus)).status).toBe(403);
    expect((await apply(body.id, gus)).status).toBe(403);
  });

  it('globex has no eligibility impact: a valid upload says so', async () => {
    // Globex at its four named people (without the 316 generated ones, decision 078): one change is 25 %.
    await env.REF_DB.prepare('DELETE FROM users WHERE client_id = 3 AND id >= 60001').run();
    const gus = (await signIn('gus.admin@globex.test')).access_token;
    const body = await uploaded(GLOBEX, 'email,town\r\ngina.employee@globex.test,Bristol\r\n', gus);
    expect(body).toMatchObject({ status: 'ready', eligibility_impact: false, large_change: true });
  });

  it('eligibility_impact follows the client’s data-load-eligibility-impact exception (decision 083)', async () => {
    const setStatus = (status: string) =>
      env.REF_DB.prepare(
        "UPDATE client_exceptions SET status = ?1 WHERE client_id = ?2 AND code = 'data-load-eligibility-impact'",
      )
        .bind(status, ACME)
        .run();
    const alex = (await signIn(ALEX)).access_token;
    const body = await uploaded(ACME, `email,town\r\n${PIOTR},York\r\n`, alex);
    expect(body.eligibility_impact).toBe(true);
    const impactOf = async () =>
      (
        await (
          await getWithToken(`/v1/employee-data-uploads/${body.id}`, alex)
        ).json<EmployeeDataUploadBody>()
      ).eligibility_impact;

    await setStatus('inactive');
    expect(await impactOf()).toBe(false);
    await setStatus('active');
    expect(await impactOf()).toBe(true);
    await env.REF_DB.prepare('DELETE FROM client_exceptions WHERE client_id = ?1').bind(ACME).run();
    expect(await impactOf()).toBe(false);

    // Another code changes nothing; the exception turns it on for globex as for acme.
    await env.REF_DB.prepare(
      "INSERT INTO client_exceptions (client_id, code, status) VALUES (?1, 'payroll-feed-weekly', 'active')",
    )
      .bind(ACME)
      .run();
    expect(await impactOf()).toBe(false);
    await env.REF_DB.prepare(
      "INSERT INTO client_exceptions (client_id, code, status) VALUES (?1, 'data-load-eligibility-impact', 'active')",
    )
      .bind(GLOBEX)
      .run();
    const gus = (await signIn('gus.admin@globex.test')).access_token;
    const globex = await uploaded(GLOBEX, 'email,town\r\ngina.employee@globex.test,Bristol\r\n', gus);
    expect(globex.eligibility_impact).toBe(true);
  });
});
