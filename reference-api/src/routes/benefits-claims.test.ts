import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { bearer, getWithToken, signIn } from '#support/reference-api/session-helpers.ts';
import type { ClaimBody } from '../presenters/claim-body.ts';
import { CLAIM_MESSAGES, RECEIPT_MAX_BYTES } from '../rules/claim-receipt.ts';
import { DEMO_CLAIM_IDS } from '../seed/demo-claims.ts';

const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
// Emma's Dental Cover is live; her Gym Membership is opted out; Globex's benefits are not hers.
const DENTAL = 5202;
const GYM = 5203;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

type Refusal = { error: { message: string }; errors?: Record<string, string[]> };

beforeEach(reseed);

function claimForm(fields: { amount?: string; description?: string; receipt?: File | null }): FormData {
  const form = new FormData();
  form.set('amount', fields.amount ?? '42.50');
  form.set('description', fields.description ?? 'Check-up and clean');
  const receipt =
    fields.receipt === undefined
      ? new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })
      : fields.receipt;
  if (receipt) form.set('receipt', receipt);
  return form;
}

async function postClaim(benefitId: number, body: FormData | string, token: string, headers = {}) {
  const response = await callReferenceApi(`/v1/benefit/${benefitId}/claims`, {
    method: 'POST',
    headers: { ...bearer(token), ...headers },
    body,
  });
  return { status: response.status, body: await response.json<ClaimBody & Refusal>() };
}

/** The keys of the claims a test made (the seeded check-up of DEMO_CLAIM_IDS left out). */
async function storedClaimKeys(benefitId: number): Promise<string[]> {
  const { results } = await env.REF_DB.prepare(
    'SELECT receipt_key FROM claims WHERE user_id = ?1 AND benefit_id = ?2 AND id > ?3 ORDER BY id',
  )
    .bind(EMMA_ID, benefitId, DEMO_CLAIM_IDS.emmaDentalCheckUp)
    .all<{ receipt_key: string }>();
  return results.map((row) => row.receipt_key);
}

describe('POST /v1/benefit/{id}/claims', () => {
  it('stores the claim and puts the receipt in the bucket', async () => {
    const token = (await signIn(EMMA)).access_token;
    const { status, body } = await postClaim(DENTAL, claimForm({}), token);

    expect(status).toBe(201);
    expect(body).toEqual({
      claim_id: expect.any(Number),
      benefit_id: DENTAL,
      amount: 42.5,
      description: 'Check-up and clean',
      receipt_name: 'receipt.png',
      receipt_size: PNG_BYTES.byteLength,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const [key] = await storedClaimKeys(DENTAL);
    expect(key).toBeDefined();
    const object = await env.REF_RECEIPTS.get(key ?? '');
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG_BYTES);
  });

  it('lists the person’s claims of the benefit, newest first', async () => {
    const token = (await signIn(EMMA)).access_token;
    await postClaim(DENTAL, claimForm({ amount: '10', description: 'First' }), token);
    await postClaim(DENTAL, claimForm({ amount: '20', description: 'Second' }), token);

    const response = await getWithToken(`/v1/benefit/${DENTAL}/claims`, token);
    expect(response.status).toBe(200);
    const claims = await response.json<ClaimBody[]>();
    expect(claims.map((claim) => [claim.description, claim.amount])).toEqual([
      ['Second', 20],
      ['First', 10],
      // Her seeded claim of March (docs/demo-data.md).
      ['Check-up and scale and polish', 45],
    ]);
    expect(JSON.stringify(claims)).not.toContain('receipt_key');
  });

  it('refuses a receipt of another type with 415, storing nothing', async () => {
    const token = (await signIn(EMMA)).access_token;
    const receipt = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const { status, body } = await postClaim(DENTAL, claimForm({ receipt }), token);

    expect(status).toBe(415);
    expect(body.error.message).toBe(CLAIM_MESSAGES.wrongType);
    expect(await storedClaimKeys(DENTAL)).toEqual([]);
  });

  it('refuses a receipt over 5 MB with 413', async () => {
    const token = (await signIn(EMMA)).access_token;
    const receipt = new File([new Uint8Array(RECEIPT_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    const { status, body } = await postClaim(DENTAL, claimForm({ receipt }), token);

    expect(status).toBe(413);
    expect(body.error.message).toBe(CLAIM_MESSAGES.tooLarge);
  });

  it('refuses a missing receipt, a bad amount and an empty description with 422 under the field', async () => {
    const token = (await signIn(EMMA)).access_token;
    const cases = [
      [claimForm({ receipt: null }), 'receipt', CLAIM_MESSAGES.receiptMissing],
      [claimForm({ amount: '0' }), 'amount', CLAIM_MESSAGES.amount],
      [claimForm({ amount: '12.345' }), 'amount', CLAIM_MESSAGES.amount],
      [claimForm({ description: '   ' }), 'description', CLAIM_MESSAGES.description],
    ] as const;
    for (const [form, field, message] of cases) {
      const { status, body } = await postClaim(DENTAL, form, token);
      expect(status, field).toBe(422);
      expect(body).toEqual({ error: { message }, errors: { [field]: [message] } });
    }
  });

  it('refuses a body that is not a form with 415', async () => {
    const token = (await signIn(EMMA)).access_token;
    const { status } = await postClaim(DENTAL, '{"amount":1}', token, { 'content-type': 'application/json' });
    expect(status).toBe(415);
  });

  it('refuses a benefit without a live selection with 409, and an unknown one with 404', async () => {
    const token = (await signIn(EMMA)).access_token;
    const gym = await postClaim(GYM, claimForm({}), token);
    expect(gym).toEqual({ status: 409, body: { error: { message: CLAIM_MESSAGES.notLive } } });
    expect((await getWithToken(`/v1/benefit/${GYM}/claims`, token)).status).toBe(409);
    expect((await postClaim(999999, claimForm({}), token)).status).toBe(404);
  });

  it('needs a bearer token', async () => {
    const response = await callReferenceApi(`/v1/benefit/${DENTAL}/claims`, {
      method: 'POST',
      body: claimForm({}),
    });
    expect(response.status).toBe(401);
  });
});
