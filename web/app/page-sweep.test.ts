import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SWEEP, SIGNED_IN_SWEEP } from '#fixtures/page-sweep.ts';
import { publicFrame } from '#web/public-pages/public-routes.tsx';
import { type AppRouteHandle, appPages } from './router';

/** Every page of a route tree by its whole path pattern ('/app/home/'; the not-found page '/app/*'). */
function pagePatterns(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const joined =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const handle = route.handle as AppRouteHandle | undefined;
    // A page is a route with a path; the frame's pathless routes name modules too.
    const own = route.path !== undefined && (handle?.module || handle?.notFound) ? [joined] : [];
    return [...own, ...pagePatterns(route.children ?? [], joined)];
  });
}

// The phone-width sweep (tests/e2e/phone-width.spec.ts, docs/decisions/050) lists its pages by hand
// because it needs an address for each; these tests make sure that list is the route tree's.
describe('the phone-width sweep', () => {
  it('opens every signed-in page of the route tree, or says why not, and no page the tree lacks', () => {
    const patterns = pagePatterns(appPages, '/');
    expect(patterns.length).toBeGreaterThan(20);
    expect(Object.keys(SIGNED_IN_SWEEP).sort()).toEqual([...patterns].sort());
  });

  it('opens every public page', () => {
    const patterns = pagePatterns([publicFrame], '/');
    expect(patterns.length).toBeGreaterThan(10);
    expect(Object.keys(PUBLIC_SWEEP).sort()).toEqual([...patterns].sort());
  });
});
