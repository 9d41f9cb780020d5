/**
 * The languages the portal speaks (docs/decisions/085-languages.md). en-GB is the source: its texts
 * are the specification's. Zod-free: the login page reads it.
 */
export const LANGUAGES = ['en-GB', 'de', 'fr', 'ar', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en-GB';

/** Each language by its own name, as the language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'en-GB': 'English',
  de: 'Deutsch',
  fr: 'Français',
  ar: 'العربية',
  ja: '日本語',
};

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The writing direction of a page in `language`, for `<html dir>`. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * The cookie that keeps a person's choice of language on this browser, signed in or not (a choice
 * made on the login page is theirs before anyone knows who they are). The Worker writes it.
 */
export const LANGUAGE_COOKIE_NAME = 'portal-language';
/** One year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The language a Cookie header's language cookie names, if it names one. */
export function languageCookieOf(cookies: string | null | undefined): Language | null {
  for (const pair of cookies?.split(';') ?? []) {
    const index = pair.indexOf('=');
    if (index >= 0 && pair.slice(0, index).trim() === LANGUAGE_COOKIE_NAME) {
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}

/** What a client allows: the language its people see unless they choose, and those they may choose. */
export interface ClientLanguages {
  /** Null: the client leaves it to each browser. */
  defaultLanguage: Language | null;
  languages: readonly Language[];
}

/** A portal reached without a client (or a client that says nothing) speaks every language. */
export const ANY_CLIENT_LANGUAGES: ClientLanguages = { defaultLanguage: null, languages: LANGUAGES };
