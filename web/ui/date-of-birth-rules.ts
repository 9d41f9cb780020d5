import { msg } from '@lingui/core/macro';
import { DATE_OF_BIRTH_INVALID_MESSAGE, ISO_DATE_PATTERN, RECOVERY_TEXTS } from '#contract/recovery-rules';

/** The three parts of a date of birth exactly as typed (digits only, possibly unpadded). */
export type DateParts = { day: string; month: string; year: string };

export type DatePart = keyof DateParts;

/** The date-of-birth group's words (spec 2.10), messages read in the page's language where shown. */
export const DOB_LABELS = {
  legend: msg`Date of birth`,
  hint: msg`e.g. 28 08 1978`,
  day: msg`Day`,
  month: msg`Month`,
  year: msg`Year`,
} as const;

/** The date of birth's validation messages (spec section 5). */
export const DOB_TEXTS = {
  required: 'Date of birth is required',
  invalid: DATE_OF_BIRTH_INVALID_MESSAGE,
  mismatch: RECOVERY_TEXTS.dobMismatch,
} as const;

/** How many digits each part takes. */
export const DATE_PART_LENGTH: Readonly<Record<DatePart, number>> = { day: 2, month: 2, year: 4 };

/** The earliest year the arrow keys reach when no minYear is given. */
export const DEFAULT_MIN_YEAR = 1900;

export interface DateOfBirthRuleOptions {
  minYear?: number;
  maxYear?: number;
  /** "Today", for the current-year bound when only maxYear is given; defaults to new Date(). */
  now?: Date;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year; February follows the Gregorian leap-year rule. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** '3' → '03'; empty, '0' and two-digit values are left as they are. */
export function padDatePart(value: string): string {
  return /^[1-9]$/.test(value) ? `0${value}` : value;
}

/**
 * The allowed year range: with min and max, min–max; with only a max, the current year to the max
 * (spec section 5); with only a min, from the min on; with neither, unbounded.
 */
export function yearBounds({ minYear, maxYear, now = new Date() }: DateOfBirthRuleOptions): {
  min: number | undefined;
  max: number | undefined;
} {
  if (maxYear !== undefined && minYear === undefined) return { min: now.getFullYear(), max: maxYear };
  return { min: minYear, max: maxYear };
}

/**
 * Checks a date of birth (spec section 5). Returns null when it is valid, 'Date of birth is
 * required' when nothing is filled in, and 'This date of birth is not valid' for anything else
 * wrong: a missing part, non-digits, too many digits, a day beyond the month's length (leap years
 * included), a month outside 1–12, a year without 4 digits or outside the allowed range.
 */
export function validateDateOfBirth(parts: DateParts, options: DateOfBirthRuleOptions = {}): string | null {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return DOB_TEXTS.required;
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return DOB_TEXTS.invalid;
  const iso = toIsoDate({ day, month, year });
  if (!ISO_DATE_PATTERN.test(iso)) return DOB_TEXTS.invalid;
  const yearNumber = Number(year);
  if (Number(day) > daysInMonth(yearNumber, Number(month))) return DOB_TEXTS.invalid;
  const { min, max } = yearBounds(options);
  if (min !== undefined && yearNumber < min) return DOB_TEXTS.invalid;
  if (max !== undefined && yearNumber > max) return DOB_TEXTS.invalid;
  return null;
}

/** YYYY-MM-DD, as the Worker's contract takes dates (ISO_DATE_PATTERN). */
export function toIsoDate(parts: DateParts): string {
  return `${parts.year.trim()}-${padDatePart(parts.month.trim())}-${padDatePart(parts.day.trim())}`;
}

/** The reset page keeps the date of birth in its URL as DD-MM-YYYY (spec section 3). */
export function toUrlDob(parts: DateParts): string {
  return `${padDatePart(parts.day.trim())}-${padDatePart(parts.month.trim())}-${parts.year.trim()}`;
}

/** DD-MM-YYYY (one-digit day or month accepted) → parts, zero-padded; null when it is not that shape. */
export function fromUrlDob(value: string | null | undefined): DateParts | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return { day: padDatePart(day), month: padDatePart(month), year };
}

/** Keeps digits only, cut to the part's length. */
export function sanitiseDatePart(part: DatePart, value: string): string {
  return value.replace(/\D/g, '').slice(0, DATE_PART_LENGTH[part]);
}

/**
 * Whether a part the person just typed is complete, so focus may move on: a full-length value, or
 * a day of 4–9 or a month of 2–9 (no second digit could follow). The year is never "advanced".
 */
export function isDatePartComplete(part: DatePart, value: string): boolean {
  if (part === 'year') return false;
  if (value.length >= DATE_PART_LENGTH[part]) return true;
  if (value.length !== 1) return false;
  const digit = Number(value);
  return part === 'day' ? digit >= 4 : digit >= 2;
}

/** The range a part's arrow keys move within. */
export function datePartRange(
  part: DatePart,
  parts: DateParts,
  options: DateOfBirthRuleOptions = {},
): { min: number; max: number } {
  if (part === 'month') return { min: 1, max: 12 };
  if (part === 'day') {
    const month = Number(parts.month);
    const year = /^\d{4}$/.test(parts.year) ? Number(parts.year) : 2000; // 2000: a leap year allows 29/02
    return { min: 1, max: month >= 1 && month <= 12 ? daysInMonth(year, month) : 31 };
  }
  const now = options.now ?? new Date();
  const bounds = yearBounds({ ...options, now });
  const max = bounds.max ?? now.getFullYear();
  return { min: Math.min(bounds.min ?? DEFAULT_MIN_YEAR, max), max };
}

/**
 * ArrowUp (+1) / ArrowDown (-1) on a part: moves within its range, clamped at the ends. An empty or
 * unreadable day or month starts at the bottom (up) or top (down) of its range; an empty year starts
 * at the top of its range, the likelier end for a date of birth. Day and month come back padded.
 */
export function stepDatePart(
  part: DatePart,
  parts: DateParts,
  delta: 1 | -1,
  options: DateOfBirthRuleOptions = {},
): string {
  const { min, max } = datePartRange(part, parts, options);
  const current = parts[part] === '' ? Number.NaN : Number(parts[part]);
  let next: number;
  if (Number.isNaN(current)) next = part === 'year' || delta < 0 ? max : min;
  else next = Math.min(max, Math.max(min, current + delta));
  return part === 'year' ? String(next) : String(next).padStart(2, '0');
}
