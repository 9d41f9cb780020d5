import { z } from 'zod';
import type { LifeEvent, LifeEventType } from '#contract/life-events';

/** GET client/life-events/available: the events the person's client offers. */
export const upstreamAvailableLifeEventsSchema = z.array(
  z.object({ id: z.number().int().positive(), name: z.string() }),
) satisfies z.ZodType<LifeEventType[]>;

const upstreamLifeEventSchema = z
  .object({
    id: z.number().int().positive(),
    life_event_id: z.number().int().positive(),
    name: z.string(),
    event_date: z.string(),
  })
  .transform(
    (event): LifeEvent => ({
      id: event.id,
      lifeEventId: event.life_event_id,
      name: event.name,
      // Shown year-month-day like the other dates of the profile.
      eventDate: event.event_date.slice(0, 10),
    }),
  );

/** GET client/life-events: the person's own events. */
export const upstreamLifeEventsSchema = z.array(upstreamLifeEventSchema);

/** POST client/{id}/employees/life-events answers with the recorded event. */
export const upstreamLifeEventAddedSchema = z
  .object({ status: z.string().optional(), lifeEvent: upstreamLifeEventSchema })
  .transform((answer) => answer.lifeEvent);

export const LIFE_EVENT_FIELD_NAMES = { life_event_id: 'lifeEventId', event_date: 'eventDate' } as const;

/** The client id from /login/setup: the add call's path names the person's client. */
export const upstreamSetupClientSchema = z.object({
  client: z.object({ id: z.number().int().positive() }).nullish(),
});
