import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOnWhite, readableOn, tint } from './colour';

describe('tint', () => {
  it('keeps the colour at 100 % and fades it towards white below', () => {
    expect(tint('0B5FFF', 100)).toBe('#0B5FFF');
    expect(tint('333333', 5)).toBe('#F5F5F5');
    expect(tint('0B5FFF', 20)).toBe('#CEDFFF');
  });
});

describe('text colours', () => {
  it.each(['0B5FFF', '0F7B6C', '333333', 'FF7A00', 'FFE600', '2B2D42'])(
    'keep AA contrast for primary %s',
    (hex) => {
      expect(contrastRatio(inkOnWhite(hex), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      const on = readableOn(`#${hex}`);
      expect(contrastRatio(on, `#${hex}`)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('leaves a colour that already reads on white unchanged', () => {
    expect(inkOnWhite('0F7B6C')).toBe('#0F7B6C');
  });

  it('puts dark text on a light orange', () => {
    expect(readableOn('#FF7A00')).toBe('#111111');
  });
});
