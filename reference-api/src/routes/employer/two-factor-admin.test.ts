import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { ACME_EMPLOYEE_COUNT } from '../../seed/generated-employees.ts';
import type { EnforcementBody, TwoFactorListBody } from './two-factor-admin.ts';

const ACME_LIST = '/v2/client/2/employees/two-factor-authentication';
const GLOBEX_LIST = '/v2/client/3/employees/two-factor-authentication';
const ACME_ENFORCEMENT = `${ACME_LIST}/enforcement-setting`;

async function listAs(token: string, query = ''): Promise<TwoFactorListBody> {
  const response = await getWithToken(`${ACME_LIST}${query}`, token);
  expect(response.status, query).toBe(200);
  return response.json<TwoFactorListBody>();
}

async function alexToken(): Promise<string> {
  return (await signIn('alex.admin@acme.test')).access_token;
}

describe('GET /v2/client/{id}/employees/two-factor-authentication', () => {
  it('pages 10 at a time through all of acme in name order, with the filters and enforcement', async () => {
    const token = await alexToken();
    const first = await listAs(token);
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: ACME_EMPLOYEE_COUNT,
      last_page: ACME_EMPLOYEE_COUNT / 10,
      isEnforcementTwoFAEnabled: false,
      filters: { person_mfa_secret: [{ value: 'enabled' }, { value: 'disabled' }] },
    });
    expect(first.data).toHaveLength(10);
    const second = await listAs(token, '?page=2');
    expect(second.data).toHaveLength(10);
    expect(second.data.map((person) => person.id)).not.toContain(first.data[0]?.id);
    const surnames = [...first.data, ...second.data].map((person) => person.surname.toLowerCase());
    expect(surnames).toEqual([...surnames].sort());
    const last = await listAs(token, `?page=${ACME_EMPLOYEE_COUNT / 10 + 1}`);
    expect(last.data).toEqual([]);
  });

  it('narrows by a search of name or e-mail and by the two-factor state, never sending a secret', async () => {
    const token = await alexToken();
    const tom = await listAs(token, '?search=tom.twofa');
    expect(tom.total).toBe(1);
    expect(tom.data[0]).toEqual({
      id: 1005,
      first_name: 'Tom',
      surname: 'Becker',
      email: 'tom.twofa@acme.test',
      registered: true,
      person_mfa_secret: true,
    });
    const fullName = await listAs(token, `?search=${encodeURIComponent('Emma Fielding')}`);
    expect(fullName.data.map((person) => person.email)).toEqual(['emma.employee@acme.test']);

    const enabled = await listAs(token, '?filter[person_mfa_secret]=enabled');
    const expected = await env.REF_DB.prepare(
      'SELECT count(*) AS n FROM users WHERE client_id = 2 AND totp_secret IS NOT NULL',
    ).first<number>('n');
    expect(enabled.total).toBe(expected);
    expect(enabled.data.every((person) => person.person_mfa_secret)).toBe(true);
    const disabled = await listAs(token, '?filter[person_mfa_secret]=disabled&search=smith');
    expect(disabled.data.every((person) => !person.person_mfa_secret && /smith/i.test(person.surname))).toBe(
      true,
    );
    expect(await listAs(token, '?search=%25')).toMatchObject({ total: 0 });
  });

  it('downloads exactly the filtered rows as CSV with type=employeeTwoFA', async () => {
    const token = await alexToken();
    const query = '?search=smith&filter[person_mfa_secret]=enabled';
    const response = await getWithToken(`${ACME_LIST}${query}&type=employeeTwoFA`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('First name,Surname,Email,Registered,Two-factor authentication');
    const { results } = await env.REF_DB.prepare(
      `SELECT email FROM users WHERE client_id = 2 AND totp_secret IS NOT NULL
       AND (first_name LIKE '%smith%' OR surname LIKE '%smith%' OR email LIKE '%smith%')
       ORDER BY surname COLLATE NOCASE, first_name COLLATE NOCASE, id`,
    ).all<{ email: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(results.map((row) => row.email));
    expect(lines.slice(1).every((line) => line.endsWith(',Enabled'))).toBe(true);
  });

  it('refuses a query it cannot read', async () => {
    const token = await alexToken();
    expect((await getWithToken(`${ACME_LIST}?page=0`, token)).status).toBe(422);
    expect((await getWithToken(`${ACME_LIST}?filter[person_mfa_secret]=maybe`, token)).status).toBe(422);
  });
});

