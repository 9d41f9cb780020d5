import { describe, expect, it } from 'vitest';
import {
  DOB_TEXTS,
  daysInMonth,
  fromUrlDob,
  isDatePartComplete,
  padDatePart,
  sanitiseDatePart,
  stepDatePart,
  toIsoDate,
  toUrlDob,
  validateDateOfBirth,
} from './date-of-birth-rules';

const dob = (day: string, month: string, year: string) => ({ day, month, year });
const NOW = new Date('2026-05-14T12:00:00Z');

describe('validateDateOfBirth', () => {
  it('accepts a complete, real date', () => {
    expect(validateDateOfBirth(dob('28', '08', '1978'))).toBeNull();
  });

  it('accepts unpadded day and month', () => {
    expect(validateDateOfBirth(dob('3', '7', '1990'))).toBeNull();
  });

  it('says the date of birth is required when all three parts are empty', () => {
    expect(validateDateOfBirth(dob('', '', ''))).toBe('Date of birth is required');
    expect(validateDateOfBirth(dob(' ', '', ' '))).toBe(DOB_TEXTS.required);
  });

  it.each([
    ['the day is missing', dob('', '08', '1978')],
    ['the month is missing', dob('28', '', '1978')],
    ['the year is missing', dob('28', '08', '')],
  ])('calls the date not valid when %s', (_, parts) => {
    expect(validateDateOfBirth(parts)).toBe('This date of birth is not valid');
  });

  it('rejects non-digits in any part', () => {
    expect(validateDateOfBirth(dob('2a', '08', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('28', '-8', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('28', '08', '19 8'))).toBe(DOB_TEXTS.invalid);
  });

  it('rejects a day of more than 2 digits, even with leading zeros', () => {
    expect(validateDateOfBirth(dob('012', '08', '1978'))).toBe(DOB_TEXTS.invalid);
  });

  it('rejects day 00 and a day above 31', () => {
    expect(validateDateOfBirth(dob('00', '08', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('32', '08', '1978'))).toBe(DOB_TEXTS.invalid);
  });

  it('rejects a day above the number of days in that month', () => {
    expect(validateDateOfBirth(dob('31', '04', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('30', '04', '1978'))).toBeNull();
    expect(validateDateOfBirth(dob('31', '12', '1978'))).toBeNull();
    expect(validateDateOfBirth(dob('30', '02', '2000'))).toBe(DOB_TEXTS.invalid);
  });

  it.each([
    ['2000', null],
    ['1900', DOB_TEXTS.invalid],
    ['2024', null],
    ['2023', DOB_TEXTS.invalid],
  ])('handles 29 February in %s by the leap-year rule', (year, expected) => {
    expect(validateDateOfBirth(dob('29', '02', year))).toBe(expected);
  });

  it('rejects month 00, month 13 and a month of more than 2 digits', () => {
    expect(validateDateOfBirth(dob('01', '00', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '13', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '012', '1978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '12', '1978'))).toBeNull();
  });

  it('requires a year of exactly 4 digits', () => {
    expect(validateDateOfBirth(dob('01', '01', '78'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '01', '978'))).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '01', '19780'))).toBe(DOB_TEXTS.invalid);
  });

  it('with a min and a max year, keeps the year within them (inclusive)', () => {
    const range = { minYear: 1920, maxYear: 2010 };
    expect(validateDateOfBirth(dob('01', '01', '1919'), range)).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '01', '1920'), range)).toBeNull();
    expect(validateDateOfBirth(dob('01', '01', '2010'), range)).toBeNull();
    expect(validateDateOfBirth(dob('01', '01', '2011'), range)).toBe(DOB_TEXTS.invalid);
  });

  it('with only a max year, allows the current year up to the max', () => {
    const options = { maxYear: 2030, now: NOW };
    expect(validateDateOfBirth(dob('01', '01', '2025'), options)).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '01', '2026'), options)).toBeNull();
    expect(validateDateOfBirth(dob('01', '01', '2030'), options)).toBeNull();
    expect(validateDateOfBirth(dob('01', '01', '2031'), options)).toBe(DOB_TEXTS.invalid);
  });

  it('with only a min year, allows that year and later', () => {
    expect(validateDateOfBirth(dob('01', '01', '1899'), { minYear: 1900 })).toBe(DOB_TEXTS.invalid);
    expect(validateDateOfBirth(dob('01', '01', '1900'), { minYear: 1900 })).toBeNull();
  });
});

