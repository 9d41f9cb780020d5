import { z } from 'zod';
import { isYearMonthDay } from './family-rules';
import { LIFE_EVENT_TEXTS } from './life-event-rules';

export const lifeEventTypeSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type LifeEventType = z.infer<typeof lifeEventTypeSchema>;

/** An event the person reported; the date year-month-day. */
export const lifeEventSchema = z.object({
  id: z.number().int().positive(),
  lifeEventId: z.number().int().positive(),
  name: z.string(),
  eventDate: z.string(),
});
export type LifeEvent = z.infer<typeof lifeEventSchema>;

/** GET /api/life-events: the events the client offers and those the person has reported. */
export const lifeEventsSchema = z.object({
  available: z.array(lifeEventTypeSchema),
  events: z.array(lifeEventSchema),
});
export type LifeEvents = z.infer<typeof lifeEventsSchema>;

/** POST /api/life-events: which event and when. */
export const addLifeEventRequestSchema = z.object({
  lifeEventId: z
    .number({ error: LIFE_EVENT_TEXTS.eventRequired })
    .int()
    .positive(LIFE_EVENT_TEXTS.eventRequired),
  eventDate: z
    .string({ error: LIFE_EVENT_TEXTS.dateRequired })
    .trim()
    .min(1, LIFE_EVENT_TEXTS.dateRequired)
    .refine(isYearMonthDay, LIFE_EVENT_TEXTS.invalidDate),
});
export type AddLifeEventRequest = z.infer<typeof addLifeEventRequestSchema>;
