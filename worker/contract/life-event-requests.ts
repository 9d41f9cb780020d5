// Reporting a life event in zod/mini (docs/decisions/067): the add-life-event panel checks with it in
// the browser and the Worker validates POST /api/life-events with the same schema.
import * as z from 'zod/mini';
import { isYearMonthDay } from './family-rules';
import { LIFE_EVENT_TEXTS } from './life-event-rules';

/** POST /api/life-events: which event and when. */
export const addLifeEventRequestSchema = z.object({
  lifeEventId: z
    .number({ error: LIFE_EVENT_TEXTS.eventRequired })
    .check(z.int(), z.positive(LIFE_EVENT_TEXTS.eventRequired)),
  eventDate: z
    .string({ error: LIFE_EVENT_TEXTS.dateRequired })
    .check(
      z.trim(),
      z.minLength(1, LIFE_EVENT_TEXTS.dateRequired),
      z.refine(isYearMonthDay, LIFE_EVENT_TEXTS.invalidDate),
    ),
});
export type AddLifeEventRequest = z.infer<typeof addLifeEventRequestSchema>;
