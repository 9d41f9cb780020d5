import type { I18n } from '@lingui/core';
import { directionOf, type Language } from '#contract/languages';
import { switchLanguage } from './i18n-catalogs';
import { portal, read } from './portal-client';

/**
 * The picker's choice (docs/decisions/085): the Worker keeps it for this browser, then the page's
 * messages and its `lang` and `dir` change in place, so nothing typed is lost; every page after it
 * is rendered in it by the Worker.
 */
export async function chooseLanguage(i18n: I18n, language: Language): Promise<void> {
  await read(portal.api.language.$put({ json: { language } }));
  await switchLanguage(i18n, language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
