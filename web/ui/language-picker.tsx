import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#contract/languages';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { SelectField } from './select-field';

/**
 * The language picker (docs/decisions/085-languages.md): each language the client allows, by its
 * own name. Choosing one re-renders the page in it where it stands; the call's code loads then.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { client } = useBootstrap();
  const { i18n } = useI18n();
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // In the Worker's HTML it waits for the app: a choice made before would be undone by hydration.
  const hydrated = useHydrated();
  const languages = client?.languages ?? LANGUAGES;
  if (languages.length < 2) return null;

  const choose = async (value: string) => {
    if (!isLanguage(value) || value === i18n.locale) return;
    setPending(true);
    setFailed(false);
    try {
      const { chooseLanguage } = await import('#web/lib/choose-language.ts');
      await chooseLanguage(i18n, value);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <SelectField
      className={className}
      label={t`Language`}
      value={i18n.locale}
      aria-busy={pending || undefined}
      disabled={!hydrated}
      error={failed ? t`The language could not be changed. Please try again.` : undefined}
      options={languages.map((language) => ({
        value: language,
        label: LANGUAGE_NAMES[language],
        lang: language,
      }))}
      onChange={(event) => void choose(event.target.value)}
    />
  );
}
