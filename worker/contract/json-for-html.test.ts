import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeJsonForHtml } from './json-for-html';

/** What the HTML parser sees inside a script element: this text in it ends the element, or starts a comment that can hide its end. */
const ENDS_OR_HIDES_SCRIPT = /<\/script|<!--|<script/i;

/** Strings made to hold what could break out of a script element, beside any other text. */
const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '</script>',
    '</SCRIPT >',
    '<!--',
    '-->',
    '<script>',
    '&amp;',
    '&lt;',
    '\u2028',
    '\u2029',
    ']]>',
  ),
  fc
    .array(fc.constantFrom('<', '/', 's', 'c', 'r', 'i', 'p', 't', '>', '!', '-', '&', '\u2028', 'x'), {
      maxLength: 24,
    })
    .map((characters) => characters.join('')),
);

/** A JSON value (what JSON.stringify writes and reads back alike), its strings from hostileString. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('serializeJsonForHtml', () => {
  it('writes text that cannot end or hide the script element, and that parses back to the same value', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const text = serializeJsonForHtml(value);
        expect(text).not.toMatch(ENDS_OR_HIDES_SCRIPT);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('escapes a value that would close its element, as \\u escapes JSON.parse reads back', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c -->\u2028\u2029' };
    const text = serializeJsonForHtml(value);
    expect(text).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"a \\u0026 b \\u003c!-- c --\\u003e\\u2028\\u2029"}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });
});
