import type { Bootstrap } from '../contract/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '../contract/bootstrap-element';
import { BREAKPOINTS } from '../contract/spec-constants';
import { findFont, fontUrl, nearestWeight } from '../theme/font-catalogue';
import { themeStylesheet } from '../theme/theme-css';
import { escapeHtml } from './escape-html';
import { shellTitle } from './page-titles';
import { serializeJsonForHtml } from './serialize-json';
import { tenantMarkup } from './tenant-texts';

/**
 * Preloads that let the logo and the fonts arrive with the HTML instead of after the CSS: the body
 * text (400) and the headings (700), which a prerendered page shows at once; a heading font that
 * came late would re-flow the heading (a layout shift).
 */
function preloadTags(bootstrap: Bootstrap): string {
  const { theme } = bootstrap;
  const tags = [
    `<link rel="preload" as="image" href="${escapeHtml(theme.logoUrl)}" media="(min-width: ${BREAKPOINTS.header}px)">`,
    `<link rel="preload" as="image" href="${escapeHtml(theme.mobileLogoUrl)}" media="(max-width: ${BREAKPOINTS.header - 0.02}px)">`,
  ];
  const fontFiles = new Set<string>();
  const body = findFont(theme.baseFont);
  if (body) fontFiles.add(fontUrl(body, nearestWeight(body, 400)));
  const heading = findFont(theme.headerFont);
  if (heading) fontFiles.add(fontUrl(heading, nearestWeight(heading, 700)));
  for (const file of fontFiles) {
    tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`);
  }
  return tags.join('');
}

/**
 * Streams the page's HTML through HTMLRewriter with the tenant's theme, title, preloads and
 * bootstrap JSON, so the first bytes the browser parses are already branded (no flash of the
 * default look), and modulepreload links for the page's own chunks (`pagePreloads`). In a
 * prerendered page it also drops the elements that are not this tenant's and fills the slots
 * (web/ and the Worker agree on them in contract/prerendered-pages).
 */
export function brandShell(
  html: Response,
  bootstrap: Bootstrap,
  pathname: string,
  { now, pagePreloads }: { now: Date; pagePreloads: string },
): Response {
  const { theme } = bootstrap;
  const rewriter = new HTMLRewriter();
  for (const { selector, handler } of tenantMarkup(bootstrap, now)) rewriter.on(selector, handler);
  return rewriter
    .on('html', {
      element(element) {
        if (bootstrap.tenant) element.setAttribute('data-tenant', bootstrap.tenant);
      },
    })
    .on('title', {
      element(element) {
        element.setInnerContent(shellTitle(pathname, theme.brandName));
        element.after(
          `<style id="tenant-theme">${themeStylesheet(theme)}</style>${preloadTags(bootstrap)}${pagePreloads}`,
          { html: true },
        );
      },
    })
    .on('head', {
      element(element) {
        element.append(
          `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeJsonForHtml(bootstrap)}</script>`,
          { html: true },
        );
      },
    })
    .transform(html);
}
