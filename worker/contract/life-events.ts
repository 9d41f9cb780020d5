import { z } from 'zod';

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

// POST /api/life-events: life-event-requests.ts (zod/mini), which the add-life-event panel shares.
