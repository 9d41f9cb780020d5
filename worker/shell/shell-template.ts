import type { ContentPage } from '../contract/content-pages';
import type { CaptchaProvider } from '../contract/login-rules';
import { prerenderedPageFor, prerenderedTemplatePath } from '../contract/prerendered-pages';
import type { SessionSummary } from '../contract/session';
import type { PublicClient } from '../contract/theme';

/** Which HTML a navigation to a public page gets (docs/decisions/011-html-first-public-pages.md). */
export interface ShellTemplate {
  /** The file in the static assets. */
  file: string;
  /** A prerendered page: its markup carries tenant tokens for the Worker to fill in. */
  prerendered: boolean;
  /** A prerendered page's shell, for a build without it (`vite dev` prerenders nothing). */
  fallback?: ShellTemplate;
}

export const PUBLIC_SHELL: ShellTemplate = { file: '/public.html', prerendered: false };

/**
 * A public page's prerendered HTML when there is one for this visitor (no session, a known
 * client), else the public shell, which the browser renders.
 */
export function shellTemplateFor(
  url: URL,
  visitor: {
    session: SessionSummary | null;
    client: PublicClient | null;
    captchaProvider: CaptchaProvider;
    content?: ContentPage | null;
  },
): ShellTemplate {
  if (visitor.session) return PUBLIC_SHELL;
  const page = prerenderedPageFor(url, visitor);
  return page
    ? { file: prerenderedTemplatePath(page), prerendered: true, fallback: PUBLIC_SHELL }
    : PUBLIC_SHELL;
}

/**
 * The URL the ASSETS binding serves a file at: its HTML handling drops `.html` (and `index.html`)
 * and redirects the full name, so the template is asked for by its canonical URL.
 */
export function assetUrlOf(file: string, base: URL): URL {
  const path = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return new URL(path, base);
}
