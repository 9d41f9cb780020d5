import {
  type ClientLanguages,
  isLanguage,
  LANGUAGES,
  type Language,
  SOURCE_LANGUAGE,
} from '#contract/languages';

/**
 * The language a page is rendered in (docs/decisions/085-languages.md), decided by the Worker
 * before any script runs: the person's own choice, then the client's default, then the browser's
 * Accept-Language, then en-GB; only ever a language the client allows (en-GB, the source, always).
 */
export function chooseLanguage({
  chosen,
  client,
  acceptLanguage,
}: {
  /** The person's choice: their saved setting, or the language cookie of this browser. */
  chosen: Language | null;
  client: ClientLanguages;
  acceptLanguage: string | null;
}): Language {
  const allowed = (language: Language | null): language is Language =>
    language !== null && (language === SOURCE_LANGUAGE || client.languages.includes(language));
  if (allowed(chosen)) return chosen;
  if (allowed(client.defaultLanguage)) return client.defaultLanguage;
  for (const wanted of browserLanguages(acceptLanguage)) {
    const language = portalLanguageFor(wanted);
    if (allowed(language)) return language;
  }
  return SOURCE_LANGUAGE;
}

/** The portal's language for a browser's language tag: exact, else by its primary language. */
function portalLanguageFor(tag: string): Language | null {
  if (isLanguage(tag)) return tag;
  const primary = tag.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language.split('-')[0] === primary) ?? null;
}

/** An Accept-Language header's tags, most wanted first (`q=0` ones left out). */
export function browserLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
