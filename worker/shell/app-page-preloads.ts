import { matchPathPattern } from '../contract/path-pattern';
import { APP_PAGES_FILE } from '../contract/prerendered-pages';
import type { Env } from '../env';

interface AppPage {
  path: string;
  chunks: string[];
}

// The list is part of the deployed assets, so it cannot change while this isolate lives.
let appPages: Promise<AppPage[]> | null = null;

function loadAppPages(env: Env, base: URL): Promise<AppPage[]> {
  appPages ??= env.ASSETS.fetch(new Request(new URL(APP_PAGES_FILE, base)))
    .then((response) => (response.ok ? (response.json() as Promise<AppPage[]>) : []))
    .catch(() => []);
  return appPages;
}

/**
 * The chunks of the signed-in app's page at `url` (listed by the build, scripts/prerender.mjs), for
 * the first-paint script to load with the entry's after the first paint (decision 013), instead of
 * after the entry has run. None where the build listed nothing (`vite dev`).
 */
export async function appPageChunks(env: Env, url: URL): Promise<string[]> {
  const page = (await loadAppPages(env, url)).find(({ path }) => matchPathPattern(path, url.pathname));
  return (page?.chunks ?? []).filter((chunk) => chunk.startsWith('/assets/'));
}
