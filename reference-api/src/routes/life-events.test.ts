import { beforeEach, describe, expect, it } from 'vitest';
import { getJson, sendBenefitJson } from '#support/reference-api/benefit-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { signIn } from '#support/reference-api/session-helpers.ts';
import type { LifeEventRecord, LifeEventTypeRecord } from '../data/life-event-repository.ts';
import { LIFE_EVENT_MESSAGES, outsideSchemeYearMessage } from '../rules/life-event.ts';

beforeEach(reseed);

const ACME = 2;

async function emma() {
  return (await signIn('emma.employee@acme.test')).access_token;
}

describe('life events', () => {
  it("lists the events the person's client offers, in its order", async () => {
    const types = await getJson<LifeEventTypeRecord[]>('/v2/client/life-events/available', await emma());
    expect(types[0]).toEqual({ id: 7101, name: 'Marriage or civil partnership' });
    expect(types).toHaveLength(6);
    const gus = await signIn('gus.admin@globex.test');
    const globex = await getJson<LifeEventTypeRecord[]>('/v2/client/life-events/available', gus.access_token);
    expect(globex.map((type) => type.id)).toEqual([7201, 7202, 7203, 7204]);
  });

  it("adds one to the person's events, latest first", async () => {
    const token = await emma();
    const { status, body } = await sendBenefitJson<{ status: string; lifeEvent: LifeEventRecord }>(
      'POST',
      `/v2/client/${ACME}/employees/life-events`,
      { life_event_id: 7102, event_date: '2026-10-03' },
      token,
    );
    expect(status).toBe(201);
    expect(body.lifeEvent).toMatchObject({
      life_event_id: 7102,
      name: 'Birth or adoption of a child',
      event_date: '2026-10-03',
    });
    const events = await getJson<LifeEventRecord[]>('/v2/client/life-events', token);
    expect(events.map((event) => [event.name, event.event_date])).toEqual([
      ['Birth or adoption of a child', '2026-10-03'],
      ['Moving house', '2026-02-14'],
    ]);
  });

  it('refuses a missing event and date, a date outside the scheme year and another client’s event', async () => {
    const token = await emma();
    const path = `/v2/client/${ACME}/employees/life-events`;
    const empty = await sendBenefitJson<{ errors: Record<string, string[]> }>('POST', path, {}, token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      life_event_id: [LIFE_EVENT_MESSAGES.eventRequired],
      event_date: [LIFE_EVENT_MESSAGES.dateRequired],
    });
    const early = await sendBenefitJson<{ errors: Record<string, string[]> }>(
      'POST',
      path,
      { life_event_id: 7101, event_date: '2025-12-31' },
      token,
    );
    expect(early.body.errors).toEqual({ event_date: [outsideSchemeYearMessage(2026)] });
    const foreign = await sendBenefitJson(
      'POST',
      path,
      { life_event_id: 7201, event_date: '2026-05-01' },
      token,
    );
    expect(foreign.status).toBe(422);
  });

  it("refuses to add for another client's employees", async () => {
    const { status } = await sendBenefitJson(
      'POST',
      '/v2/client/3/employees/life-events',
      { life_event_id: 7201, event_date: '2026-05-01' },
      await emma(),
    );
    expect(status).toBe(403);
  });
});
