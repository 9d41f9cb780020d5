import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getJson,
  lastDayOfMonth,
  sendBenefitJson,
  sendText,
  storedSelections,
} from '#support/reference-api/benefit-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { signIn } from '#support/reference-api/session-helpers.ts';
import { insertSelection } from '../data/selection-repository.ts';
import type { BenefitDetailBody } from '../presenters/benefit-body.ts';
import type { SelectionBody } from '../presenters/selection-body.ts';
import { changeTakesEffect } from '../rules/benefits-dates.ts';

const EMMA_ID = 1001;
const FIONA_ID = 1007;
const BENEFITS = {
  medical: 5201,
  dental: 5202,
  gym: 5203,
  cycleToWork: 5204,
  lifeAssurance: 5206,
  travel: 5207,
  buyAnnualLeave: 5210,
};
const SELECTIONS = { emmaDental: 6001, emmaGym: 6003, alexCycleToWork: 6004, alexLifeAssurance: 6008 };
const TRAVEL_TERMS_V1 = 5501;

type WithSelection = { benefit: BenefitDetailBody; selection: SelectionBody | null };
type Refusal = { error: { message: string }; errors?: Record<string, string[]> };

// Every test changes selections; each starts from the demo data.
beforeEach(reseed);

async function tokenOf(email: string): Promise<string> {
  return (await signIn(email)).access_token;
}

function select(benefitId: number, body: unknown, token: string) {
  return sendBenefitJson<SelectionBody & Refusal>('POST', `/v1/benefit/${benefitId}/selection`, body, token);
}

function change(selectionId: number, body: unknown, token: string) {
  return sendBenefitJson<SelectionBody & Refusal>('PATCH', `/v1/selection/${selectionId}`, body, token);
}

