import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '#contract/page-paths';
import { APP_FRAME_ID, appPagesOnDemand, routeTree } from './route-tree';

const APP_PAGE = { id: 'an-app-page', path: '/app/some-page/' };

/** What the browser's entry does before it makes its router: the app pages' list, added on demand. */
async function startAt(path: string) {
  const load = vi.fn(async () => ({ appPages: [APP_PAGE] }));
  const routes = routeTree([]);
  await appPagesOnDemand(load).addFor(routes, new URL(path, 'https://acme.localhost') as unknown as Location);
  const frame = routes[0]?.children?.find((route) => route.id === APP_FRAME_ID);
  return { loaded: load.mock.calls.length > 0, appPages: frame?.children ?? [] };
}

describe('the app pages added to the one route tree before the first render', () => {
  it('are not loaded for a public page, even one that takes deeper paths', async () => {
    // A public page's first load must not carry the list of app pages (the login page's budget).
    for (const path of [PATHS.login, `${PATHS.privacyStatement}/`, `${PATHS.ssoRedirect}some-token`]) {
      expect(await startAt(path), path).toEqual({ loaded: false, appPages: [] });
    }
  });

  it('are loaded for a path no public page claims, so that an app page is matched and hydrated', async () => {
    expect(await startAt('/app/some-page/')).toEqual({ loaded: true, appPages: [APP_PAGE] });
  });

  it("are not loaded when React Router asks for a public page's deeper path, and are for any other path", async () => {
    const load = vi.fn(async () => ({ appPages: [APP_PAGE] }));
    const onDemand = appPagesOnDemand(load);
    const routes = routeTree([]);
    const patch = vi.fn();
    const ask = (path: string) =>
      onDemand.patchRoutesOnNavigation({ matches: matchRoutes(routes, path) ?? [], patch });
    await ask(`${PATHS.privacyStatement}/`);
    await ask(`${PATHS.ssoRedirect}`);
    expect(load).not.toHaveBeenCalled();
    await ask('/app/some-page/');
    expect(load).toHaveBeenCalledOnce();
    expect(patch).toHaveBeenCalledWith(APP_FRAME_ID, [APP_PAGE]);
  });
});
