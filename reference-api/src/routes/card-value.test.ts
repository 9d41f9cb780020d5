import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { signIn } from '#support/reference-api/session-helpers.ts';

type Order = { order_id: number; retailer: string; amount: number; order_date: string };
type CardValue = { next_voucher_date: string | null; placed_orders: Order[]; saved_orders: Order[] };

const token = async (email: string) => (await signIn(email)).access_token;

describe('GET /v2/ccv/manage', () => {
  it('gives Liam his next voucher date and his placed and saved orders, newest first', async () => {
    expect(await getJson<CardValue>('/v2/ccv/manage', await token('liam.leaver@acme.test'))).toEqual({
      next_voucher_date: '2026-12-04',
      placed_orders: [
        { order_id: 8001, retailer: 'Marks & Spencer', amount: 40, order_date: '2026-11-02' },
        { order_id: 8002, retailer: 'John Lewis & Partners', amount: 25, order_date: '2026-09-14' },
      ],
      saved_orders: [{ order_id: 8003, retailer: 'Argos', amount: 30, order_date: '2026-11-19' }],
    });
  });

  it('gives Emma, who has no voucher scheduled and no orders, empty lists', async () => {
    expect(await getJson<CardValue>('/v2/ccv/manage', await token('emma.employee@acme.test'))).toEqual({
      next_voucher_date: null,
      placed_orders: [],
      saved_orders: [],
    });
  });

  it("answers only with the person's own orders", async () => {
    await env.REF_DB.prepare(
      `INSERT INTO card_value_orders (user_id, state, retailer, amount, order_date)
       VALUES (1001, 'saved', 'Boots', 15, '2026-11-25')`,
    ).run();
    const emma = await getJson<CardValue>('/v2/ccv/manage', await token('emma.employee@acme.test'));
    expect(emma.saved_orders.map((order) => order.retailer)).toEqual(['Boots']);
    const liam = await getJson<CardValue>('/v2/ccv/manage', await token('liam.leaver@acme.test'));
    expect(liam.saved_orders.map((order) => order.retailer)).toEqual(['Argos']);
  });

  it('needs a bearer token', async () => {
    expect((await callReferenceApi('/v2/ccv/manage')).status).toBe(401);
  });
});
