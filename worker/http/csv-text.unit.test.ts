import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

describe('csvText', () => {
  it('quotes commas, quotes and line breaks, and leaves plain cells alone', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['two\nlines', 3.5],
          [null, true],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",3.5\r\n,true\r\n');
  });

  it('keeps a spreadsheet from running text as a formula, but not a negative number', () => {
    expect(csvText(['a', 'b', 'c'], [['=SUM(A1)', '@cmd', -12.5]])).toBe(
      "\uFEFFa,b,c\r\n'=SUM(A1),'@cmd,-12.5\r\n",
    );
  });
});
