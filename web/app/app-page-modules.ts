import { routeModules } from './route-module';
import { routes } from './router';

/**
 * For the build (scripts/prerender.mjs): the modules of the signed-in app's pages, read from the
 * route tree, whose chunks it lists for the Worker to preload with each page.
 */
export { APP_PAGES_FILE, APP_SHELL_TEMPLATE } from '#contract/prerendered-pages';

export const APP_PAGE_MODULES: readonly string[] = routeModules(routes);
