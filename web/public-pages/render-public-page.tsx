import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  PRERENDERED_PAGES,
  type PrerenderedPageName,
  placeholderBootstrap,
  prerenderedTemplatePath,
} from '../../worker/contract/prerendered-pages';
import { matchPublicRoute } from '../../worker/contract/public-pages';
import { createMemoryHistory } from '../lib/public-history';
import { preloadPage } from '../lib/public-router';
import { PublicApp } from './public-app';
import { PUBLIC_PAGE_SOURCES } from './public-page-sources';
import { publicRoutes } from './public-routes';

/**
 * The build-time prerender's entry (scripts/prerender.mjs builds it with Vite for Node): renders a
 * public page with the placeholder bootstrap, whose tenant texts are tokens the Worker replaces
 * (docs/decisions/011-html-first-public-pages.md). Effects do not run here, so every page shows
 * its first state, as the browser's first render of it will.
 */
export async function renderPublicPage(name: PrerenderedPageName): Promise<string> {
  const page = PRERENDERED_PAGES[name];
  const history = createMemoryHistory(page.url);
  await preloadPage(publicRoutes, history.location.pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <PublicApp bootstrap={placeholderBootstrap(page)} history={history} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The source module (under web/) of a prerendered page, to find its chunks in Vite's manifest. */
export function pageModuleSource(name: PrerenderedPageName): string {
  const path = new URL(PRERENDERED_PAGES[name].url, 'http://prerender.invalid').pathname;
  return PUBLIC_PAGE_SOURCES[matchPublicRoute(path).name];
}

export { PRERENDERED_PAGES, prerenderedTemplatePath };
