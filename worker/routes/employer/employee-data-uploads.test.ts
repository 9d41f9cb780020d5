import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import { APPLY_ERROR_CODES, EMPLOYEE_DATA_BODY_MAX_BYTES } from '#contract/employee-data-upload-rules';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-upload-texts';
import type { EligibilityDifference, EmployeeDataUpload, LastUpload } from '#contract/employee-data-uploads';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

const PATH = '/api/employer/employee-data-uploads';
const PIOTR = 'piotr.probation@acme.test';

let lastOctet = 0;

async function signedIn(email: string, tenant = 'acme') {
  const portal = createTestPortal();
  const client = createApiClient(portal, tenant, { ip: `198.18.27.${++lastOctet}` });
  expect((await client.login(email)).status, email).toBe(200);
  /** A POST as the SPA's upload sends it: same origin, CSRF header, session cookie, any body. */
  const upload = (body: BodyInit, headers: Record<string, string>) =>
    portal.fetch(`${client.origin}${PATH}`, {
      method: 'POST',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        origin: client.origin,
        cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body,
    });
  return { portal, client, upload };
}

/** A form's encoded bytes and Content-Type, as a browser would send them. */
async function encoded(file: File): Promise<{ bytes: ArrayBuffer; type: string }> {
  const form = new FormData();
  form.set('file', file);
  const request = new Request('http://form.invalid', { method: 'POST', body: form });
  return { bytes: await request.arrayBuffer(), type: request.headers.get('content-type') ?? '' };
}

const csvFile = (text: string, name = 'staff.csv', type = 'text/csv') => new File([text], name, { type });

async function townOf(email: string): Promise<string | null> {
  return env.REF_DB.prepare('SELECT town FROM users WHERE email = ?1')
    .bind(email)
    .first<string | null>('town');
}

beforeEach(async () => {
  await env.REF_DB.prepare(
    "UPDATE users SET town = NULL WHERE client_id IN (2, 3) AND town IN ('York', 'Bristol')",
  ).run();
});

