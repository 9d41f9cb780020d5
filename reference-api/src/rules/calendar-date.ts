// Dates the upstream stores and takes in its JSON fields: ISO YYYY-MM-DD.

const YEAR_MONTH_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isYearMonthDay(value: string): boolean {
  if (!YEAR_MONTH_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