describe('date conversions', () => {
  it('formats parts as ISO YYYY-MM-DD, padding day and month', () => {
    expect(toIsoDate(dob('3', '7', '1990'))).toBe('1990-07-03');
    expect(toIsoDate(dob('28', '08', '1978'))).toBe('1978-08-28');
  });

  it('formats parts for the URL as DD-MM-YYYY', () => {
    expect(toUrlDob(dob('3', '7', '1990'))).toBe('03-07-1990');
  });

  it('reads DD-MM-YYYY from the URL back into padded parts', () => {
    expect(fromUrlDob('28-08-1978')).toEqual(dob('28', '08', '1978'));
    expect(fromUrlDob('3-7-1990')).toEqual(dob('03', '07', '1990'));
  });

  it('returns null for a URL value of another shape', () => {
    expect(fromUrlDob(null)).toBeNull();
    expect(fromUrlDob('')).toBeNull();
    expect(fromUrlDob('1978-08-28')).toBeNull();
    expect(fromUrlDob('28/08/1978')).toBeNull();
    expect(fromUrlDob('28-08-78')).toBeNull();
  });

  it('round-trips through the URL form', () => {
    const parts = dob('09', '11', '2001');
    expect(fromUrlDob(toUrlDob(parts))).toEqual(parts);
  });
});

describe('typing helpers', () => {
  it('pads a single digit 1-9 with a zero and leaves other values alone', () => {
    expect(padDatePart('3')).toBe('03');
    expect(padDatePart('12')).toBe('12');
    expect(padDatePart('0')).toBe('0');
    expect(padDatePart('')).toBe('');
  });

  it('keeps only digits, cut to 2 for day and month and 4 for the year', () => {
    expect(sanitiseDatePart('day', '1a2b3')).toBe('12');
    expect(sanitiseDatePart('month', '0-9')).toBe('09');
    expect(sanitiseDatePart('year', '19780')).toBe('1978');
  });

  it('treats a 2-digit day or month, a day of 4-9 and a month of 2-9 as complete', () => {
    expect(isDatePartComplete('day', '12')).toBe(true);
    expect(isDatePartComplete('day', '4')).toBe(true);
    expect(isDatePartComplete('day', '3')).toBe(false);
    expect(isDatePartComplete('day', '0')).toBe(false);
    expect(isDatePartComplete('month', '2')).toBe(true);
    expect(isDatePartComplete('month', '1')).toBe(false);
    expect(isDatePartComplete('month', '11')).toBe(true);
    expect(isDatePartComplete('year', '1978')).toBe(false);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('stepDatePart (arrow keys)', () => {
  it('moves the day up and down by one, padded', () => {
    expect(stepDatePart('day', dob('09', '01', '2000'), 1)).toBe('10');
    expect(stepDatePart('day', dob('10', '01', '2000'), -1)).toBe('09');
  });

  it('stops the day at 1 and at the last day of the month', () => {
    expect(stepDatePart('day', dob('01', '01', '2000'), -1)).toBe('01');
    expect(stepDatePart('day', dob('30', '04', '2000'), 1)).toBe('30');
    expect(stepDatePart('day', dob('28', '02', '2023'), 1)).toBe('28');
    expect(stepDatePart('day', dob('28', '02', '2024'), 1)).toBe('29');
  });

  it('keeps the month within 1-12', () => {
    expect(stepDatePart('month', dob('', '12', ''), 1)).toBe('12');
    expect(stepDatePart('month', dob('', '01', ''), -1)).toBe('01');
    expect(stepDatePart('month', dob('', '7', ''), 1)).toBe('08');
  });

  it('starts an empty day or month at the bottom going up and at the top going down', () => {
    expect(stepDatePart('day', dob('', '', ''), 1)).toBe('01');
    expect(stepDatePart('day', dob('', '', ''), -1)).toBe('31');
    expect(stepDatePart('month', dob('', '', ''), -1)).toBe('12');
  });

  it('keeps the year within the allowed range, starting an empty year at its top', () => {
    const options = { minYear: 1920, maxYear: 2010 };
    expect(stepDatePart('year', dob('', '', ''), 1, options)).toBe('2010');
    expect(stepDatePart('year', dob('', '', '2010'), 1, options)).toBe('2010');
    expect(stepDatePart('year', dob('', '', '1920'), -1, options)).toBe('1920');
    expect(stepDatePart('year', dob('', '', '1978'), 1, options)).toBe('1979');
    expect(stepDatePart('year', dob('', '', ''), -1, { now: NOW })).toBe('2026');
  });
});
