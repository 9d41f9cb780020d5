import { describe, expect, it } from 'vitest';
import { checkPersonName } from './person-name.ts';

describe('person name rule', () => {
  it('trims and accepts 1 to 50 characters, counting code points', () => {
    expect(checkPersonName('first_name', '  Siobhán ')).toEqual({ ok: true, value: 'Siobhán' });
    expect(checkPersonName('surname', "O'Brien-Ng")).toEqual({ ok: true, value: "O'Brien-Ng" });
    expect(checkPersonName('surname', '𝒜'.repeat(50))).toMatchObject({ ok: true });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['51 characters', 'a'.repeat(51)],
  ])('rejects a name that is %s', (_reason, raw) => {
    expect(checkPersonName('first_name', raw)).toEqual({
      ok: false,
      message: 'first_name must be between 1 and 50 characters',
    });
  });

  it('rejects control characters and values that are not text', () => {
    expect(checkPersonName('surname', 'Ann\u0000a')).toMatchObject({ ok: false });
    expect(checkPersonName('surname', 42)).toEqual({ ok: false, message: 'surname must be text' });
  });
});