describe('POST /v1/benefit/{id}/selection', () => {
  it('makes a selection of a benefit needing approval wait for it', async () => {
    const { status, body } = await select(
      BENEFITS.cycleToWork,
      { value: 1200 },
      await tokenOf('fiona.first@acme.test'),
    );

    expect(status).toBe(201);
    expect(body).toMatchObject({
      benefit_id: BENEFITS.cycleToWork,
      status: 'awaiting-approval',
      status_label: 'Awaiting approval',
      value: 1200,
      partner_value: null,
      people_covered: ['Fiona Reid'],
      end_date: null,
      cta: { type: 'manage', label: 'Manage' },
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await storedSelections(FIONA_ID, BENEFITS.cycleToWork)).toEqual([
      { id: body.selection_id, status: 'awaiting-approval', end_date: null, value: 1200 },
    ]);
  });

  it('makes a selection of a calculated benefit live, priced from the chosen cover', async () => {
    const { status, body } = await select(
      BENEFITS.lifeAssurance,
      { value: 100000, partner_value: 25000 },
      await tokenOf('emma.employee@acme.test'),
    );

    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'live',
      status_label: 'Live',
      value: 100000,
      partner_value: 25000,
      monthly_cost: 18,
      employer_monthly_cost: 12,
    });
    expect(
      body.edit_fields.map((field) => [field.name, field.minimum, field.maximum, field.step_size]),
    ).toEqual([
      ['value', 10000, 500000, 1000],
      // The partner is covered for no more than the cover she chose (decision 045).
      ['partner_value', 0, 100000, 1000],
    ]);
  });

  it('refuses a value outside the limits or off the step with 422, adding nothing', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const offStep = await select(BENEFITS.lifeAssurance, { value: 10500 }, token);
    const halfDayOff = await select(BENEFITS.buyAnnualLeave, { value: 2.25 }, token);

    expect(offStep).toEqual({
      status: 422,
      body: {
        error: { message: 'Please enter a value between 10000 and 500000' },
        errors: { value: ['Please enter a value between 10000 and 500000'] },
      },
    });
    expect(halfDayOff.body.error.message).toBe('Please enter a value between 1 and 5');
    expect(await storedSelections(EMMA_ID, BENEFITS.lifeAssurance)).toEqual([]);
  });

  it('refuses a new selection with 409 while a live or awaiting one exists', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const live = await select(BENEFITS.dental, {}, token);
    const awaiting = await select(BENEFITS.cycleToWork, { value: 800 }, token);

    expect(live.status).toBe(409);
    expect(awaiting.status).toBe(409);
    expect(live.body.error.message).toMatch(/already have a selection/);
    expect((await storedSelections(EMMA_ID, BENEFITS.dental)).map((row) => row.id)).toEqual([
      SELECTIONS.emmaDental,
    ]);
  });

  it('keeps the answers to medical questions, and refuses an answer to a question of no such id', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const unknown = await select(BENEFITS.medical, { answers: { 9999: 'No' } }, token);
    const answered = await select(
      BENEFITS.medical,
      {
        answers: [
          { id: 5701, answer: 'No' },
          { id: 5702, answer: false },
        ],
      },
      token,
    );

    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ answers: ['There is no medical question 9999 for this benefit'] });
    expect(answered.status).toBe(201);
    const stored = await env.REF_DB.prepare('SELECT answers FROM selections WHERE id = ?1')
      .bind(answered.body.selection_id)
      .first('answers');
    expect(JSON.parse(String(stored))).toEqual({ '5701': 'No', '5702': 'No' });
  });

  it('never stores a second live or awaiting selection, even for a request that raced past the check', async () => {
    const raced = await insertSelection(env.REF_DB, {
      userId: EMMA_ID,
      benefitId: BENEFITS.dental,
      status: 'live',
      value: null,
      partnerValue: null,
      monthlyCost: 14.2,
      employerMonthlyCost: 7.1,
      peopleCovered: ['Emma Fielding'],
      planDetails: null,
      answers: null,
      startDate: '2026-11-25',
      createdAt: '2026-11-25T09:00:00.000Z',
    });

    expect(raced).toBeNull();
    expect((await storedSelections(EMMA_ID, BENEFITS.dental)).map((row) => row.id)).toEqual([
      SELECTIONS.emmaDental,
    ]);
  });

  it('answers 404 for a benefit the person is not eligible for, and 400 for a body that is no JSON', async () => {
    const piotr = await select(BENEFITS.dental, {}, await tokenOf('piotr.probation@acme.test'));
    const notJson = await sendText(
      'POST',
      `/v1/benefit/${BENEFITS.gym}/selection`,
      'value=1',
      await tokenOf('emma.employee@acme.test'),
    );

    expect(piotr).toEqual({ status: 404, body: { error: { message: 'Benefit not found' } } });
    expect(notJson.status).toBe(400);
  });
});

