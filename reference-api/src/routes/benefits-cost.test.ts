import { describe, expect, it } from 'vitest';
import { sendBenefitJson, sendText } from '#support/reference-api/benefit-helpers.ts';
import { signIn } from '#support/reference-api/session-helpers.ts';

const LIFE = '/v2/benefit/5206/cost';
const VALUE_LIMITS = { min: 10000, max: 500000, step: 1000 };

/** The limits an answer carries: the partner's maximum is the cover asked about (decision 045). */
function limitsFor(cover: number) {
  return {
    value_limits: VALUE_LIMITS,
    partner_value_limits: { min: 0, max: Math.min(cover, 250000), step: 1000 },
  };
}

async function emma(): Promise<string> {
  return (await signIn('emma.employee@acme.test')).access_token;
}

describe('POST /v2/benefit/{id}/cost', () => {
  it('prices cover above the free £50,000 and all partner cover at the rate per 1,000', async () => {
    const { status, body } = await sendBenefitJson(
      'POST',
      LIFE,
      { eeben_benefit_id: 5206, value: 100000, partner_value: 25000 },
      await emma(),
    );

    expect(status).toBe(200);
    // (100,000 - 50,000 + 25,000) / 1,000 x £0.24; the employer pays for the free 50,000.
    expect(body).toEqual({ monthly_cost: 18, employer_monthly_cost: 12, ...limitsFor(100000) });
  });

  it('costs the person nothing for cover within the free cap', async () => {
    const { body } = await sendBenefitJson(
      'POST',
      LIFE,
      { eeben_benefit_id: 5206, value: '50000' },
      await emma(),
    );

    expect(body).toEqual({ monthly_cost: 0, employer_monthly_cost: 12, ...limitsFor(50000) });
  });

  it("carries the partner's limits the cover asked about leaves, up to the partner's own maximum", async () => {
    const token = await emma();
    const ask = (value: number) =>
      sendBenefitJson<{ partner_value_limits: unknown }>(
        'POST',
        LIFE,
        { eeben_benefit_id: 5206, value },
        token,
      );

    expect((await ask(120000)).body.partner_value_limits).toEqual({ min: 0, max: 120000, step: 1000 });
    expect((await ask(400000)).body.partner_value_limits).toEqual({ min: 0, max: 250000, step: 1000 });
  });

  it.each([
    ['below the minimum', { value: 9000 }, 'Please enter a value between 10000 and 500000', 'value'],
    ['above the maximum', { value: 501000 }, 'Please enter a value between 10000 and 500000', 'value'],
    ['off the step', { value: 10500 }, 'Please enter a value between 10000 and 500000', 'value'],
    ['missing', {}, 'Please enter a value between 10000 and 500000', 'value'],
    ['not a number', { value: 'a lot' }, 'Please enter a value between 10000 and 500000', 'value'],
    [
      'a partner value over',
      { value: 300000, partner_value: 260000 },
      'Please enter a value between 0 and 250000',
      'partner_value',
    ],
    [
      "a partner value over the person's own cover",
      { value: 20000, partner_value: 21000 },
      'Please enter a value between 0 and 20000',
      'partner_value',
    ],
    [
      'a partner value off the step',
      { value: 20000, partner_value: 500 },
      'Please enter a value between 0 and 20000',
      'partner_value',
    ],
  ])('refuses a value %s with 422 and the range message', async (_case, values, message, field) => {
    const { status, body } = await sendBenefitJson(
      'POST',
      LIFE,
      { eeben_benefit_id: 5206, ...values },
      await emma(),
    );

    expect(status).toBe(422);
    expect(body).toEqual({ error: { message }, errors: { [field]: [message] } });
  });

  it('refuses a benefit whose cost is not calculated, and a body naming another benefit', async () => {
    const token = await emma();

    const dental = await sendBenefitJson(
      'POST',
      '/v2/benefit/5202/cost',
      { eeben_benefit_id: 5202, value: 1 },
      token,
    );
    const other = await sendBenefitJson('POST', LIFE, { eeben_benefit_id: 5202, value: 20000 }, token);

    expect(dental).toEqual({
      status: 422,
      body: { error: { message: 'The cost of this benefit is not calculated' } },
    });
    expect(other.status).toBe(422);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const token = await emma();

    expect((await sendText('POST', LIFE, 'value=100000', token)).status).toBe(400);
    expect((await sendText('POST', LIFE, '[100000]', token)).status).toBe(400);
  });

  it('answers 404 for a benefit the person is not eligible for', async () => {
    const piotr = (await signIn('piotr.probation@acme.test')).access_token;

    const { status, body } = await sendBenefitJson(
      'POST',
      LIFE,
      { eeben_benefit_id: 5206, value: 20000 },
      piotr,
    );

    expect(status).toBe(404);
    expect(body).toEqual({ error: { message: 'Benefit not found' } });
  });
});
