import type { ContentPage } from '../contract/content-pages';
import type { CaptchaProvider } from '../contract/login-rules';
import {
  prerenderedAppPageFor,
  prerenderedPageFor,
  prerenderedTemplatePath,
} from '../contract/prerendered-pages';
import { isAppPath } from '../contract/public-pages';
import type { SessionSummary } from '../contract/session';
import type { PublicClient } from '../contract/theme';

/** Which HTML a navigation gets (docs/decisions/011-html-first-public-pages.md). */
export interface ShellTemplate {
  /** The file in the static assets. */
  file: string;
  /** A prerendered page: its markup carries tenant (and session) tokens for the Worker to fill in. */
  prerendered: boolean;
  /** A prerendered page's shell, for a build without it (`vite dev` prerenders nothing). */
  fallback?: ShellTemplate;
}

export const APP_SHELL: ShellTemplate = { file: '/index.html', prerendered: false };
export const PUBLIC_SHELL: ShellTemplate = { file: '/public.html', prerendered: false };

/**
 * For /app/* and /logout, the app page's prerendered HTML when there is one for this person
 * (docs/decisions/014-html-first-home.md), else the signed-in app's shell; for a public page, its
 * prerendered HTML when there is one for this visitor (no session, a known client), else the
 * public shell. The browser renders what a shell leaves empty.
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
  const { session, client } = visitor;
  if (isAppPath(url.pathname)) {
    const appPage = session ? prerenderedAppPageFor(url, { client, session }) : null;
    return appPage
      ? { file: prerenderedTemplatePath(appPage), prerendered: true, fallback: APP_SHELL }
      : APP_SHELL;
  }
  if (session) return PUBLIC_SHELL;
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