describe('employee data uploads through the Worker', () => {
  it('streams the template as an attachment and gives the last upload date', async () => {
    const { client } = await signedIn('alex.admin@acme.test');
    const template = await client.call(`${PATH}/template`);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toBe(
      'attachment; filename="employee-data-template.csv"',
    );
    expect(template.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await template.text()).toMatch(/^email,first_name,surname,/);
    const last = (await (await client.call(`${PATH}/last-upload`)).json()) as LastUpload;
    expect(last.lastUploadAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('acme: checks the file, shows the eligibility difference, and changes nothing until applied', async () => {
    const { client, upload } = await signedIn('alex.admin@acme.test');
    const form = await encoded(csvFile(`email,on_probation,town\r\n${PIOTR},no,York\r\n`));
    const response = await upload(form.bytes, { 'content-type': form.type });
    expect(response.status).toBe(201);
    const body = (await response.json()) as EmployeeDataUpload;
    expect(body).toMatchObject({
      status: 'ready',
      fileName: 'staff.csv',
      changedEmployees: 1,
      eligibilityImpact: true,
      eligibilityChanges: 1,
      largeChange: false,
    });
    const difference = (await (
      await client.call(`${PATH}/${body.id}/eligibility-difference?page=1`)
    ).json()) as EligibilityDifference;
    expect(difference.employees[0]).toMatchObject({ name: 'Piotr Nowak', email: PIOTR });
    expect(await townOf(PIOTR)).toBeNull();

    const applied = await client.call(`${PATH}/${body.id}/apply`, { method: 'POST', body: {} });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ status: 'applied' });
    expect(await townOf(PIOTR)).toBe('York');
    await env.REF_DB.prepare('UPDATE users SET on_probation = 1 WHERE email = ?1').bind(PIOTR).run();
  });

  it('reports each bad row and keeps the data as it was', async () => {
    const { upload } = await signedIn('alex.admin@acme.test');
    const form = await encoded(csvFile(`email,town\r\n${PIOTR},York\r\nnobody@acme.test,York\r\n`));
    const body = (await (
      await upload(form.bytes, { 'content-type': form.type })
    ).json()) as EmployeeDataUpload;
    expect(body.status).toBe('invalid');
    expect(body.errors).toEqual([
      { row: 3, column: 'email', message: 'No employee of yours has this email' },
    ]);
    expect(await townOf(PIOTR)).toBeNull();
  });

  it('asks for the second confirmation when more than 10 % of the employees change', async () => {
    // Globex at its four named people (without the 316 generated ones, decision 078): one change is 25 %.
    await env.REF_DB.prepare('DELETE FROM users WHERE client_id = 3 AND id >= 60001').run();
    const { client, upload } = await signedIn('gus.admin@globex.test', 'globex');
    const form = await encoded(csvFile('email,town\r\ngina.employee@globex.test,Bristol\r\n'));
    const body = (await (
      await upload(form.bytes, { 'content-type': form.type })
    ).json()) as EmployeeDataUpload;
    expect(body).toMatchObject({ largeChange: true, eligibilityImpact: false });
    const once = await client.call(`${PATH}/${body.id}/apply`, { method: 'POST', body: {} });
    expect(once.status).toBe(409);
    expect(await once.json()).toMatchObject({ error: { code: APPLY_ERROR_CODES.largeChangeUnconfirmed } });
    expect(await townOf('gina.employee@globex.test')).toBeNull();
    const twice = await client.call(`${PATH}/${body.id}/apply`, {
      method: 'POST',
      body: { confirmLargeChange: true },
    });
    expect(twice.status).toBe(200);
    expect(await townOf('gina.employee@globex.test')).toBe('Bristol');
  });

  it('refuses a file that is not CSV with 415 before the upstream sees a byte', async () => {
    const { portal, upload } = await signedIn('alex.admin@acme.test');
    const before = portal.upstreamCalls.length;
    for (const file of [
      new File(['PK\u0003\u0004'], 'staff.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      new File(['%PDF-1.7'], 'staff.csv', { type: 'application/pdf' }),
    ]) {
      const form = await encoded(file);
      const response = await upload(form.bytes, { 'content-type': form.type });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: { message: EMPLOYEE_DATA_TEXTS.wrongType } });
    }
    expect(portal.upstreamCalls.slice(before)).toEqual([]);
  });

  it('refuses a 50 MB file with 413: by its declared length at once, and by counting when it lies', async () => {
    const { portal, upload } = await signedIn('alex.admin@acme.test');
    const before = portal.upstreamCalls.length;
    const fifty = 50 * 1024 * 1024;
    const declared = await upload(new Uint8Array(16), {
      'content-type': 'multipart/form-data; boundary=b',
      'content-length': String(fifty),
    });
    expect(declared.status).toBe(413);
    expect(portal.upstreamCalls.slice(before)).toEqual([]);

    // A CSV part whose body keeps coming: produced as it is read, so the test sees how much was pulled.
    const head = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nemail\r\n',
    );
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled === 0) {
            pulled += head.byteLength;
            controller.enqueue(head);
            return;
          }
          if (pulled >= fifty) return controller.close();
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    const counted = await upload(stream, { 'content-type': 'multipart/form-data; boundary=b' });
    expect(counted.status).toBe(413);
    expect(await counted.json()).toMatchObject({ error: { message: EMPLOYEE_DATA_TEXTS.tooLarge } });
    expect(pulled).toBeLessThan(fifty);
    expect(pulled).toBeLessThanOrEqual(EMPLOYEE_DATA_BODY_MAX_BYTES + 4 * 64 * 1024);
  });

  it('an employee gets 403 on every route, before any upstream call', async () => {
    const { portal, client, upload } = await signedIn('emma.employee@acme.test');
    const before = portal.upstreamCalls.length;
    const form = await encoded(csvFile(`email,town\r\n${PIOTR},York\r\n`));
    const responses = [
      await client.call(`${PATH}/template`),
      await client.call(`${PATH}/last-upload`),
      await upload(form.bytes, { 'content-type': form.type }),
      await client.call(`${PATH}/1`),
      await client.call(`${PATH}/1/eligibility-difference`),
      await client.call(`${PATH}/1/apply`, { method: 'POST', body: {} }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { message: DASHBOARD_FORBIDDEN.message, code: DASHBOARD_FORBIDDEN.code },
      });
    }
    expect(portal.upstreamCalls.slice(before)).toEqual([]);
    expect(await townOf(PIOTR)).toBeNull();
  });
});
