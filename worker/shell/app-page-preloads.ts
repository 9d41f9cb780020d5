import { APP_PAGES_FILE } from '../contract/prerendered-pages';
import type { Env } from '../env';

/** A page module (its path under web/) and its chunks, as the build lists them. */
type AppPageChunks = Record<string, string[]>;

// The list is part of the deployed assets, so it cannot change while this isolate lives.
let appPages: Promise<AppPageChunks> | null = null;

function loadAppPages(env: Env, base: URL): Promise<AppPageChunks> {
  appPages ??= env.ASSETS.fetch(new Request(new URL(APP_PAGES_FILE, base)))
    .then((response) => (response.ok ? (response.json() as Promise<AppPageChunks>) : {}))
    .catch(() => ({}));
  return appPages;
}

/**
 * The chunks of a signed-in page's module (the matched route names it; the build lists each
 * module's chunks, scripts/prerender.mjs), for the first-paint script to load with the entry's
 * after the first paint (decision 013), instead of after the entry has run. None where the build
 * listed nothing (`vite dev`).
 */
export async function appPageChunks(env: Env, base: URL, module: string | null): Promise<string[]> {
  if (!module) return [];
  const chunks = (await loadAppPages(env, base))[module] ?? [];
  return chunks.filter((chunk) => chunk.startsWith('/assets/'));
}
