// Day arithmetic for the generated demo data, on 'YYYY-MM-DD' text in UTC. Every day is computed
// from fixed dates, never from the clock, so the seed is the same on every day of the year.
import type { SeededRandom } from './seeded-random.ts';

const DAY_MS = 86_400_000;

/** The seed's "today": the last day of its sign-in history (22 November 2026, decision 077). */
export const SEED_TODAY = '2026-11-22';

const timeOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(timeOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The later of two days (text order is date order). */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);

/** The last day of a month (1 to 12). */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A day from `first` to `last`, both included; null when the range is empty. */
export function dayBetween(random: SeededRandom, first: string, last: string): string | null {
  if (first > last) return null;
  return addDays(first, random.int(0, Math.round((timeOf(last) - timeOf(first)) / DAY_MS)));
}

/** An instant in office hours (07:00 to 20:59) of the day, as the API stores instants. */
export function instantOn(random: SeededRandom, day: string): string {
  const hour = String(random.int(7, 20)).padStart(2, '0');
  const minute = String(random.int(0, 59)).padStart(2, '0');
  return `${day}T${hour}:${minute}:00.000Z`;
}
