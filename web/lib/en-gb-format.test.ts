import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDayAndShortMonth,
  formatDecimal,
  formatLongDate,
  formatMonth,
  formatMonthAndYear,
  formatNumber,
  formatPounds,
  formatShortDate,
  formatShortDateTime,
  isCalendarDate,
} from './en-gb-format';

// What the portal shows: money in pence and pounds, cover amounts, counts; any of them negative.
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((pence) => pence / 100),
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
  fc.constantFrom(0, -0, 1.005, 2.675, 0.045, -0.005, 999.995, 9_999_999.999, 1e-7, 0.5),
);
const dates = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('en-GB formats without Intl', () => {
  it('write money as Intl writes pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatPounds(value)).toBe(intl.format(value));
      }),
      {
        numRuns: 2000,
      },
    );
  });

  it('write numbers as Intl writes them, for every number of decimals used', () => {
    for (const digits of [0, 2, 3]) {
      const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits });
      fc.assert(
        fc.property(amounts, (value) => {
          expect(formatNumber(value, digits)).toBe(intl.format(value));
        }),
        { numRuns: 1000 },
      );
    }
  });

  it('write numbers with a fixed number of decimals as Intl writes them', () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-GB', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      fc.assert(
        fc.property(amounts, (value) => {
          expect(formatDecimal(value, digits)).toBe(intl.format(value));
        }),
        { numRuns: 500 },
      );
    }
  });

  it('write dates as Intl writes them, on the local clock and on UTC', () => {
    const formats = [
      [formatLongDate, { day: 'numeric', month: 'long', year: 'numeric' }],
      [formatShortDate, { day: 'numeric', month: 'short', year: 'numeric' }],
      [formatDayAndShortMonth, { day: 'numeric', month: 'short' }],
      [formatMonthAndYear, { month: 'long', year: 'numeric' }],
      [formatMonth, { month: 'long' }],
    ] as const;
    for (const [format, options] of formats) {
      const local = new Intl.DateTimeFormat('en-GB', options);
      const utc = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
      fc.assert(
        fc.property(dates, (date) => {
          expect(format(date)).toBe(local.format(date));
          expect(format(date, 'utc')).toBe(utc.format(date));
        }),
        { numRuns: 500 },
      );
    }
  });

  it('write a date and time as Intl writes it on UTC and on Europe/London, summer time and its changes included', () => {
    const options = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    } as const;
    const utc = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    const uk = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
    const records = fc.date({
      min: new Date('1996-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    // The minutes either side of each change, where a wrong rule shows first.
    const changes = fc
      .tuple(fc.integer({ min: 1996, max: 2099 }), fc.constantFrom(2, 9), fc.integer({ min: -90, max: 90 }))
      .map(([year, month, minutes]) => {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        return new Date(change + minutes * 60_000);
      });
    fc.assert(
      fc.property(fc.oneof(records, changes), (date) => {
        expect(formatShortDateTime(date, 'uk')).toBe(uk.format(date));
        expect(formatShortDateTime(date, 'utc')).toBe(utc.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('keep the examples people read', () => {
    expect(formatShortDateTime(new Date('2026-09-05T23:30:00Z'), 'uk')).toBe('6 Sept 2026, 00:30');
    expect(formatShortDateTime(new Date('2026-10-25T00:59:00Z'), 'uk')).toBe('25 Oct 2026, 01:59');
    expect(formatShortDateTime(new Date('2026-10-25T01:00:00Z'), 'uk')).toBe('25 Oct 2026, 01:00');
    expect(formatDecimal(12, 1)).toBe('12.0');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(-0.004)).toBe('-£0.00');
    expect(formatNumber(250000, 2)).toBe('250,000');
    expect(formatNumber(12.5, 2)).toBe('12.5');
    expect(formatShortDate(new Date('2026-09-18T00:00:00Z'), 'utc')).toBe('18 Sept 2026');
  });

  it('write a calendar day as a date on any clock, and leave anything else as it is (decision 074)', () => {
    expect(formatCalendarDate('2026-12-31')).toBe('31 December 2026');
    expect(formatCalendarDate('1985-03-12', 'short')).toBe('12 Mar 1985');
    expect(formatCalendarDate('2025-11-03')).toBe('3 November 2025');
    // The day itself, whatever the person's clock: never the day before west of Greenwich.
    fc.assert(
      fc.property(dates, (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(formatCalendarDate(day)).toBe(
          new Intl.DateTimeFormat('en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(date),
        );
      }),
      { numRuns: 500 },
    );
    expect(isCalendarDate('2026-11-18')).toBe(true);
    expect(isCalendarDate('2026-11-18T10:00:00Z')).toBe(false);
    expect(isCalendarDate('Cycle to Work')).toBe(false);
    expect(formatCalendarDate('TBC')).toBe('TBC');
  });
});