describe('the two-factor enforcement setting', () => {
  it("reads globex as enforced and acme as optional, and Alex's change persists and is logged", async () => {
    const gus = (await signIn('gus.admin@globex.test')).access_token;
    const globex = await getWithToken(`${GLOBEX_LIST}/enforcement-setting`, gus);
    expect(await globex.json()).toEqual({ isEnforcementTwoFAEnabled: true });

    const token = await alexToken();
    const changed = await sendJson('PUT', ACME_ENFORCEMENT, { isEnforcementTwoFAEnabled: true }, token);
    expect(changed.status).toBe(200);
    expect(await changed.json<EnforcementBody>()).toEqual({ isEnforcementTwoFAEnabled: true });
    expect(await (await getWithToken(ACME_ENFORCEMENT, token)).json()).toEqual({
      isEnforcementTwoFAEnabled: true,
    });
    expect((await listAs(token)).isEnforcementTwoFAEnabled).toBe(true);
    const log = await env.REF_DB.prepare(
      'SELECT enforced, changed_by FROM two_factor_enforcement_changes WHERE client_id = 2',
    ).all();
    expect(log.results).toEqual([{ enforced: 1, changed_by: 1002 }]);

    await sendJson('PUT', ACME_ENFORCEMENT, { isEnforcementTwoFAEnabled: false }, token);
    expect(
      await env.REF_DB.prepare('SELECT two_factor_mode FROM clients WHERE id = 2').first('two_factor_mode'),
    ).toBe('optional');
    expect(
      (await sendJson('PUT', ACME_ENFORCEMENT, { isEnforcementTwoFAEnabled: 'yes' }, token)).status,
    ).toBe(422);
  });
});

describe('who may administer the client', () => {
  it('refuses employees, leavers, another client’s administrator and unknown clients', async () => {
    for (const email of ['emma.employee@acme.test', 'liam.leaver@acme.test', 'gus.admin@globex.test']) {
      const { access_token } = await signIn(email);
      const response = await getWithToken(ACME_LIST, access_token);
      expect(response.status, email).toBe(403);
      expect(await response.json(), email).toEqual({ error: 'You do not have access to this page' });
      expect((await getWithToken(ACME_ENFORCEMENT, access_token)).status, email).toBe(403);
    }
    const token = await alexToken();
    expect((await getWithToken(GLOBEX_LIST, token)).status).toBe(403);
    expect((await getWithToken('/v2/client/999/employees/two-factor-authentication', token)).status).toBe(
      403,
    );
    expect((await getWithToken(ACME_LIST, 'not-a-token')).status).toBe(401);
  });

  it('lets support acting as Alex read but not change the enforcement', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    const headers = masqueradeHeaders(1002);
    expect((await callAs(session.access_token, ACME_LIST, { headers })).status).toBe(200);
    expect((await callAs(session.access_token, ACME_ENFORCEMENT, { headers })).status).toBe(200);
    const change = await callAs(session.access_token, ACME_ENFORCEMENT, {
      method: 'PUT',
      body: { isEnforcementTwoFAEnabled: true },
      headers,
    });
    expect(change.status).toBe(403);
    expect(
      await env.REF_DB.prepare('SELECT two_factor_mode FROM clients WHERE id = 2').first('two_factor_mode'),
    ).toBe('optional');
  });
});
