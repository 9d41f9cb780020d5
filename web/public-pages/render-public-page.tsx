import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  PRERENDERED_PAGES,
  type PrerenderedPageName,
  placeholderBootstrap,
  prerenderedTemplatePath,
} from '#contract/prerendered-pages';
import { matchedModule } from '../app/route-module';
import { BootstrapProvider } from '../lib/bootstrap';
import { setMeetsServerMarkup } from '../lib/use-hydrated';
import { publicRoutes } from './public-routes';

// What this module renders is the markup the browser hydrates (controls wait for the app).
setMeetsServerMarkup(true);

const handler = createStaticHandler(publicRoutes);

/**
 * The build-time prerender's entry (scripts/prerender.mjs builds it with Vite for Node): renders a
 * public page from the public branch of the route tree with the placeholder bootstrap, whose tenant
 * texts are tokens the Worker replaces (docs/decisions/011-html-first-public-pages.md). Effects do
 * not run here, so every page shows its first state, as the browser's first render of it will.
 * Returns the markup and the page's module, whose chunks are preloaded with it.
 */
export async function renderPublicPage(
  name: PrerenderedPageName,
): Promise<{ markup: string; module: string }> {
  const page = PRERENDERED_PAGES[name];
  const context = await handler.query(new Request(new URL(page.url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`The public page ${name} redirects`);
  const module = matchedModule(context.matches);
  if (!module && !context.matches.some((match) => match.route.id === 'notFound')) {
    throw new Error(`The public page ${name} names no module`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <BootstrapProvider value={placeholderBootstrap(page)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </BootstrapProvider>
    </StrictMode>,
  );
  return { markup: await new Response(prelude).text(), module: module ?? '' };
}

export { PRERENDERED_PAGES, prerenderedTemplatePath };
