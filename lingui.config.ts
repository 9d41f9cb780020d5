import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The portal's message catalogs (docs/decisions/085-languages.md): en-GB is the source, its texts
// as the specification gives them; one PO catalog per language, in ICU MessageFormat, extracted from
// the code by `lingui extract` and compiled when a page imports its language's catalog.
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'de', 'fr', 'ar', 'ja'],
  fallbackLocales: { default: 'en-GB' },
  catalogs: [
    {
      path: '<rootDir>/web/lib/locales/{locale}',
      include: ['<rootDir>/web', '<rootDir>/worker/contract'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
