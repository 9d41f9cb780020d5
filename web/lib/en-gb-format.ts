/**
 * Numbers, money and dates as en-GB writes them, without `Intl`.
 *
 * The portal speaks en-GB only. The first `Intl` formatter a page creates starts ICU in the page's
 * isolate: about 15 ms on a fast machine, 60 ms on Lighthouse's mobile CPU, inside the task that
 * hydrates the page (decision 030). These functions give the same text as `Intl`'s en-GB formats
 * (a property test compares them) for the values the portal shows: finite amounts below 10^21 and
 * valid dates.
 */

import { groupDigits } from '#contract/group-digits';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** en-GB's short month names (ICU writes 'Sept', not 'Sep'). */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Beyond this JavaScript writes numbers with an exponent; no amount of the portal comes near. */
const LARGEST_PLAIN = 1e21;

/**
 * `value` rounded half away from zero to `digits` decimals, as `Intl` rounds: on the shortest
 * decimal that reads back as the same number (1.005 ▸ 1.01), not on its binary expansion
 * (where `toFixed` gives 1.00). Returns the integer and decimal digits, without sign.
 */
function roundDecimal(value: number, digits: number): { whole: string; fraction: string } {
  const magnitude = Math.abs(value);
  // Below 1e-6 JavaScript writes an exponent; anything that small rounds to zero here.
  const written = magnitude < 1e-6 ? '0' : String(magnitude);
  const [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const roundsUp = Number(fraction[digits]) >= 5;
  const rounded = roundsUp ? addOne(kept) : kept;
  const wholeLength = rounded.length - digits;
  return { whole: rounded.slice(0, wholeLength) || '0', fraction: rounded.slice(wholeLength) };
}

/** Adds one to a string of decimal digits ('199' ▸ '200', '99' ▸ '100'). */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index] === '9') {
      out[index] = '0';
    } else {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** A minus sign for negative numbers, negative zero included, as `Intl` writes them. */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })`: 1234.5 ▸ '£1,234.50'. */
export function formatPounds(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_PLAIN) {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value);
  }
  const { whole, fraction } = roundDecimal(value, 2);
  return `${signOf(value)}£${groupDigits(whole)}.${fraction}`;
}

/**
 * `Intl.NumberFormat('en-GB', { maximumFractionDigits })`: grouped, at most that many decimals and
 * no trailing zeros (1234.50 ▸ '1,234.5'; 3 ▸ '3').
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_PLAIN) {
    return new Intl.NumberFormat('en-GB', { maximumFractionDigits }).format(value);
  }
  const { whole, fraction } = roundDecimal(value, maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  return `${signOf(value)}${groupDigits(whole)}${decimals ? `.${decimals}` : ''}`;
}

/**
 * `Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })`:
 * grouped, always that many decimals (12 ▸ '12.0' at one).
 */
export function formatDecimal(value: number, digits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_PLAIN) {
    return new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  }
  const { whole, fraction } = roundDecimal(value, digits);
  return `${signOf(value)}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Which clock a date is read on: the person's own (the default) or UTC (calendar dates). */
type Clock = 'local' | 'utc';

const HOUR_MS = 3_600_000;

/** The UTC time of 01:00 UTC on the last Sunday of a month (0-based), when UK clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Whether UK clocks are on British Summer Time at `date`: from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October, the rule since 1996 (and the one a date of the
 * portal's records, none older, needs).
 */
function onSummerTime(date: Date): boolean {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
}

function partsOf(date: Date, clock: Clock) {
  return clock === 'utc'
    ? { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
    : { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
}

/** { day: 'numeric', month: 'long', year: 'numeric' }: '5 November 2026'. */
export function formatLongDate(date: Date, clock: Clock = 'local'): string {
  const { day, month, year } = partsOf(date, clock);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** { day: 'numeric', month: 'short', year: 'numeric' }: '5 Nov 2026'. */
export function formatShortDate(date: Date, clock: Clock = 'local'): string {
  const { day, month, year } = partsOf(date, clock);
  return `${day} ${SHORT_MONTHS[month]} ${year}`;
}

/** { day: 'numeric', month: 'short' }: '5 Nov'. */
export function formatDayAndShortMonth(date: Date, clock: Clock = 'local'): string {
  const { day, month } = partsOf(date, clock);
  return `${day} ${SHORT_MONTHS[month]}`;
}

/** { month: 'long', year: 'numeric' }: 'November 2026'. */
export function formatMonthAndYear(date: Date, clock: Clock = 'local'): string {
  const { month, year } = partsOf(date, clock);
  return `${MONTHS[month]} ${year}`;
}

/** { month: 'long' }: 'November'. */
export function formatMonth(date: Date, clock: Clock = 'local'): string {
  return MONTHS[partsOf(date, clock).month] ?? '';
}

/**
 * `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit',
 * minute: '2-digit' })` on UTC or on the UK's clock (`timeZone: 'Europe/London'`): '5 Nov 2026,
 * 14:03'. Either is the same whatever the person's clock, so a page streamed by the server hydrates
 * as it was written.
 */
export function formatShortDateTime(date: Date, clock: 'utc' | 'uk'): string {
  const shown = clock === 'uk' && onSummerTime(date) ? new Date(date.getTime() + HOUR_MS) : date;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${formatShortDate(shown, 'utc')}, ${two(shown.getUTCHours())}:${two(shown.getUTCMinutes())}`;
}

/** A calendar day as the portal's data carries it: 'YYYY-MM-DD'. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a calendar day, 'YYYY-MM-DD', and nothing else. */
export function isCalendarDate(text: string): boolean {
  return CALENDAR_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/**
 * A calendar day, 'YYYY-MM-DD', written as a person reads it (decision 074): '2026-12-31' ▸
 * '31 December 2026', or '31 Dec 2026' where a table's column is narrow. It is read on UTC, so no
 * time zone moves it to the day before. Anything else is given back as it is.
 */
export function formatCalendarDate(isoDate: string, style: 'long' | 'short' = 'long'): string {
  if (!isCalendarDate(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return style === 'long' ? formatLongDate(date, 'utc') : formatShortDate(date, 'utc');
}
