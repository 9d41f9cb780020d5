import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import type { BenefitPage, BenefitsOverview, CardValue, Selection } from '#contract/benefits';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

const EMMA = 'emma.employee@acme.test';

let lastOctet = 0;
async function signedIn(email: string, portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.7.${++lastOctet}` });
  expect(await (await client.login(email)).json()).toMatchObject({ outcome: 'signed-in' });
  return {
    portal,
    client,
    get: async <T>(path: string) => {
      const response = await client.call(path);
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    send: (method: string, path: string, body?: unknown) => client.call(path, { method, body }),
  };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string; code: string; fields?: unknown } }).error;
}

function byName(overview: BenefitsOverview, name: string) {
  const benefit = overview.benefits.find((item) => item.name === name);
  if (!benefit) throw new Error(`${name} is not in the list`);
  return { benefit, selection: overview.selections.find((item) => item.benefitId === benefit.id) ?? null };
}

describe('the benefits overview', () => {
  it("lists Emma's eligible benefits in camelCase with her selections' statuses", async () => {
    const emma = await signedIn(EMMA);
    const overview = await emma.get<BenefitsOverview>('/api/benefits');
    expect(overview.onProbation).toBe(false);
    expect(overview.benefits.length).toBeGreaterThanOrEqual(12);
    expect(overview.benefits[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        groupCode: expect.any(String),
      }),
    );
    expect(byName(overview, 'Dental Cover').selection).toMatchObject({ status: 'live', statusLabel: 'Live' });
    expect(byName(overview, 'Cycle to Work').selection).toMatchObject({
      status: 'awaiting-approval',
      statusLabel: 'Awaiting approval',
    });
    expect(byName(overview, 'Gym Membership').selection).toMatchObject({
      status: 'opted-out',
      cta: { type: 'reapply' },
    });
    // 'TBC' from the upstream arrives as null: to be confirmed (spec section 5).
    expect(byName(overview, 'Will Writing').benefit.monthlyCost).toBeNull();
    expect(JSON.stringify(overview)).not.toMatch(/"[a-z]+_[a-z_]+":/);
  });

  it('gives Piotr, on probation, the notice and a limited catalogue', async () => {
    const piotr = await signedIn('piotr.probation@acme.test');
    const overview = await piotr.get<BenefitsOverview>('/api/benefits');
    expect(overview.onProbation).toBe(true);
    expect(overview.benefits.map((benefit) => benefit.name).sort()).toEqual(
      ['Employee Assistance Programme', 'Pension', 'Will Writing'].sort(),
    );
  });

  it('needs someone signed in', async () => {
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: '198.18.7.250' });
    expect((await anonymous.call('/api/benefits')).status).toBe(401);
  });
});

describe('the product page', () => {
  it('brings the benefit, its selection, related FAQs and related benefits together', async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    const page = await emma.get<BenefitPage>(`/api/benefits/${benefit.id}`);
    expect(page.benefit).toMatchObject({
      name: 'Life Assurance',
      beamSupported: true,
      valueLimits: { min: 10000, max: 500000, step: 1000 },
      partnerValueLimits: { min: 0, max: 250000, step: 1000 },
      freeCoverCap: 50000,
    });
    expect(page.selection).toBeNull();
    expect(Array.isArray(page.faqs)).toBe(true);
    expect(Array.isArray(page.related)).toBe(true);
    // Not the voucher benefit: no card-value data, and no call for it.
    expect(page.cardValue).toBeNull();
    expect(emma.portal.upstreamCalls).not.toContain('/v2/ccv/manage');
  });

  it("gives Emma's live dental cover what it is: who it covers, its plan, dates, costs and field status", async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Dental Cover');
    const page = await emma.get<BenefitPage>(`/api/benefits/${benefit.id}`);
    expect(page.selection).toMatchObject({
      status: 'live',
      peopleCovered: ['Emma Fielding', 'James Fielding', 'Isla Fielding'],
      planDetails: expect.stringContaining('Family cover'),
      startDate: '2026-01-01',
      endDate: null,
      costsSummaryForMonthlyCostSection: { employee: 14.2, employer: 7.1, total: 21.3 },
      fieldStatus: { monthlyCost: 'in-force' },
    });
  });

  it('answers a benefit that does not exist with 404 and the missing-benefit text', async () => {
    const emma = await signedIn(EMMA);
    const response = await emma.send('GET', '/api/benefits/999999');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ message: BENEFIT_TEXTS.missing, code: 'benefit_not_found' });
  });

  it('refuses an id that is not a number before anything reaches the upstream', async () => {
    const emma = await signedIn(EMMA);
    const before = emma.portal.upstreamCalls.length;
    for (const path of ['/api/benefits/abc', '/api/benefits/-1', '/api/benefits/..%2F..%2Fuser']) {
      expect((await emma.send('GET', path)).status, path).toBeGreaterThanOrEqual(400);
    }
    expect(emma.portal.upstreamCalls.length).toBe(before);
  });
});

describe('setup, cost and opt-out', () => {
  it('costs Life Assurance while typing: out of range refused with the limits, in range priced', async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    const tooHigh = await emma.send('POST', `/api/benefits/${benefit.id}/cost`, { value: 900000 });
    expect(tooHigh.status).toBe(422);
    expect((await errorOf(tooHigh)).message).toBe('Please enter a value between 10000 and 500000');

    const priced = await emma.send('POST', `/api/benefits/${benefit.id}/cost`, { value: 150000 });
    expect(priced.status).toBe(200);
    const cost = (await priced.json()) as { monthlyCost: number | null };
    expect(cost.monthlyCost).toBeGreaterThan(0);

    const bad = await emma.send('POST', `/api/benefits/${benefit.id}/cost`, { value: 'lots' });
    expect(bad.status).toBe(400);
  });

  it('sets up Life Assurance live, and the overview shows the new selection', async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    const created = await emma.send('POST', `/api/benefits/${benefit.id}/selection`, {
      value: 150000,
      partnerValue: 50000,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ benefitId: benefit.id, status: 'live', value: 150000 });
    const after = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    expect(after.selection).toMatchObject({ status: 'live', value: 150000, partnerValue: 50000 });
  });

  it('opts out of a live benefit, then reapplies as a new selection while the old one stays', async () => {
    const emma = await signedIn(EMMA);
    const dental = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Dental Cover');
    const live = dental.selection as Selection;
    const optedOut = await emma.send('POST', `/api/selections/${live.id}/opt-out`);
    expect(optedOut.status).toBe(200);
    expect(await optedOut.json()).toMatchObject({
      id: live.id,
      status: 'opted-out',
      cta: { type: 'reapply' },
    });

    const reapplied = await emma.send('POST', `/api/benefits/${dental.benefit.id}/selection`, {});
    expect(reapplied.status).toBe(201);
    const fresh = (await reapplied.json()) as Selection;
    expect(fresh.id).not.toBe(live.id);
    const rows = await env.REF_DB.prepare(
      'SELECT id, status FROM selections WHERE id IN (?1, ?2) ORDER BY id',
    )
      .bind(live.id, fresh.id)
      .all<{ id: number; status: string }>();
    expect(rows.results).toEqual([
      { id: live.id, status: 'opted-out' },
      { id: fresh.id, status: fresh.status },
    ]);
  });

  it('withdraws the request awaiting approval: the selection is gone and the benefit open again', async () => {
    const emma = await signedIn(EMMA);
    const cycle = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Cycle to Work');
    const awaiting = cycle.selection as Selection;
    expect(awaiting.status).toBe('awaiting-approval');

    const reset = await emma.send('DELETE', `/api/selections/${awaiting.id}`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ selectionId: awaiting.id });
    expect(byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Cycle to Work').selection).toBeNull();
    const row = await env.REF_DB.prepare('SELECT id FROM selections WHERE id = ?1').bind(awaiting.id).first();
    expect(row).toBeNull();

    // A live selection is opted out of, not withdrawn: the upstream's refusal passes through.
    const dental = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Dental Cover');
    const refused = await emma.send('DELETE', `/api/selections/${dental.selection?.id}`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/opt out of a live one/);
  });

  it("gives a live selection's edit fields the person's own limits in camelCase, and a cost answer re-limits the partner", async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const { benefit } = byName(await alex.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    const page = await alex.get<BenefitPage>(`/api/benefits/${benefit.id}`);
    expect(page.benefit.partnerValueLimits).toEqual({ min: 0, max: 250000, step: 1000 });
    expect(page.selection?.editFields).toEqual([
      {
        name: 'value',
        label: 'Cover amount (£)',
        minimum: 10000,
        maximum: 500000,
        stepSize: 1000,
        validationMessage: 'Please enter a value between 10000 and 500000, in steps of 1000',
      },
      {
        name: 'partnerValue',
        label: 'Partner cover amount (£)',
        minimum: 0,
        maximum: 150000,
        stepSize: 1000,
        validationMessage:
          'Please enter a value between 0 and 150000, in steps of 1000, and no more than your own cover',
      },
    ]);

    const priced = await alex.send('POST', `/api/benefits/${benefit.id}/cost`, { value: 120000 });
    expect(await priced.json()).toMatchObject({
      valueLimits: { min: 10000, max: 500000, step: 1000 },
      partnerValueLimits: { min: 0, max: 120000, step: 1000 },
    });
    // A partner above the person's cover is refused under the form's name of the field.
    const over = await alex.send('POST', `/api/benefits/${benefit.id}/cost`, {
      value: 120000,
      partnerValue: 150000,
    });
    expect(over.status).toBe(422);
    expect(await errorOf(over)).toMatchObject({
      message: 'Please enter a value between 0 and 120000',
      fields: { partnerValue: 'Please enter a value between 0 and 120000' },
    });
  });

  it('holds a change of a live selection as its temporary selection, and the reset call drops it', async () => {
    const alex = await signedIn('alex.admin@acme.test');
    const life = byName(await alex.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    const saved = life.selection as Selection;
    expect(saved).toMatchObject({ status: 'live', value: 150000, temporarySelection: null });

    const changed = await alex.send('PATCH', `/api/selections/${saved.id}`, { value: 200000 });
    expect(changed.status).toBe(200);
    const held = (await changed.json()) as Selection;
    expect(held).toMatchObject({ value: 150000, monthlyCost: 24 });
    expect(held.temporarySelection).toMatchObject({ value: 200000, partnerValue: 0, monthlyCost: 36 });
    expect(held.temporarySelection?.effectiveFrom).toMatch(/^\d{4}-\d{2}-01$/);

    const reset = await alex.send('POST', `/api/selections/${saved.id}/reset`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ id: saved.id, value: 150000, temporarySelection: null });
    const again = await alex.send('POST', `/api/selections/${saved.id}/reset`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This selection has no change to reset');
    const emma = await signedIn(EMMA);
    expect((await emma.send('POST', `/api/selections/${saved.id}/reset`)).status).toBe(404);
  });

  it("refuses another person's selection id", async () => {
    const emma = await signedIn(EMMA);
    const dental = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Dental Cover');
    const piotr = await signedIn('piotr.probation@acme.test');
    const response = await piotr.send('POST', `/api/selections/${dental.selection?.id}/opt-out`);
    expect(response.status).toBe(404);
  });

  it('aborts the upstream cost call when the browser abandons its request', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedUpstream = () => {};
    const reached = new Promise<void>((resolve) => {
      reachedUpstream = resolve;
    });
    const portal = createTestPortal({
      holdUpstream: async (request) => {
        if (!new URL(request.url).pathname.endsWith('/cost')) return;
        reachedUpstream();
        await held;
      },
    });
    const emma = await signedIn(EMMA, portal);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Life Assurance');
    const browser = new AbortController();
    const pending = emma.client
      .call(`/api/benefits/${benefit.id}/cost`, {
        method: 'POST',
        body: { value: 20000 },
        signal: browser.signal,
      })
      .catch((error: unknown) => error);
    await reached;
    browser.abort();
    release();
    await pending;
    const upstream = portal.upstreamRequests.find((request) => request.url.endsWith('/cost'));
    expect(upstream?.signal.aborted).toBe(true);
  });
});

describe('medical questions', () => {
  it("sends the medical questions' answers with a new selection, and refuses answers that are not Yes or No", async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(
      await emma.get<BenefitsOverview>('/api/benefits'),
      'Private Medical Insurance',
    );
    const page = await emma.get<BenefitPage>(`/api/benefits/${benefit.id}`);
    expect(page.benefit.medicalQuestions.length).toBeGreaterThan(0);
    const before = emma.portal.upstreamCalls.length;
    const odd = await emma.send('POST', `/api/benefits/${benefit.id}/selection`, { answers: { 1: 'Maybe' } });
    expect(odd.status).toBe(400);
    expect(emma.portal.upstreamCalls.length).toBe(before);

    const answers = Object.fromEntries(page.benefit.medicalQuestions.map((question) => [question.id, 'No']));
    const created = await emma.send('POST', `/api/benefits/${benefit.id}/selection`, { answers });
    expect(created.status).toBe(201);
    const sent = emma.portal.upstreamExchanges.find(
      ({ path, method }) => method === 'POST' && path === `/v1/benefit/${benefit.id}/selection`,
    );
    expect(sent).toBeDefined();
  });
});

describe('benefit terms', () => {
  it('asks for Travel Insurance terms before setup, remembers them, and asks again for a new version', async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Travel Insurance');
    const before = await emma.get<BenefitPage>(`/api/benefits/${benefit.id}`);
    expect(before.benefit.terms).toMatchObject({ version: 1 });
    expect(before.benefit.termsAccepted).toBe(false);

    const refused = await emma.send('POST', `/api/benefits/${benefit.id}/selection`, {});
    expect(refused.status).toBe(409);

    const termsId = before.benefit.terms?.id as number;
    const accepted = await emma.send('POST', `/api/benefits/${benefit.id}/terms/${termsId}/accept`);
    expect(await accepted.json()).toEqual({ termsId, version: 1 });
    expect((await emma.get<BenefitPage>(`/api/benefits/${benefit.id}`)).benefit.termsAccepted).toBe(true);

    await env.REF_DB.prepare('INSERT INTO benefit_terms (benefit_id, version, content) VALUES (?1, 2, ?2)')
      .bind(benefit.id, '<p>Version 2 of the travel terms.</p>')
      .run();
    const after = await emma.get<BenefitPage>(`/api/benefits/${benefit.id}`);
    expect(after.benefit.terms).toMatchObject({ version: 2 });
    expect(after.benefit.termsAccepted).toBe(false);
  });
});

describe('statements', () => {
  it("lists Emma's dental contributions by month", async () => {
    const emma = await signedIn(EMMA);
    const { benefit } = byName(await emma.get<BenefitsOverview>('/api/benefits'), 'Dental Cover');
    const statements = await emma.get<{ month: number; year: number; employee: number; employer: number }[]>(
      `/api/statements/${benefit.groupCode}`,
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const entry of statements) {
      expect(entry).toEqual({
        month: expect.any(Number),
        year: 2026,
        employee: expect.any(Number),
        employer: expect.any(Number),
      });
    }
  });
});

describe('the voucher balance', () => {
  it('gives Liam, who has left, his balance and only the voucher benefit', async () => {
    const liam = await signedIn('liam.leaver@acme.test');
    expect(await liam.get('/api/vouchers/balance')).toEqual({
      balance: 120.5,
      lastPaymentDate: '2026-10-28',
    });
    const overview = await liam.get<BenefitsOverview>('/api/benefits');
    expect(overview.benefits.map((benefit) => benefit.groupCode)).toEqual(['ccv']);
  });
});

describe('the card-value data (decision 042)', () => {
  const LIAMS: CardValue = {
    nextVoucherDate: '2026-12-04',
    placedOrders: [
      { id: 8001, retailer: 'Marks & Spencer', amount: 40, date: '2026-11-02' },
      { id: 8002, retailer: 'John Lewis & Partners', amount: 25, date: '2026-09-14' },
    ],
    savedOrders: [{ id: 8003, retailer: 'Argos', amount: 30, date: '2026-11-19' }],
  };

  it('gives Liam his next voucher date and his placed and saved orders, in camelCase', async () => {
    const liam = await signedIn('liam.leaver@acme.test');
    expect(await liam.get<CardValue>('/api/vouchers/card-value')).toEqual(LIAMS);
  });

  it("brings the person's card-value data with the voucher benefit's page only", async () => {
    const liam = await signedIn('liam.leaver@acme.test');
    const [voucher] = (await liam.get<BenefitsOverview>('/api/benefits')).benefits;
    const page = await liam.get<BenefitPage>(`/api/benefits/${voucher?.id}`);
    expect(page.benefit.groupCode).toBe('ccv');
    expect(page.cardValue).toEqual(LIAMS);

    const emma = await signedIn(EMMA);
    const emmas = await emma.get<BenefitPage>(`/api/benefits/${voucher?.id}`);
    expect(emmas.cardValue).toEqual({ nextVoucherDate: null, placedOrders: [], savedOrders: [] });
  });

  it('fails the voucher page with the benefit text when the card-value call fails', async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        new URL(request.url).pathname.endsWith('/ccv/manage')
          ? new Response('down', { status: 500 })
          : undefined,
    });
    const liam = await signedIn('liam.leaver@acme.test', portal);
    const response = await liam.send('GET', '/api/benefits/5212');
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe(BENEFIT_TEXTS.loadFailed);
    expect((await liam.send('GET', '/api/vouchers/card-value')).status).toBe(502);
  });

  it('needs someone signed in', async () => {
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: '198.18.7.251' });
    expect((await anonymous.call('/api/vouchers/card-value')).status).toBe(401);
  });
});
