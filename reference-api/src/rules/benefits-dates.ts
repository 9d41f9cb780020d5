// The dates a selection starts and ends on. Callers pass the instant, so tests control the clock
// (docs/decisions/015).

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export function isoDateOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/**
 * Opting out ends a selection on the last day of the month (UTC). A selection that has not started
 * yet ends on the last day of the month it starts in, so it never ends before it began.
 */
export function optOutEndDate(nowMs: number, startDate: string | null): string {
  const today = isoDateOf(nowMs);
  const from = startDate !== null && startDate > today ? startDate : today;
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7));
  // Day 0 of the next month is the last day of this one; Date.UTC takes months from 0.
  return isoDateOf(Date.UTC(year, month, 0));
}

/**
 * A change of a live selection applies from the first day of the next month (UTC): this month's
 * payroll has been worked out on the cover in force (docs/decisions/046).
 */
export function changeTakesEffect(nowMs: number): string {
  const today = new Date(nowMs);
  return isoDateOf(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
}