describe('benefit terms', () => {
  it('asks for the current terms before a selection, and again when a new version is published', async () => {
    const token = await tokenOf('emma.employee@acme.test');
    const detail = () => getJson<WithSelection>(`/v1/benefit/${BENEFITS.travel}/with-selection`, token);

    const before = await detail();
    expect(before.benefit.terms).toEqual({
      id: TRAVEL_TERMS_V1,
      version: 1,
      content: expect.stringContaining('<p>'),
    });
    expect(before.benefit.terms_accepted).toBe(false);
    const refused = await select(BENEFITS.travel, {}, token);
    expect(refused).toEqual({
      status: 409,
      body: { error: { message: 'Please accept the terms of this benefit first' } },
    });

    const accepted = await sendBenefitJson(
      'POST',
      `/v1/benefit/${BENEFITS.travel}/terms/${TRAVEL_TERMS_V1}/accept`,
      {},
      token,
    );
    expect(accepted).toEqual({
      status: 200,
      body: {
        terms_id: TRAVEL_TERMS_V1,
        version: 1,
        accepted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      },
    });
    expect((await detail()).benefit.terms_accepted).toBe(true);
    expect((await select(BENEFITS.travel, {}, token)).status).toBe(201);

    await env.REF_DB.prepare(
      "INSERT INTO benefit_terms (id, benefit_id, version, content) VALUES (5502, ?1, 2, '<p>Version 2.</p>')",
    )
      .bind(BENEFITS.travel)
      .run();

    const after = await detail();
    expect(after.benefit.terms).toEqual({ id: 5502, version: 2, content: '<p>Version 2.</p>' });
    expect(after.benefit.terms_accepted).toBe(false);
    const stale = await sendBenefitJson<Refusal>(
      'POST',
      `/v1/benefit/${BENEFITS.travel}/terms/${TRAVEL_TERMS_V1}/accept`,
      {},
      token,
    );
    expect(stale.status).toBe(409);
  });

  it('keeps the first acceptance when the same terms are accepted twice', async () => {
    const token = await tokenOf('emma.employee@acme.test');
    const path = `/v1/benefit/${BENEFITS.travel}/terms/${TRAVEL_TERMS_V1}/accept`;

    const first = await sendBenefitJson<{ accepted_at: string }>('POST', path, {}, token);
    const second = await sendBenefitJson<{ accepted_at: string }>('POST', path, {}, token);

    expect(second.body.accepted_at).toBe(first.body.accepted_at);
  });

  it("answers 404 for terms that are not the benefit's", async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const other = await sendBenefitJson<Refusal>(
      'POST',
      `/v1/benefit/${BENEFITS.gym}/terms/${TRAVEL_TERMS_V1}/accept`,
      {},
      token,
    );

    expect(other).toEqual({ status: 404, body: { error: { message: 'Terms not found' } } });
  });
});

