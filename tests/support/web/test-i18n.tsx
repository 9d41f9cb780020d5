import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RenderOptions, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { SOURCE_LANGUAGE } from '#contract/languages';
import { loadMessages } from '#web/lib/i18n-catalogs.ts';

const english = await loadMessages(SOURCE_LANGUAGE);

/**
 * The page's messages as PageRoot provides them: en-GB, the specification's texts. Each render has
 * its own instance, as each page render has: a test that switches language switches its own.
 */
export function WithMessages({ children }: { children: ReactNode }) {
  const [i18n] = useState(() =>
    setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: english } }),
  );
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's render with the page's messages (en-GB) around the tree, as PageRoot gives them. */
export function renderWithMessages(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: WithMessages, ...options });
}
