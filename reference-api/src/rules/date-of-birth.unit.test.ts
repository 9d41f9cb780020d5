import { describe, expect, it } from 'vitest';
import { parseDayFirstDate, parseYearFirstDate } from './date-of-birth.ts';

describe('dates of birth', () => {
  it('reads DD/MM/YYYY and YYYY/MM/DD as ISO dates', () => {
    expect(parseDayFirstDate('15/04/1990')).toBe('1990-04-15');
    expect(parseYearFirstDate('1990/04/15')).toBe('1990-04-15');
  });

  it('knows leap years', () => {
    expect(parseDayFirstDate('29/02/2000')).toBe('2000-02-29');
    expect(parseDayFirstDate('29/02/1996')).toBe('1996-02-29');
    expect(parseDayFirstDate('29/02/1900')).toBeNull();
    expect(parseYearFirstDate('1991/02/29')).toBeNull();
  });

  it.each([
    '31/04/1990',
    '00/04/1990',
    '15/13/1990',
    '15/00/1990',
    '15-04-1990',
    '1990/04/15',
    '5/4/1990',
    '',
  ])('refuses %j as day first', (text) => {
    expect(parseDayFirstDate(text)).toBeNull();
  });

  it.each(['1990/04/31', '15/04/1990', '1990-04-15', '90/04/15', '1990/4/15'])(
    'refuses %j as year first',
    (text) => {
      expect(parseYearFirstDate(text)).toBeNull();
    },
  );
});
