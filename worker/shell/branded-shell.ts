import type { Bootstrap } from '#contract/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '#contract/bootstrap-element';
import {
  FIRST_PAINT_FONT_FILES_ATTRIBUTE,
  FIRST_PAINT_MODULES_ATTRIBUTE,
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_SCRIPT_ID,
} from '#contract/first-paint';
import { serializeJsonForHtml } from '#contract/json-for-html';
import { brandFontFiles, themeStylesheet } from '../theme/theme-css';

/**
 * Streams the shell's HTML through HTMLRewriter with the tenant's theme, the page's title and the
 * bootstrap JSON, so the first bytes the browser parses are already branded (no flash of the
 * default look), the first-paint script with the tenant's font files
 * (docs/decisions/013-paint-first.md), and the page's own chunks for that script to load after
 * the entry's (`pageModules`). The page itself is rendered into the shell (serve-app-page.ts).
 */
export function brandShell(
  html: Response,
  bootstrap: Bootstrap,
  {
    title,
    pageModules = [],
    bootstrapJson = serializeJsonForHtml(bootstrap),
  }: {
    title: string;
    pageModules?: readonly string[];
    /** The bootstrap as the page's JSON data block holds it (HTML-safe), if not made here. */
    bootstrapJson?: string;
  },
): Response {
  const { theme } = bootstrap;
  return new HTMLRewriter()
    .on('html', {
      element(element) {
        if (bootstrap.tenant) element.setAttribute('data-tenant', bootstrap.tenant);
      },
    })
    .on('title', {
      element(element) {
        element.setInnerContent(title);
        element.after(`<style id="tenant-theme">${themeStylesheet(theme)}</style>`, {
          html: true,
        });
      },
    })
    .on(`script#${FIRST_PAINT_SCRIPT_ID}`, {
      element(element) {
        element.setAttribute(FIRST_PAINT_FONT_FILES_ATTRIBUTE, brandFontFiles(theme).join(' '));
        if (pageModules.length > 0) {
          const modules = element.getAttribute(FIRST_PAINT_MODULES_ATTRIBUTE) ?? '';
          element.setAttribute(FIRST_PAINT_MODULES_ATTRIBUTE, [modules, ...pageModules].join(' ').trim());
        }
        element.setInnerContent(FIRST_PAINT_SCRIPT, { html: true });
      },
    })
    .on('head', {
      element(element) {
        element.append(
          `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${bootstrapJson}</script>`,
          { html: true },
        );
      },
    })
    .transform(html);
}