describe('PATCH /v1/selection/{selectionId}', () => {
  it('opts out: opted-out, ending on the last day of this month, and offering reapply', async () => {
    const token = await tokenOf('emma.employee@acme.test');
    const startedMs = Date.now();

    const { status, body } = await change(SELECTIONS.emmaDental, { status: 'opted-out' }, token);

    // The reference API reads its own clock: the month may turn between the request and this line.
    const possibleEnds = [lastDayOfMonth(startedMs), lastDayOfMonth(Date.now())];
    expect(status).toBe(200);
    expect(body).toMatchObject({
      selection_id: SELECTIONS.emmaDental,
      status: 'opted-out',
      status_label: 'Opted out',
      cta: { type: 'reapply', label: 'Reapply' },
      edit_fields: [],
    });
    expect(possibleEnds).toContain(body.end_date);
    const listed = await getJson<SelectionBody[]>('/v2/user/selections', token);
    expect(listed.find((selection) => selection.benefit_id === BENEFITS.dental)).toMatchObject({
      status: 'opted-out',
      cta: { type: 'reapply' },
    });
    expect((await change(SELECTIONS.emmaDental, { status: 'opted-out' }, token)).status).toBe(409);
  });

  it('reapplying inserts a new selection and leaves the opted-out one as it was', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const { status, body } = await select(BENEFITS.gym, {}, token);

    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'live', monthly_cost: 29.99, cta: { type: 'manage' } });
    expect(body.selection_id).not.toBe(SELECTIONS.emmaGym);
    expect(await storedSelections(EMMA_ID, BENEFITS.gym)).toEqual([
      { id: SELECTIONS.emmaGym, status: 'opted-out', end_date: '2026-03-31', value: null },
      { id: body.selection_id, status: 'live', end_date: null, value: null },
    ]);
    const detail = await getJson<WithSelection>(`/v1/benefit/${BENEFITS.gym}/with-selection`, token);
    expect(detail.selection?.selection_id).toBe(body.selection_id);
  });

  it("holds a live selection's new values as its temporary selection, priced, from the first of next month", async () => {
    const token = await tokenOf('alex.admin@acme.test');

    const { status, body } = await change(SELECTIONS.alexLifeAssurance, { value: 200000 }, token);

    expect(status).toBe(200);
    // The saved selection stays in force as it was (150,000 of cover) until the change's day.
    expect(body).toMatchObject({ status: 'live', value: 150000, partner_value: 0, monthly_cost: 24 });
    expect(body.temporary_selection).toEqual({
      value: 200000,
      partner_value: 0,
      monthly_cost: 36,
      employer_monthly_cost: 12,
      effective_from: changeTakesEffect(Date.now()),
    });
    // Which values the change replaces on its day, and which stay as they are (decision 074).
    expect(body.field_status).toEqual({
      value: 'changing',
      partner_value: 'in-force',
      monthly_cost: 'changing',
    });
    expect(body.costs_summary_for_monthly_cost_section).toMatchObject({ employee: 24 });
    // The edit fields follow the newest cover asked for: a partner up to 200,000.
    expect(body.edit_fields.find((field) => field.name === 'partner_value')).toMatchObject({
      maximum: 200000,
      validation_message:
        'Please enter a value between 0 and 200000, in steps of 1000, and no more than your own cover',
    });
    const offStep = await change(SELECTIONS.alexLifeAssurance, { partner_value: 999 }, token);
    expect(offStep.status).toBe(422);
    expect(offStep.body.error.message).toBe('Please enter a value between 0 and 200000');
  });

  it("changes an awaiting selection's values at once: it is not in force yet", async () => {
    const token = await tokenOf('alex.admin@acme.test');

    const { status, body } = await change(SELECTIONS.alexCycleToWork, { value: 1000 }, token);

    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'awaiting-approval', value: 1000, temporary_selection: null });
  });

  it("gives a live selection's edit fields its own limits: a partner no higher than the person's cover", async () => {
    const token = await tokenOf('alex.admin@acme.test');

    const detail = await getJson<WithSelection>(
      `/v1/benefit/${BENEFITS.lifeAssurance}/with-selection`,
      token,
    );

    expect(detail.benefit.partner_value_limits).toEqual({ min: 0, max: 250000, step: 1000 });
    expect(detail.selection?.edit_fields).toEqual([
      {
        name: 'value',
        label: 'Cover amount (£)',
        minimum: 10000,
        maximum: 500000,
        step_size: 1000,
        validation_message: 'Please enter a value between 10000 and 500000, in steps of 1000',
      },
      {
        name: 'partner_value',
        label: 'Partner cover amount (£)',
        minimum: 0,
        maximum: 150000,
        step_size: 1000,
        validation_message:
          'Please enter a value between 0 and 150000, in steps of 1000, and no more than your own cover',
      },
    ]);
    const over = await change(SELECTIONS.alexLifeAssurance, { partner_value: 151000 }, token);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ partner_value: ['Please enter a value between 0 and 150000'] });
  });

  it("answers 404 for another person's selection and changes nothing", async () => {
    const emma = await tokenOf('emma.employee@acme.test');

    const optOut = await change(SELECTIONS.alexCycleToWork, { status: 'opted-out' }, emma);
    const value = await change(SELECTIONS.alexCycleToWork, { value: 100 }, emma);

    expect(optOut).toEqual({ status: 404, body: { error: { message: 'Selection not found' } } });
    expect(value.status).toBe(404);
    const alexs = await env.REF_DB.prepare('SELECT status, value FROM selections WHERE id = ?1')
      .bind(SELECTIONS.alexCycleToWork)
      .first();
    expect(alexs).toEqual({ status: 'awaiting-approval', value: 950 });
  });

  it.each([
    ['a status other than opted-out', { status: 'live' }, 422],
    ['nothing to change', {}, 422],
    ['a value for a benefit that takes none', { value: 5 }, 422],
    ['a body that is not an object', [1], 400],
  ])('refuses %s', async (_case, body, status) => {
    const token = await tokenOf('emma.employee@acme.test');

    expect((await change(SELECTIONS.emmaDental, body, token)).status).toBe(status);
    expect((await storedSelections(EMMA_ID, BENEFITS.dental))[0]?.status).toBe('live');
  });

  it('refuses to change the values of an ended selection: it is applied for again instead', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const ended = await change(SELECTIONS.emmaGym, { value: 1 }, token);

    expect(ended.status).toBe(409);
  });
});

