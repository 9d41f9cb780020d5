import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { DEMO_CLAIM_IDS, demoReceipts } from '../seed/demo-claims.ts';
import { FIRST_GENERATED_CLAIM_ID } from '../seed/generated-claims.ts';
import { ACTED_AS_DOWNLOAD } from './my-data.ts';

const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const CHECK_UP = DEMO_CLAIM_IDS.emmaDentalCheckUp;

beforeEach(reseed);

type AccountEventRow = {
  kind: string;
  method: string | null;
  device_id: string | null;
  user_agent: string | null;
};

async function accountEvents(userId: number): Promise<AccountEventRow[]> {
  const { results } = await env.REF_DB.prepare(
    'SELECT kind, method, device_id, user_agent FROM account_events WHERE user_id = ?1 ORDER BY id',
  )
    .bind(userId)
    .all<AccountEventRow>();
  return results;
}

describe('GET /v1/claims', () => {
  it('lists every claim of the person with its receipt’s name, size and type, never its key', async () => {
    const token = (await signIn(EMMA)).access_token;
    const response = await getWithToken('/v1/claims', token);
    expect(response.status).toBe(200);
    const claims = await response.json<Record<string, unknown>[]>();
    expect(claims).toEqual([
      {
        claim_id: CHECK_UP,
        benefit_id: 5202,
        amount: 45,
        description: 'Check-up and scale and polish',
        receipt_name: 'brightsmile-receipt-2026-03-14.pdf',
        receipt_size: demoReceipts[0]?.bytes.byteLength,
        receipt_type: 'application/pdf',
        created_at: '2026-03-16T19:42:00.000Z',
      },
    ]);
    expect(JSON.stringify(claims)).not.toContain('receipt_key');
  });

  it('needs a signed-in person', async () => {
    expect((await getWithToken('/v1/claims', 'not-a-token')).status).toBe(401);
  });
});

describe('GET /v1/claims/{id}/receipt', () => {
  it('answers the receipt byte for byte as the seed stored it, with its type and length', async () => {
    const token = (await signIn(EMMA)).access_token;
    const response = await getWithToken(`/v1/claims/${CHECK_UP}/receipt`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(demoReceipts[0]?.bytes);
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
  });

  it('treats another person’s claim as unknown', async () => {
    const token = (await signIn('alex.admin@acme.test')).access_token;
    const response = await getWithToken(`/v1/claims/${CHECK_UP}/receipt`, token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'Claim not found' } });
  });

  it('says so when a claim’s receipt was never stored (the generated people’s)', async () => {
    // Generated people cannot sign in (no password): one of their claims is made Emma's instead.
    await env.REF_DB.prepare('UPDATE claims SET user_id = ?1 WHERE id = ?2')
      .bind(EMMA_ID, FIRST_GENERATED_CLAIM_ID)
      .run();
    const token = (await signIn(EMMA)).access_token;
    const response = await getWithToken(`/v1/claims/${FIRST_GENERATED_CLAIM_ID}/receipt`, token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'The receipt of this claim is not stored' } });
  });
});

describe('POST /v2/user/data-downloads', () => {
  it('records a data-downloaded account event with the browser’s user agent', async () => {
    const token = (await signIn(EMMA)).access_token;
    const before = Date.now();
    const response = await sendJson(
      'POST',
      '/v2/user/data-downloads',
      { user_agent: '  Firefox/140.0  ' },
      token,
    );
    expect(response.status).toBe(201);
    const body = await response.json<{ id: number; occurred_at: string }>();
    expect(Date.parse(body.occurred_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await accountEvents(EMMA_ID)).filter((event) => event.kind === 'data-downloaded')).toEqual([
      { kind: 'data-downloaded', method: null, device_id: null, user_agent: 'Firefox/140.0' },
    ]);
  });

  it('records one without a user agent, and refuses a body that is not an object', async () => {
    const token = (await signIn(EMMA)).access_token;
    expect((await sendJson('POST', '/v2/user/data-downloads', {}, token)).status).toBe(201);
    expect((await sendJson('POST', '/v2/user/data-downloads', 'download', token)).status).toBe(400);
    const downloads = (await accountEvents(EMMA_ID)).filter((event) => event.kind === 'data-downloaded');
    expect(downloads).toEqual([{ kind: 'data-downloaded', method: null, device_id: null, user_agent: null }]);
  });

  it('refuses someone acting as the person, recording nothing', async () => {
    // One that may change things: a read-only one is refused every change before any route.
    const session = await signOnWith(await mintDevMasqueradeLink(EMMA, 2026, { readOnly: false }));
    const response = await callAs(session.access_token, '/v2/user/data-downloads', {
      method: 'POST',
      body: {},
      headers: masqueradeHeaders(EMMA_ID),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: ACTED_AS_DOWNLOAD });
    expect((await accountEvents(EMMA_ID)).filter((event) => event.kind === 'data-downloaded')).toEqual([]);
  });
});
