import { Hono } from 'hono';
import { addLifeEventRequestSchema } from '#contract/life-event-requests';
import { LIFE_EVENT_ERROR_CODES, LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import { type LifeEvent, type LifeEvents, lifeEventSchema, lifeEventsSchema } from '#contract/life-events';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { fieldRefusal } from '../http/field-refusal';
import { validate } from '../http/validation';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import { fieldErrorsOf } from '../upstream/field-errors';
import {
  LIFE_EVENT_FIELD_NAMES,
  upstreamAvailableLifeEventsSchema,
  upstreamLifeEventAddedSchema,
  upstreamLifeEventsSchema,
  upstreamSetupClientSchema,
} from '../upstream/life-event-responses';
import { UpstreamError } from '../upstream/upstream-client';
import { readUpstream } from '../upstream/upstream-json';

/**
 * Life events (spec sections 4, 7, 8): the events the client offers and the person's own, and adding
 * one. Any failure to add other than a refused field is spec 8's 'There was an error encountered
 * when trying to add the life event'.
 */
export const lifeEventRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', answers(lifeEventsSchema), async (c) => {
    const [available, events] = await Promise.all([
      callAsUser(c, 'v2', '/client/life-events/available').then((r) =>
        readUpstream(r, upstreamAvailableLifeEventsSchema),
      ),
      callAsUser(c, 'v2', '/client/life-events').then((r) => readUpstream(r, upstreamLifeEventsSchema)),
    ]);
    return c.json<LifeEvents>({ available, events });
  })

  .post('/', answers(lifeEventSchema), validate('json', addLifeEventRequestSchema), async (c) => {
    const { lifeEventId, eventDate } = c.req.valid('json');
    const failed = () => c.json(apiError(LIFE_EVENT_TEXTS.addFailed, LIFE_EVENT_ERROR_CODES.addFailed), 502);
    try {
      // The add call's path names the person's client, which only the setup call tells.
      const setup = await readUpstream(await callAsUser(c, 'v2', '/login/setup'), upstreamSetupClientSchema);
      if (!setup.client) return failed();
      const response = await callAsUser(c, 'v2', `/client/${setup.client.id}/employees/life-events`, {
        method: 'POST',
        body: JSON.stringify({ life_event_id: lifeEventId, event_date: eventDate }),
      });
      if (response.status === 422) {
        const fields = fieldErrorsOf(
          await response
            .clone()
            .json()
            .catch(() => null),
          LIFE_EVENT_FIELD_NAMES,
        );
        if (Object.keys(fields).length > 0) return fieldRefusal(c, fields);
      }
      return c.json<LifeEvent>(await readUpstream(response, upstreamLifeEventAddedSchema), 201);
    } catch (error) {
      // A refused session still ends it (401 from onError); anything else is the add failing.
      if (error instanceof UpstreamError && error.status !== 401) return failed();
      throw error;
    }
  });
