import { env } from 'cloudflare:workers';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';

async function setupOf(email: string): Promise<unknown> {
  const { access_token } = await signIn(email);
  const response = await getWithToken('/v2/login/setup', access_token);
  expect(response.status).toBe(200);
  return response.json();
}

const ACME_CLIENT = {
  id: 2,
  client_name: 'Acme Logistics',
  contact_us_enabled: true,
  insights_enabled: true,
  client_exceptions: [{ code: 'data-load-eligibility-impact', status: 'active' }],
  two_factor_mode: 'optional',
  scheme: { id: 102, scheme_year: 2026 },
  onehub_integration_active: false,
  onehub_logout_url: null,
};

describe('GET /v2/login/setup', () => {
  it('describes Emma, an acme employee, with her client, scheme and CMS flags', async () => {
    expect(await setupOf('emma.employee@acme.test')).toEqual({
      user: {
        id: 1001,
        email: 'emma.employee@acme.test',
        first_name: 'Emma',
        surname: 'Fielding',
        user_type: 'employee',
        employment_status: 'active',
        site_terms_updated: false,
        terms_revision: 3,
        first_login: false,
        show_welcome_modal: false,
        avatar: null,
        voucher_balance: 0,
        on_probation: false,
        sso_logout_url: null,
        mfa_enabled: false,
        approves_selections: false,
        mfa_enforced: false,
        phone: '07700 900123',
        address_line_1: '14 Harbour View',
        address_line_2: 'Clifton',
        town: 'Bristol',
        postcode: 'BS8 4RE',
        language: null,
      },
      client: ACME_CLIENT,
      cmsData: { faqs: true, sso_access_only: false, hide_totals: false },
    });
  });

  it('describes Alex as an employer', async () => {
    expect(await setupOf('alex.admin@acme.test')).toMatchObject({
      user: { id: 1002, first_name: 'Alex', surname: 'Morgan', user_type: 'employer' },
      client: ACME_CLIENT,
    });
  });

  it('describes Abby as an employee who approves selections (docs/decisions/075)', async () => {
    expect(await setupOf('abby.approver@acme.test')).toMatchObject({
      user: { first_name: 'Abby', surname: 'Clarke', user_type: 'employee', approves_selections: true },
      client: ACME_CLIENT,
    });
  });

  it('describes Liam as a leaver with a voucher balance of 120.50', async () => {
    expect(await setupOf('liam.leaver@acme.test')).toMatchObject({
      user: { first_name: 'Liam', employment_status: 'left', voucher_balance: 120.5 },
    });
  });

  it('flags the states the portal reacts to: new terms, first login, probation', async () => {
    expect(await setupOf('tara.terms@acme.test')).toMatchObject({
      user: { site_terms_updated: true, terms_revision: 2 },
    });
    expect(await setupOf('fiona.first@acme.test')).toMatchObject({
      user: { first_login: true, show_welcome_modal: true },
    });
    expect(await setupOf('piotr.probation@acme.test')).toMatchObject({ user: { on_probation: true } });
  });

  it('describes a globex employer with two-factor enforced and no FAQs', async () => {
    expect(await setupOf('gus.admin@globex.test')).toEqual({
      user: expect.objectContaining({ user_type: 'employer', terms_revision: 2 }),
      client: {
        id: 3,
        client_name: 'Globex Corporation',
        contact_us_enabled: false,
        insights_enabled: false,
        client_exceptions: [],
        two_factor_mode: 'enforced',
        scheme: { id: 103, scheme_year: 2026 },
        onehub_integration_active: false,
        onehub_logout_url: null,
      },
      cmsData: { faqs: false, sso_access_only: false, hide_totals: true },
    });
  });

  it('gives the root tenant FAQs', async () => {
    expect(await setupOf('demo.employee@c8.test')).toMatchObject({
      client: { id: 1, client_name: 'C8 Demo' },
      cmsData: { faqs: true },
    });
  });

  it("says C8 Demo is a OneHub client, with OneHub's logout address (decision 047)", async () => {
    expect(await setupOf('demo.employee@c8.test')).toMatchObject({
      client: {
        onehub_integration_active: true,
        onehub_logout_url: 'http://localhost:8787/__dev/reference-sign-on/signed-out',
      },
    });
  });

  it('answers every exception of the client, active or not, a code it does not know too (decision 083)', async () => {
    const globex = 3;
    await env.REF_DB.prepare(
      `INSERT INTO client_exceptions (client_id, code, status)
       VALUES (?1, 'data-load-eligibility-impact', 'inactive'), (?1, 'payroll-feed-weekly', 'active')`,
    )
      .bind(globex)
      .run();
    onTestFinished(async () => {
      await env.REF_DB.prepare('DELETE FROM client_exceptions WHERE client_id = ?1').bind(globex).run();
    });
    expect(await setupOf('gus.admin@globex.test')).toMatchObject({
      client: {
        client_exceptions: [
          { code: 'data-load-eligibility-impact', status: 'inactive' },
          { code: 'payroll-feed-weekly', status: 'active' },
        ],
      },
    });
  });

  it('describes support staff with no client', async () => {
    expect(await setupOf('sam.support@c8.test')).toEqual({
      user: expect.objectContaining({ user_type: 'support', employment_status: null, terms_revision: null }),
      client: null,
      cmsData: { faqs: false, sso_access_only: false, hide_totals: false },
    });
  });
});
