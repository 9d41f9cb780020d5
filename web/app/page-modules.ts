import { routeModules } from './route-module';
import { routes } from './router';

/**
 * For the build (scripts/page-shell.mjs): the route modules of the one route tree (the frames',
 * the guard's and every page's), whose chunks it lists for the Worker to preload with each page.
 */
export { PAGE_CHUNKS_FILE, PAGE_SHELL_FILE } from '#contract/page-shell';

export const PAGE_MODULES: readonly string[] = routeModules(routes);
