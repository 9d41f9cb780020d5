import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from '#contract/languages';

/**
 * Each language's compiled catalog, a chunk of its own: a page downloads its language's messages
 * only (docs/decisions/085-languages.md). Written out, not built from the language's name, so the
 * bundler sees every catalog and nothing else under web/lib/locales/.
 */
const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  'en-GB': () => import('./locales/en-GB.po'),
  de: () => import('./locales/de.po'),
  fr: () => import('./locales/fr.po'),
  ar: () => import('./locales/ar.po'),
  ja: () => import('./locales/ja.po'),
};

/** A language's messages, compiled at build time (no message syntax is parsed in the browser). */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await CATALOGS[language]()).messages;
}

/**
 * The messages of one page render in `language`: one instance per render, never a shared one (the
 * Worker renders pages in several languages at once).
 */
export async function i18nFor(language: Language): Promise<I18n> {
  const messages = await loadMessages(language);
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** Switches a page's messages to `language` (the picker): the tree re-renders in place. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });
}
