import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import { CLAIM_BODY_MAX_BYTES, CLAIM_TEXTS } from '#contract/claim-rules';
import type { Claim } from '#contract/claims';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

const EMMA = 'emma.employee@acme.test';
// Emma's Dental Cover is live; her Gym Membership is opted out.
const DENTAL = 5202;
const GYM = 5203;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);

let lastOctet = 0;
async function signedIn() {
  const portal = createTestPortal();
  const client = createApiClient(portal, 'acme', { ip: `198.18.9.${++lastOctet}` });
  expect(await (await client.login(EMMA)).json()).toMatchObject({ outcome: 'signed-in' });
  /** A POST as the SPA's upload sends it: same origin, CSRF header, session cookie, any body. */
  const upload = (path: string, body: BodyInit, headers: Record<string, string>) =>
    portal.fetch(`${client.origin}${path}`, {
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

function claimForm(receipt: File, amount = '42.50', description = 'Check-up'): FormData {
  const form = new FormData();
  form.set('amount', amount);
  form.set('description', description);
  form.set('receipt', receipt);
  return form;
}

/** A form's encoded bytes and Content-Type, as a browser would send them. */
async function encoded(form: FormData): Promise<{ bytes: ArrayBuffer; type: string }> {
  const request = new Request('http://form.invalid', { method: 'POST', body: form });
  return { bytes: await request.arrayBuffer(), type: request.headers.get('content-type') ?? '' };
}

/**
 * A multipart-looking body of `total` bytes that is produced only as it is read, recording how
 * much was pulled: a test can tell whether the Worker read it whole.
 */
function meteredBody(total: number, chunkBytes = 64 * 1024) {
  const meter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.pulled >= total) {
          controller.close();
          return;
        }
        const size = Math.min(chunkBytes, total - meter.pulled);
        meter.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

const BOUNDARY_TYPE = 'multipart/form-data; boundary=portal-test-boundary';

describe('claims with a receipt', () => {
  it('stores a claim with its receipt and lists it, newest first, in camelCase', async () => {
    const { client, upload } = await signedIn();
    const form = await encoded(claimForm(new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })));

    const response = await upload(`/api/benefits/${DENTAL}/claims`, form.bytes, {
      'content-type': form.type,
    });

    expect(response.status).toBe(201);
    const claim = (await response.json()) as Claim;
    expect(claim).toEqual({
      id: expect.any(Number),
      benefitId: DENTAL,
      amount: 42.5,
      description: 'Check-up',
      receiptName: 'receipt.png',
      receiptSize: PNG_BYTES.byteLength,
      createdAt: expect.any(String),
    });
    const list = await client.call(`/api/benefits/${DENTAL}/claims`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as Claim[])[0]).toEqual(claim);
  });

  it('refuses a declared length over the limit with 413 before reading the body or calling upstream', async () => {
    const { portal, upload } = await signedIn();
    const callsBefore = portal.upstreamCalls.length;
    const { stream, meter } = meteredBody(CLAIM_BODY_MAX_BYTES + 1);

    const response = await upload(`/api/benefits/${DENTAL}/claims`, stream, {
      'content-type': BOUNDARY_TYPE,
      'content-length': String(CLAIM_BODY_MAX_BYTES + 1),
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { message: CLAIM_TEXTS.tooLarge } });
    expect(meter.pulled).toBe(0);
    expect(portal.upstreamCalls.slice(callsBefore)).toEqual([]);
  });

  it('stops a body that goes over the limit without saying so, without pulling it whole', async () => {
    const { client, upload } = await signedIn();
    const claimsBefore = (await (await client.call(`/api/benefits/${DENTAL}/claims`)).json()) as Claim[];
    const total = CLAIM_BODY_MAX_BYTES * 3;
    const { stream, meter } = meteredBody(total);

    const response = await upload(`/api/benefits/${DENTAL}/claims`, stream, {
      'content-type': BOUNDARY_TYPE,
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { message: CLAIM_TEXTS.tooLarge } });
    expect(meter.pulled).toBeLessThan(total);
    expect(meter.pulled).toBeLessThanOrEqual(CLAIM_BODY_MAX_BYTES + 4 * 64 * 1024);
    const list = await client.call(`/api/benefits/${DENTAL}/claims`);
    expect(await list.json()).toEqual(claimsBefore);
  });

  it('refuses a receipt of the wrong type with 415 and the message the panel shows', async () => {
    const { upload } = await signedIn();
    const form = await encoded(claimForm(new File(['hello'], 'notes.txt', { type: 'text/plain' })));

    const response = await upload(`/api/benefits/${DENTAL}/claims`, form.bytes, {
      'content-type': form.type,
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { message: CLAIM_TEXTS.wrongType } });
  });

  it('passes the upstream refusal of a benefit without a live selection on as 409', async () => {
    const { upload } = await signedIn();
    const form = await encoded(claimForm(new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })));

    const response = await upload(`/api/benefits/${GYM}/claims`, form.bytes, { 'content-type': form.type });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { message: 'Claims can only be made for a benefit with a live selection' },
    });
  });

  it('answers 415 to a JSON body, and the CSRF check refuses a form anywhere else', async () => {
    const { upload } = await signedIn();
    const json = await upload(`/api/benefits/${DENTAL}/claims`, '{"amount":1}', {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);

    const form = await encoded(claimForm(new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })));
    const elsewhere = await upload(`/api/benefits/${DENTAL}/selection`, form.bytes, {
      'content-type': form.type,
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ error: { code: 'csrf_content_type' } });
  });

  it('needs someone signed in', async () => {
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: '198.18.9.250' });
    expect((await anonymous.call(`/api/benefits/${DENTAL}/claims`)).status).toBe(401);
  });
});
