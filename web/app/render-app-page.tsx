import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { matchPathPattern } from '../../worker/contract/path-pattern';
import {
  PRERENDERED_APP_PAGES,
  type PrerenderedAppPageName,
  placeholderBootstrap,
  placeholderSession,
} from '../../worker/contract/prerendered-pages';
import { REQUEST_RENDERED_SHELLS } from '../../worker/contract/request-rendered-pages';
import { createQueryClient } from '../lib/query-client';
import { APP_PAGE_SOURCES } from './app-page-sources';
import { APP_RENDER_OPTIONS, AppRoot, routerReady } from './app-root';
import { routes } from './router';

/**
 * The build-time prerender of the signed-in app's pages (scripts/prerender.mjs;
 * docs/decisions/014-html-first-home.md): the page in its frame, for a placeholder person whose
 * texts are tokens and who gets every conditional link, with the tenant's texts as tokens too.
 * Effects do not run here, so the page shows its first state, as the browser's first render will.
 */
export async function renderAppPage(name: PrerenderedAppPageName): Promise<string> {
  const { url } = PRERENDERED_APP_PAGES[name];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const bootstrap = { ...placeholderBootstrap({ url }), session: placeholderSession() };
  const { prelude } = await prerender(
    <AppRoot bootstrap={bootstrap} queryClient={createQueryClient()} router={router} />,
    APP_RENDER_OPTIONS,
  );
  router.dispose();
  return new Response(prelude).text();
}

/**
 * The source module (under web/) of the app page at `url`, to find its chunks in Vite's manifest:
 * a prerendered page's, or a request-rendered page's shell's (docs/decisions/022).
 */
export function appPageModuleSource(url: string): string {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  const page = APP_PAGE_SOURCES.find(({ path }) => matchPathPattern(path, pathname));
  if (!page) throw new Error(`${url} has no page source in app-page-sources.ts`);
  return page.source;
}

export { PRERENDERED_APP_PAGES, REQUEST_RENDERED_SHELLS };
