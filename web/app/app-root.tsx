import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, StrictMode } from 'react';
import type { Bootstrap } from '#contract/bootstrap';
import { BootstrapProvider } from '#web/lib/bootstrap.tsx';

/**
 * The root of every page's tree above the router, one definition for the Worker's streamed render
 * (render-app-page.tsx, with the static router) and the tests; the browser's entry (web/main.tsx)
 * writes the same. The app frame adds the query client below it (layout/app-frame.tsx).
 */
export function PageRoot({
  bootstrap,
  i18n,
  children,
}: {
  bootstrap: Bootstrap;
  /** The page's messages, in the language the Worker chose (web/lib/i18n-catalogs.ts). */
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <BootstrapProvider value={bootstrap}>{children}</BootstrapProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * How the Worker renders a page. The frame's Suspense boundaries (web/app/layout/app-layout.tsx)
 * exist for hydration only; the HTML shows them complete and inline: React otherwise moves a
 * boundary larger than its progressive chunk size (12.8 KB) out of line for no reason of data.
 * Boundaries that wait for data (web/lib/page-data.tsx) still stream, put in place by React's
 * scripts, which carry the request's nonce.
 */
export const APP_RENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;
