import { PAGE_CHUNKS_FILE } from '#contract/page-shell';
import type { Env } from '../env';

/** A page module (its path under web/) and its chunks, as the build lists them. */
type AppPageChunks = Record<string, string[]>;

// The list is part of the deployed assets, so it cannot change while this isolate lives.
let appPages: Promise<AppPageChunks> | null = null;

function loadAppPages(env: Env, base: URL): Promise<AppPageChunks> {
  appPages ??= env.ASSETS.fetch(new Request(new URL(PAGE_CHUNKS_FILE, base)))
    .then((response) => (response.ok ? (response.json() as Promise<AppPageChunks>) : {}))
    .catch(() => ({}));
  return appPages;
}

/**
 * The chunks of a page's route modules (the frame's, the guard's, the page's: the matched routes
 * name them; the build lists each module's chunks, scripts/page-shell.mjs), each once, for the
 * first-paint script to load with the entry's after the first paint (decision 013), instead of
 * after the entry has run. None where the build listed nothing (`vite dev`).
 */
export async function appPageChunks(env: Env, base: URL, modules: readonly string[]): Promise<string[]> {
  if (modules.length === 0) return [];
  const pages = await loadAppPages(env, base);
  const chunks = new Set(modules.flatMap((module) => pages[module] ?? []));
  return [...chunks].filter((chunk) => chunk.startsWith('/assets/'));
}
