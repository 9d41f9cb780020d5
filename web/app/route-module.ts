import type { RouteObject } from 'react-router';

/**
 * What a page route says about its module, beside its lazy import: the module's path under web/
 * (as Vite's manifest names it), so that the build can list the page's chunks and the Worker
 * preload them with the page (scripts/page-chunks.mjs, worker/shell/branded-shell.ts).
 */
export interface RouteModuleHandle {
  module?: string;
  /** The not-found page (status 404). */
  notFound?: boolean;
}

/** The modules a route tree's pages are in, each once. */
export function routeModules(routes: readonly RouteObject[]): string[] {
  const modules = new Set<string>();
  const visit = (route: RouteObject) => {
    const module = (route.handle as RouteModuleHandle | undefined)?.module;
    if (module) modules.add(module);
    for (const child of route.children ?? []) visit(child);
  };
  for (const route of routes) visit(route);
  return [...modules];
}

/** The modules of the matched routes that name one (the frame, the guard, the page), outermost first. */
export function matchedModules(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap((match) => {
    const module = (match.route.handle as RouteModuleHandle | undefined)?.module;
    return module ? [module] : [];
  });
}
