import { PAGE_SHELL_FILE } from '#contract/page-shell';
import type { Env } from '../env';
import { makeRoomFor } from '../session/isolate-memory';

/**
 * The shell's HTML every page streams into (decisions 033, 066): the build's paint-first shell,
 * or `vite dev`'s own HTML entry where there is none (the build step has not run). `built`:
 * the template is part of the deployed assets, which cannot change while this isolate lives.
 */
export interface AppShellHtml {
  html: string;
  built: boolean;
}

// Read once per isolate, as the list of each page's chunks is (app-page-preloads.ts). Only the
// text is kept, never a promise or a Response another request's context would have to settle.
let builtShell: string | null = null;

/**
 * The URL the ASSETS binding serves a file at: its HTML handling drops `.html` (and `index.html`)
 * and redirects the full name, so the file is asked for by its canonical URL.
 */
export function assetUrlOf(file: string, base: URL): URL {
  const path = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return new URL(path, base);
}

async function assetText(env: Env, file: string, base: URL): Promise<string | null> {
  const asset = await env.ASSETS.fetch(
    new Request(assetUrlOf(file, base), { headers: { accept: 'text/html' } }),
  );
  if (asset.ok) return asset.text();
  await asset.body?.cancel();
  return null;
}

/** The app shell's HTML, or null when the portal is not built. */
export async function appShellHtml(env: Env, base: URL): Promise<AppShellHtml | null> {
  if (builtShell !== null) return { html: builtShell, built: true };
  const built = await assetText(env, PAGE_SHELL_FILE, base);
  if (built !== null) {
    builtShell = built;
    return { html: built, built: true };
  }
  const dev = await assetText(env, '/index.html', base);
  return dev === null ? null : { html: dev, built: false };
}

/**
 * A branded app shell split around what differs from one request to the next, the bootstrap's
 * JSON: `head` is the document up to the root element's opening tag in pieces the JSON goes
 * between, `tail` the rest after it; UTF-8 already, so a navigation does not encode them again.
 * Never sent as they are (a stream may take over what it is given): copied into each answer.
 */
export interface BrandedAppShell {
  head: readonly Uint8Array[];
  tail: Uint8Array;
}

/**
 * Branded shells by look (tenant, theme, client, cookie banner, year, title, page chunks): the
 * HTMLRewriter's work is the same for every person who sees a page in one look, so it is done
 * once per isolate and look rather than on every navigation. Bounded: the oldest goes first.
 */
const BRANDED_LIMIT = 64;
const branded = new Map<string, BrandedAppShell>();

export function cachedBrandedShell(key: string): BrandedAppShell | undefined {
  return branded.get(key);
}

export function rememberBrandedShell(key: string, shell: BrandedAppShell): void {
  makeRoomFor(branded, BRANDED_LIMIT);
  branded.set(key, shell);
}
