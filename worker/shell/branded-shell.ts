import type { Bootstrap } from '#contract/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '#contract/bootstrap-element';
import {
  FIRST_PAINT_FONT_FILES_ATTRIBUTE,
  FIRST_PAINT_MODULES_ATTRIBUTE,
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_SCRIPT_ID,
} from '#contract/first-paint';
import { serializeJsonForHtml } from '#contract/json-for-html';
import { directionOf } from '#contract/languages';
import { WEB_APP_MANIFEST_PATH } from '#contract/offline-page';
import { PAGE_CHUNKS_FILE, PAGE_SHELL_FILE } from '#contract/page-shell';
import type { Env } from '../env';
import { makeRoomFor } from '../session/isolate-memory';
import { brandFontFiles, themeStylesheet } from '../theme/theme-css';

/**
 * Streams the shell's HTML through HTMLRewriter with the tenant's theme, the page's title and the
 * bootstrap JSON, so the first bytes the browser parses are already branded (no flash of the
 * default look), the first-paint script with the tenant's font files
 * (docs/decisions/013-paint-first.md), and the page's own chunks for that script to load after
 * the entry's (`pageModules`).
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
        // The page's language and direction, before any script runs (decision 085).
        element.setAttribute('lang', bootstrap.language);
        element.setAttribute('dir', directionOf(bootstrap.language));
        if (bootstrap.tenant) element.setAttribute('data-tenant', bootstrap.tenant);
      },
    })
    .on('title', {
      element(element) {
        element.setInnerContent(title);
        // The client's manifest and colour, so that the portal installs as theirs (decision 079).
        element.after(
          `<style id="tenant-theme">${themeStylesheet(theme)}</style><link rel="manifest" href="${WEB_APP_MANIFEST_PATH}"><meta name="theme-color" content="#${theme.primary}">`,
          { html: true },
        );
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

/**
 * The shell every page streams into and the chunks of each route module, as the build writes them
 * (scripts/page-shell.mjs, decisions 013 and 066); `chunks` is null under `vite dev`, whose own
 * HTML entry is the shell and may change at any time.
 */
export interface PageShell {
  html: string;
  chunks: Record<string, string[]> | null;
}

// Read once per isolate: the build's files are part of the deployed assets. Only their text is kept,
// never a promise or a Response another request's context would have to settle.
let built: PageShell | null = null;

/** An asset by its canonical URL (the ASSETS binding drops `.html` and redirects the full name). */
async function assetOf(env: Env, file: string, base: URL): Promise<Response | null> {
  const url = new URL(file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''), base);
  const asset = await env.ASSETS.fetch(new Request(url, { headers: { accept: 'text/html' } }));
  if (asset.ok) return asset;
  await asset.body?.cancel();
  return null;
}

/** The page shell, or null when the portal is not built. */
export async function pageShell(env: Env, base: URL): Promise<PageShell | null> {
  if (built) return built;
  const shell = await assetOf(env, PAGE_SHELL_FILE, base);
  if (shell) {
    const chunks = await assetOf(env, PAGE_CHUNKS_FILE, base);
    built = { html: await shell.text(), chunks: chunks ? await chunks.json() : {} };
    return built;
  }
  const dev = await assetOf(env, '/index.html', base);
  return dev && { html: await dev.text(), chunks: null };
}

/** Where the bootstrap's JSON, the one part that is the person's, goes in a shell kept for later. */
const BOOTSTRAP_SLOT = 'portal-bootstrap-json-slot-6c1f';
const ROOT_OPEN = '<div id="root">';

/**
 * Branded shells by look (tenant, theme, title, page chunks), each split around the bootstrap's
 * JSON and the root: the rewriter's work is the same for everyone who sees a page in one look, so
 * it is done once per look and isolate. Bounded: the oldest goes first.
 */
const brandedShells = new Map<string, readonly [string, string, string]>();

/**
 * The document around a page's markup: `head` up to the root element's opening tag (branded, the
 * person's bootstrap in it), `tail` from its closing tag. `modules`: the page's route modules
 * (the frame's, the guard's, the page's), whose chunks, each once, the first-paint script loads
 * with the entry's after the first paint (decision 013).
 */
export async function brandedDocument(
  shell: PageShell,
  bootstrap: Bootstrap,
  { title, modules }: { title: string; modules: readonly string[] },
): Promise<{ head: string; tail: string }> {
  const listed = modules.flatMap((module) => shell.chunks?.[module] ?? []);
  const pageModules = [...new Set(listed)].filter((chunk) => chunk.startsWith('/assets/'));
  const key = JSON.stringify([bootstrap.tenant, bootstrap.language, bootstrap.theme, title, pageModules]);
  let parts = shell.chunks ? brandedShells.get(key) : undefined;
  if (!parts) {
    const page = new Response(shell.html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const branded = brandShell(page, bootstrap, { title, pageModules, bootstrapJson: BOOTSTRAP_SLOT });
    const html = await branded.text();
    const root = html.indexOf(`${ROOT_OPEN}</div>`) + ROOT_OPEN.length;
    if (root < ROOT_OPEN.length) throw new Error('The page shell has no empty root element');
    const [before = '', after = ''] = html.slice(0, root).split(BOOTSTRAP_SLOT);
    parts = [before, after, html.slice(root)];
    if (shell.chunks) {
      makeRoomFor(brandedShells, 64);
      brandedShells.set(key, parts);
    }
  }
  return { head: parts[0] + serializeJsonForHtml(bootstrap) + parts[1], tail: parts[2] };
}
