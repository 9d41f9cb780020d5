import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ContactPage } from '#contract/contact';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

async function signedIn(email: string, tenant: string, ip: string) {
  const client = createApiClient(createTestPortal(), tenant, { ip });
  expect((await client.login(email)).status).toBe(200);
  return client;
}

type StoredEnquiry = {
  user_id: number;
  subject: string;
  comments: string;
  email: string;
  first_name: string;
  surname: string;
  company: string;
};

async function storedEnquiries(comments: string): Promise<StoredEnquiry[]> {
  const { results } = await env.REF_DB.prepare(
    'SELECT user_id, subject, comments, email, first_name, surname, company FROM enquiries WHERE comments = ?1',
  )
    .bind(comments)
    .all<StoredEnquiry>();
  return results;
}

describe('GET /api/contact', () => {
  it('gives Emma her client’s subjects and the side content, sanitised', async () => {
    const client = await signedIn('emma.employee@acme.test', 'acme', '198.18.21.1');
    const response = await client.call('/api/contact');
    expect(response.status).toBe(200);
    const page = (await response.json()) as ContactPage;
    expect(page.enquiryOptions[0]).toEqual({ label: 'My benefits', value: 'benefits' });
    expect(page.enquiryOptions).toHaveLength(5);
    expect(page.side.title).toBe('How we can help');
    expect(page.side.html).toContain('<a href="/app/faqs/">FAQs</a>');
    expect(page.side.html).toContain('<h3>Before you write</h3>');
  });

  it('refuses a client with contact us switched off', async () => {
    const client = await signedIn('gus.admin@globex.test', 'globex', '198.18.21.2');
    const response = await client.call('/api/contact');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'upstream_error' } });
  });

  it('needs someone signed in', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: '198.18.21.3' });
    expect((await client.call('/api/contact')).status).toBe(401);
    expect((await client.call('/api/contact/enquiries', { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('POST /api/contact/enquiries', () => {
  it('stores a complete enquiry with the person’s e-mail, names and company', async () => {
    const client = await signedIn('emma.employee@acme.test', 'acme', '198.18.21.4');
    const comments = `Where is my gym membership card? (${crypto.randomUUID()})`;

    const response = await client.call('/api/contact/enquiries', {
      method: 'POST',
      body: { subject: 'benefits', comments },
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true });
    expect(await storedEnquiries(comments)).toEqual([
      {
        user_id: 1001,
        subject: 'benefits',
        comments,
        email: 'emma.employee@acme.test',
        first_name: 'Emma',
        surname: 'Fielding',
        company: 'Acme Logistics',
      },
    ]);
  });

  it('answers This field is required for an empty subject or message, without asking the upstream', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '198.18.21.5' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const before = portal.upstreamCalls.length;

    const response = await client.call('/api/contact/enquiries', {
      method: 'POST',
      body: { subject: '', comments: '  ' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { subject: 'This field is required', comments: 'This field is required' } },
    });
    expect(portal.upstreamCalls.slice(before)).toEqual([]);
  });

  it('shows the upstream’s field error on the subject with the spec’s text', async () => {
    const client = await signedIn('emma.employee@acme.test', 'acme', '198.18.21.6');
    const comments = `Refused ${crypto.randomUUID()}`;

    const response = await client.call('/api/contact/enquiries', {
      method: 'POST',
      body: { subject: 'not-an-option', comments },
    });

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        message: 'Please correct the errors highlighted below',
        code: 'validation_failed',
        fields: { subject: 'Please provide a subject for your message' },
      },
    });
    expect(await storedEnquiries(comments)).toEqual([]);
  });

  it('passes on the upstream’s message when the client has contact us switched off', async () => {
    const client = await signedIn('gus.admin@globex.test', 'globex', '198.18.21.7');
    const response = await client.call('/api/contact/enquiries', {
      method: 'POST',
      body: { subject: 'benefits', comments: 'Hello' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'Contact us is not available for your organisation', code: 'upstream_error' },
    });
  });

  it(
    'answers 429 past five enquiries a minute',
    async () => {
      const client = await signedIn('emma.employee@acme.test', 'acme', '198.18.21.8');
      const statuses: number[] = [];
      await startBurstInOneWindow(WORKER_BURST_MS);
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await client.call('/api/contact/enquiries', {
          method: 'POST',
          body: { subject: '', comments: '' },
        });
        statuses.push(response.status);
      }
      // Refused by validation before the limiter counts: the limit is on enquiries that get through.
      expect(statuses.every((status) => status === 400)).toBe(true);
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await client.call('/api/contact/enquiries', {
          method: 'POST',
          body: { subject: 'other', comments: `Burst ${attempt} ${crypto.randomUUID()}` },
        });
        expect(response.status).toBe(201);
      }
      const limited = await client.call('/api/contact/enquiries', {
        method: 'POST',
        body: { subject: 'other', comments: 'One too many' },
      });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    },
    timeoutForBurst(WORKER_BURST_MS),
  );
});
