import { describe, expect, it } from 'vitest';
import type { ClientLanguages } from '#contract/languages';
import { browserLanguages, chooseLanguage } from './choose-language';

const EVERY: ClientLanguages = { defaultLanguage: 'fr', languages: ['en-GB', 'de', 'fr', 'ar', 'ja'] };
const NO_DEFAULT: ClientLanguages = { defaultLanguage: null, languages: ['en-GB', 'de', 'ja'] };

describe('the language a page is rendered in', () => {
  it("is the person's own choice first, when the client allows it", () => {
    expect(chooseLanguage({ chosen: 'de', client: EVERY, acceptLanguage: 'ja' })).toBe('de');
  });

  it("falls to the client's default when the choice is not allowed or there is none", () => {
    const frenchOnly: ClientLanguages = { defaultLanguage: 'fr', languages: ['en-GB', 'fr'] };
    expect(chooseLanguage({ chosen: 'ar', client: frenchOnly, acceptLanguage: 'ar' })).toBe('fr');
    expect(chooseLanguage({ chosen: null, client: EVERY, acceptLanguage: 'de-DE' })).toBe('fr');
  });

  it("then the browser's languages, in their order of preference, matched by primary language", () => {
    expect(
      chooseLanguage({ chosen: null, client: NO_DEFAULT, acceptLanguage: 'fr-CH, ja;q=0.8, de;q=0.9' }),
    ).toBe('de');
    expect(chooseLanguage({ chosen: null, client: NO_DEFAULT, acceptLanguage: 'ja-JP' })).toBe('ja');
    expect(chooseLanguage({ chosen: null, client: NO_DEFAULT, acceptLanguage: 'en-US,de;q=0.5' })).toBe(
      'en-GB',
    );
  });

  it('then en-GB, which every client allows', () => {
    expect(chooseLanguage({ chosen: null, client: NO_DEFAULT, acceptLanguage: 'fr, ar' })).toBe('en-GB');
    expect(chooseLanguage({ chosen: null, client: NO_DEFAULT, acceptLanguage: null })).toBe('en-GB');
    const englishOnly: ClientLanguages = { defaultLanguage: null, languages: [] };
    expect(chooseLanguage({ chosen: 'en-GB', client: englishOnly, acceptLanguage: 'de' })).toBe('en-GB');
  });
});

describe('an Accept-Language header', () => {
  it('lists its tags by weight, keeping their order among equals, without q=0 or *', () => {
    expect(browserLanguages('de-CH;q=0.7, fr, *;q=0.5, ar;q=0, en;q=0.7')).toEqual(['fr', 'de-CH', 'en']);
    expect(browserLanguages('')).toEqual([]);
    expect(browserLanguages('ja;q=abc, de')).toEqual(['de']);
  });
});
