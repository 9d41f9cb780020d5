// A reported life event (spec section 7): which event and when. The spec shows no rules for these;
// ours (docs/decisions/021): the event must be one the client offers and its date a real date in the
// scheme year it changes choices for.
// Its 422 names each field with its message; the portal shows them by the field
// (worker/routes/life-events.ts).
import type { FieldErrors } from '../http/json-form.ts';
import { isYearMonthDay } from './calendar-date.ts';

/** The upstream's messages of a reported life event. */
export const LIFE_EVENT_MESSAGES = {
  eventRequired: 'Please choose a life event',
  dateRequired: 'Please enter the date of the event',
  invalidDate: 'Please enter a valid date',
  /** Spec section 8, verbatim. */
  addFailed: 'There was an error encountered when trying to add the life event',
} as const;

export type LifeEventValidation =
  | { ok: true; typeId: number; eventDate: string }
  | { ok: false; errors: FieldErrors };

export function outsideSchemeYearMessage(schemeYear: number): string {
  return `The date must be in the ${schemeYear} scheme year`;
}

export function validateLifeEvent(body: Record<string, unknown>, schemeYear: number): LifeEventValidation {
  const errors: FieldErrors = {};
  const typeId = Number(body.life_event_id);
  if (!Number.isInteger(typeId) || typeId < 1) errors.life_event_id = [LIFE_EVENT_MESSAGES.eventRequired];
  const eventDate = typeof body.event_date === 'string' ? body.event_date.trim() : '';
  if (!eventDate) errors.event_date = [LIFE_EVENT_MESSAGES.dateRequired];
  else if (!isYearMonthDay(eventDate)) errors.event_date = [LIFE_EVENT_MESSAGES.invalidDate];
  else if (!eventDate.startsWith(`${schemeYear}-`))
    errors.event_date = [outsideSchemeYearMessage(schemeYear)];
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, typeId, eventDate };
}
