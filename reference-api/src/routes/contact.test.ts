import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import type { ContactPageBody, EnquiryResultBody } from './contact.ts';

type StoredEnquiry = {
  client_id: number;
  user_id: number;
  subject: string;
  comments: string;
  company: string;
};

const EMMA = {
  email: 'emma.employee@acme.test',
  firstName: 'Emma',
  surname: 'Fielding',
  company: 'Acme Logistics',
};

function enquiry(token: string, fields: { subject?: string; comments?: string }): Promise<Response> {
  return sendJson('POST', '/v1/enquiries', { ...EMMA, ...fields }, token);
}

async function storedEnquiries(comments: string): Promise<StoredEnquiry[]> {
  const { results } = await env.REF_DB.prepare(
    'SELECT client_id, user_id, subject, comments, company FROM enquiries WHERE comments = ?1',
  )
    .bind(comments)
    .all<StoredEnquiry>();
  return results;
}

describe('GET /v2/cms-content/contact', () => {
  it("answers Emma with acme's enquiry options in order and the page's side content", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const response = await getWithToken('/v2/cms-content/contact', access_token);
    const body = await response.json<ContactPageBody>();

    expect(response.status).toBe(200);
    expect(body.enquiryOptions[0]).toEqual({ label: 'My benefits', value: 'benefits' });
    expect(body.enquiryOptions.map((option) => option.value)).toEqual([
      'benefits',
      'claims',
      'account',
      'payroll',
      'other',
    ]);
    expect(body.pageContent).toEqual({ name: 'How we can help', content: expect.stringContaining('<p>') });
  });

  it('refuses a client with contact us switched off, and support staff', async () => {
    for (const email of ['gus.admin@globex.test', 'sam.support@c8.test']) {
      const { access_token } = await signIn(email);
      const response = await getWithToken('/v2/cms-content/contact', access_token);
      expect(response.status, email).toBe(404);
      expect(await response.json(), email).toEqual({ status: 'error', message: expect.any(String) });
    }
  });

  it('needs a token', async () => {
    expect((await callReferenceApi('/v2/cms-content/contact')).status).toBe(401);
  });
});

describe('POST /v1/enquiries', () => {
  it('stores a complete enquiry with the account that sent it', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const comments = `My gym membership card has not arrived (${crypto.randomUUID()}).`;

    const response = await enquiry(access_token, { subject: 'benefits', comments });

    expect(response.status).toBe(201);
    expect(await response.json<EnquiryResultBody>()).toEqual({ status: 'success', id: expect.any(Number) });
    expect(await storedEnquiries(comments)).toEqual([
      { client_id: 2, user_id: 1001, subject: 'benefits', comments, company: 'Acme Logistics' },
    ]);
  });

  it('answers the fields in error: a subject that is not an option, an empty message', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const response = await enquiry(access_token, { subject: 'not-an-option', comments: '   ' });

    expect(response.status).toBe(422);
    expect(await response.json<EnquiryResultBody>()).toEqual({
      status: 'error',
      fields: { _person_enq: expect.any(String), _message: expect.any(String) },
    });
  });

  it('requires a subject and refuses an over-long message', async () => {
    const { access_token } = await signIn('emma.employee@acme.test');

    const missing = await enquiry(access_token, { comments: 'Hello' });
    const long = await enquiry(access_token, { subject: 'other', comments: 'x'.repeat(2001) });

    expect(await missing.json()).toEqual({ status: 'error', fields: { _person_enq: expect.any(String) } });
    expect(await long.json()).toEqual({ status: 'error', fields: { _message: expect.any(String) } });
  });

  it('refuses a client with contact us switched off and stores nothing', async () => {
    const { access_token } = await signIn('gus.admin@globex.test');
    const comments = `Globex enquiry ${crypto.randomUUID()}`;

    const response = await sendJson(
      'POST',
      '/v1/enquiries',
      {
        subject: 'benefits',
        comments,
        email: 'gus.admin@globex.test',
        firstName: 'Gus',
        surname: 'Hale',
        company: 'Globex Corporation',
      },
      access_token,
    );

    expect(response.status).toBe(403);
    expect(await storedEnquiries(comments)).toEqual([]);
  });

  it('needs a token', async () => {
    const response = await callReferenceApi('/v1/enquiries', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});
