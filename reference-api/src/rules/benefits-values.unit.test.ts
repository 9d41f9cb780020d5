import { describe, expect, it } from 'vitest';
import {
  checkChosenValues,
  checkValue,
  DEFAULT_MAX_VALUE,
  editFieldMessage,
  limitsOf,
  partnerSpecFor,
  valueRangeMessage,
} from './benefits-values.ts';

const cover = { min: 10000, max: 500000, step: 1000 };
const refusal = { ok: false, message: 'Please enter a value between 10000 and 500000' };

describe('benefit values', () => {
  it.each([10000, 11000, 250000, 500000])('accepts %d, within the limits and on a step', (value) => {
    expect(checkValue(cover, value)).toEqual({ ok: true });
  });

  it.each([
    ['below the minimum', 9000],
    ['above the maximum', 501000],
    ['off the step', 10500],
    ['not a finite number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('refuses a value %s with the range message', (_reason, value) => {
    expect(checkValue(cover, value)).toEqual(refusal);
  });

  it('counts steps from the minimum, not from zero', () => {
    expect(checkValue({ min: 150, max: 1000, step: 100 }, 350)).toEqual({ ok: true });
    expect(checkValue({ min: 150, max: 1000, step: 100 }, 300).ok).toBe(false);
  });

  it('accepts decimal steps despite floating point', () => {
    expect(checkValue({ min: 0.5, max: 5, step: 0.5 }, 3.5)).toEqual({ ok: true });
    expect(checkValue({ min: 0, max: 1, step: 0.1 }, 0.3)).toEqual({ ok: true });
    expect(checkValue({ min: 0, max: 1, step: 0.1 }, 0.35).ok).toBe(false);
  });

  it('defaults the maximum to 999999.9 when the benefit sets none', () => {
    const open = { min: 10, max: null, step: 0.1 };

    expect(limitsOf(open)).toEqual({ min: 10, max: DEFAULT_MAX_VALUE, step: 0.1 });
    expect(checkValue(open, 999999.9)).toEqual({ ok: true });
    expect(checkValue(open, 1000000)).toEqual({
      ok: false,
      message: 'Please enter a value between 10 and 999999.9',
    });
  });

  it('writes the limits in the message as plain numbers', () => {
    expect(valueRangeMessage({ min: 0, max: 250000, step: 1000 })).toBe(
      'Please enter a value between 0 and 250000',
    );
  });
});

describe('chosen values', () => {
  const life = { value: cover, partnerValue: { min: 0, max: 250000, step: 1000 } };
  const none = { value: null, partnerValue: null };
  const empty = { value: null, partnerValue: null };

  it('takes the values given, as numbers or numeric text', () => {
    expect(checkChosenValues(life, { value: 100000, partnerValue: '25000' }, empty)).toEqual({
      ok: true,
      values: { value: 100000, partnerValue: 25000 },
    });
  });

  it('needs a value for a benefit that takes one, but no partner value', () => {
    expect(checkChosenValues(life, {}, empty)).toEqual({
      ok: false,
      field: 'value',
      message: refusal.message,
    });
    expect(checkChosenValues(life, { value: 20000 }, empty)).toEqual({
      ok: true,
      values: { value: 20000, partnerValue: null },
    });
  });

  it('keeps a current value that is left out, and clears a partner value sent as null', () => {
    const current = { value: 60000, partnerValue: 10000 };

    expect(checkChosenValues(life, { partnerValue: 20000 }, current)).toEqual({
      ok: true,
      values: { value: 60000, partnerValue: 20000 },
    });
    expect(checkChosenValues(life, { partnerValue: null }, current)).toEqual({
      ok: true,
      values: { value: 60000, partnerValue: null },
    });
  });

  it.each([
    ['off the step', { value: 10500 }, 'value', 'Please enter a value between 10000 and 500000'],
    ['text', { value: 'lots' }, 'value', 'Please enter a value between 10000 and 500000'],
    ['a boolean', { value: true }, 'value', 'Please enter a value between 10000 and 500000'],
    [
      'a partner value over',
      { value: 300000, partnerValue: 251000 },
      'partner_value',
      'Please enter a value between 0 and 250000',
    ],
    [
      "a partner value over the person's own cover",
      { value: 100000, partnerValue: 101000 },
      'partner_value',
      'Please enter a value between 0 and 100000',
    ],
  ])('refuses %s with the range message of its field', (_reason, input, field, message) => {
    expect(checkChosenValues(life, input, empty)).toEqual({ ok: false, field, message });
  });

  it('refuses a value for a benefit that takes none', () => {
    expect(checkChosenValues(none, {}, empty)).toEqual({ ok: true, values: empty });
    expect(checkChosenValues(none, { value: 5 }, empty)).toEqual({
      ok: false,
      field: 'value',
      message: 'This benefit does not take a value',
    });
    expect(checkChosenValues(none, { partnerValue: 5 }, empty)).toEqual({
      ok: false,
      field: 'partner_value',
      message: 'This benefit does not take a partner value',
    });
  });

  it("holds a partner's cover to the person's own, within the partner's own limits", () => {
    const partner = { min: 0, max: 250000, step: 1000 };
    expect(partnerSpecFor(partner, 100000)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(partnerSpecFor(partner, 400000)).toEqual({ min: 0, max: 250000, step: 1000 });
    expect(partnerSpecFor(partner, null)).toEqual(partner);
    expect(partnerSpecFor({ min: 5000, max: null, step: 1000 }, 1000).max).toBe(5000);
    expect(checkChosenValues(life, { value: 100000, partnerValue: 100000 }, empty).ok).toBe(true);
  });

  it("words an edit field's message with its step, and a partner's with its rule", () => {
    const limits = { min: 0, max: 150000, step: 1000 };
    expect(editFieldMessage(limits, 'value')).toBe(
      'Please enter a value between 0 and 150000, in steps of 1000',
    );
    expect(editFieldMessage(limits, 'partner_value')).toBe(
      'Please enter a value between 0 and 150000, in steps of 1000, and no more than your own cover',
    );
  });
});
