import { describe, expect, it } from 'vitest';
import { changeTakesEffect, isoDateOf, optOutEndDate } from './benefits-dates.ts';

const at = (instant: string) => Date.parse(instant);

describe('selection dates', () => {
  it('writes the UTC day of an instant', () => {
    expect(isoDateOf(at('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(isoDateOf(at('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });

  it.each([
    ['2026-01-01T00:00:00.000Z', '2026-01-31'],
    ['2026-02-14T12:00:00.000Z', '2026-02-28'],
    ['2028-02-01T12:00:00.000Z', '2028-02-29'],
    ['2026-04-30T23:59:59.999Z', '2026-04-30'],
    ['2026-12-31T10:00:00.000Z', '2026-12-31'],
  ])('opting out at %s ends the selection on %s', (instant, endDate) => {
    expect(optOutEndDate(at(instant), '2026-01-01')).toBe(endDate);
  });

  it('ends a selection that has not started yet in the month it starts', () => {
    expect(optOutEndDate(at('2026-11-25T09:00:00.000Z'), '2027-01-01')).toBe('2027-01-31');
    expect(optOutEndDate(at('2026-11-25T09:00:00.000Z'), null)).toBe('2026-11-30');
  });

  it.each([
    ['2026-11-27T22:00:00.000Z', '2026-12-01'],
    ['2026-12-31T23:59:59.999Z', '2027-01-01'],
    ['2026-01-01T00:00:00.000Z', '2026-02-01'],
  ])('a change of a live selection made at %s takes effect on %s', (instant, from) => {
    expect(changeTakesEffect(at(instant))).toBe(from);
  });
});
