import { Hono } from 'hono';
import { z } from 'zod';
import { insertLifeEvent, listLifeEvents, listLifeEventTypes } from '../data/life-event-repository.ts';
import { findProfile } from '../data/profile-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { parsePathId } from '../http/path-id.ts';
import { LIFE_EVENT_MESSAGES, validateLifeEvent } from '../rules/life-event.ts';

const bodySchema = z.record(z.string(), z.unknown());
const INVALID_DATA = 'The given data was invalid.';

/**
 * Life events (spec section 7): GET client/life-events/available (the events the person's client
 * offers), GET client/life-events (the person's own), POST client/{id}/employees/life-events (adds
 * one for the signed-in employee of that client).
 */
export const lifeEventRoutes = new Hono<AuthedEnv>()
  .get('/client/life-events/available', requireBearer, async (c) => {
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    const types = profile?.client ? await listLifeEventTypes(c.env.DB, profile.client.id) : [];
    return c.json(types, 200);
  })
  .get('/client/life-events', requireBearer, async (c) => {
    return c.json(await listLifeEvents(c.env.DB, c.var.session.userId), 200);
  })
  .post('/client/:clientId/employees/life-events', requireBearer, async (c) => {
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    const client = profile?.client;
    if (!client || parsePathId(c.req.param('clientId')) !== client.id) {
      return c.json(legacyError('You can only add life events for your own employer'), 403);
    }
    if (!client.scheme) {
      return c.json(legacyError(LIFE_EVENT_MESSAGES.addFailed), 422);
    }
    const body = await readJsonBody(c, bodySchema);
    if (!body) {
      return c.json(legacyError('The request body must be a JSON object'), 400);
    }
    const validation = validateLifeEvent(body, client.scheme.scheme_year);
    if (!validation.ok) {
      return c.json({ status: 'error', error: INVALID_DATA, errors: validation.errors }, 422);
    }
    const event = await insertLifeEvent(c.env.DB, {
      userId: c.var.session.userId,
      clientId: client.id,
      typeId: validation.typeId,
      eventDate: validation.eventDate,
      nowIso: new Date().toISOString(),
    });
    if (!event) {
      return c.json(
        {
          status: 'error',
          error: INVALID_DATA,
          errors: { life_event_id: [LIFE_EVENT_MESSAGES.eventRequired] },
        },
        422,
      );
    }
    return c.json({ status: 'success', lifeEvent: event }, 201);
  });