describe('POST /v1/selection/{selectionId}/reset', () => {
  function reset(selectionId: number, token: string) {
    return sendBenefitJson<SelectionBody & Refusal>('POST', `/v1/selection/${selectionId}/reset`, {}, token);
  }

  it('drops the temporary selection, back to the saved one, which stays in force', async () => {
    const token = await tokenOf('alex.admin@acme.test');
    await change(SELECTIONS.alexLifeAssurance, { value: 300000, partner_value: 100000 }, token);

    const { status, body } = await reset(SELECTIONS.alexLifeAssurance, token);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'live',
      value: 150000,
      partner_value: 0,
      temporary_selection: null,
    });
    const detail = await getJson<WithSelection>(
      `/v1/benefit/${BENEFITS.lifeAssurance}/with-selection`,
      token,
    );
    expect(detail.selection).toMatchObject({ value: 150000, temporary_selection: null });
    const again = await reset(SELECTIONS.alexLifeAssurance, token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This selection has no change to reset');
  });

  it('puts a change in force once its day has come, so there is nothing left to reset', async () => {
    const token = await tokenOf('alex.admin@acme.test');
    await change(SELECTIONS.alexLifeAssurance, { value: 200000 }, token);
    // The day the change applies, moved into the past.
    await env.REF_DB.prepare("UPDATE selections SET temporary_from = '2026-01-01' WHERE id = ?1")
      .bind(SELECTIONS.alexLifeAssurance)
      .run();

    const detail = await getJson<WithSelection>(
      `/v1/benefit/${BENEFITS.lifeAssurance}/with-selection`,
      token,
    );

    expect(detail.selection).toMatchObject({ value: 200000, monthly_cost: 36, temporary_selection: null });
    expect((await reset(SELECTIONS.alexLifeAssurance, token)).status).toBe(409);
  });

  it("treats another person's selection as not found and leaves its change alone", async () => {
    const alex = await tokenOf('alex.admin@acme.test');
    await change(SELECTIONS.alexLifeAssurance, { value: 200000 }, alex);

    const response = await reset(SELECTIONS.alexLifeAssurance, await tokenOf('emma.employee@acme.test'));

    expect(response.status).toBe(404);
    const detail = await getJson<WithSelection>(`/v1/benefit/${BENEFITS.lifeAssurance}/with-selection`, alex);
    expect(detail.selection?.temporary_selection?.value).toBe(200000);
  });
});

describe('DELETE /v1/selection/{selectionId} (withdraw)', () => {
  const EMMA_CYCLE_TO_WORK = 6002;

  function withdraw(selectionId: number, token: string) {
    return sendText('DELETE', `/v1/selection/${selectionId}`, '', token);
  }

  it('withdraws a selection awaiting approval: the row is gone and the benefit can be chosen again', async () => {
    const token = await tokenOf('emma.employee@acme.test');

    const response = await withdraw(EMMA_CYCLE_TO_WORK, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ selection_id: EMMA_CYCLE_TO_WORK, reset: true });

    expect(await storedSelections(EMMA_ID, BENEFITS.cycleToWork)).toEqual([]);
    const detail = await getJson<WithSelection>(`/v1/benefit/${BENEFITS.cycleToWork}/with-selection`, token);
    expect(detail.selection).toBeNull();
    expect((await withdraw(EMMA_CYCLE_TO_WORK, token)).status).toBe(404);
  });

  it('refuses a live selection with 409 and leaves it as it was', async () => {
    const token = await tokenOf('emma.employee@acme.test');
    const response = await withdraw(SELECTIONS.emmaDental, token);
    expect(response.status).toBe(409);
    expect(((await response.json()) as Refusal).error.message).toMatch(/opt out of a live one/);
    expect((await storedSelections(EMMA_ID, BENEFITS.dental))[0]).toMatchObject({ status: 'live' });
  });

  it("treats another person's selection as not found", async () => {
    const token = await tokenOf('emma.employee@acme.test');
    expect((await withdraw(SELECTIONS.alexCycleToWork, token)).status).toBe(404);
    expect((await storedSelections(1002, BENEFITS.cycleToWork)).length).toBe(1);
  });
});
