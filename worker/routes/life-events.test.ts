import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { ApiError } from '#contract/api-error';
import { LIFE_EVENT_ERROR_CODES, LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import type { LifeEvent, LifeEvents } from '#contract/life-events';
import { runSeedStatements } from '#reference-api/seed/seed-database.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

beforeEach(() => runSeedStatements(env.REF_DB, inject('referenceSeedStatements')));

let lastOctet = 0;
async function emma(portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.23.${++lastOctet}` });
  expect((await client.login('emma.employee@acme.test')).status).toBe(200);
  return client;
}

describe('/api/life-events', () => {
  it("gives the client's events and Emma's own", async () => {
    const client = await emma();
    const body = (await (await client.call('/api/life-events')).json()) as LifeEvents;
    expect(body.available).toHaveLength(6);
    expect(body.available[1]).toEqual({ id: 7102, name: 'Birth or adoption of a child' });
    expect(body.events).toEqual([
      { id: 7301, lifeEventId: 7106, name: 'Moving house', eventDate: '2026-02-14' },
    ]);
  });

  it('adds one, which the list then gives first', async () => {
    const client = await emma();
    const response = await client.call('/api/life-events', {
      method: 'POST',
      body: { lifeEventId: 7102, eventDate: '2026-10-03' },
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as LifeEvent).toMatchObject({ name: 'Birth or adoption of a child' });
    const body = (await (await client.call('/api/life-events')).json()) as LifeEvents;
    expect(body.events.map((event) => event.eventDate)).toEqual(['2026-10-03', '2026-02-14']);
  });

  it('asks for the event and its date', async () => {
    const client = await emma();
    const response = await client.call('/api/life-events', {
      method: 'POST',
      body: { lifeEventId: null, eventDate: '' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      lifeEventId: LIFE_EVENT_TEXTS.eventRequired,
      eventDate: LIFE_EVENT_TEXTS.dateRequired,
    });
  });

  it("shows the upstream's field refusal by the field", async () => {
    const client = await emma();
    const response = await client.call('/api/life-events', {
      method: 'POST',
      body: { lifeEventId: 7101, eventDate: '2025-06-01' },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      eventDate: 'The date must be in the 2026 scheme year',
    });
  });

  it('answers an upstream failure with the spec message', async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        request.method === 'POST' && new URL(request.url).pathname.endsWith('/employees/life-events')
          ? Response.json({ message: 'Server Error' }, { status: 500 })
          : undefined,
    });
    const client = await emma(portal);
    const response = await client.call('/api/life-events', {
      method: 'POST',
      body: { lifeEventId: 7102, eventDate: '2026-10-03' },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { message: LIFE_EVENT_TEXTS.addFailed, code: LIFE_EVENT_ERROR_CODES.addFailed },
    });
  });
});
