import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '#contract/page-paths';
import { APP_FRAME_ID, appPagesOnDemand, routeTree } from './route-tree';

const APP_PAGE = { id: 'an-app-page', path: '/app/some-page/' };

/** What the browser's entry does before it makes its router: the app pages' list, added on demand. */
async function startAt(path: string) {
  const load = vi.fn(async () => ({ appPages: [APP_PAGE] }));
  const routes = routeTree([]);
  await appPagesOnDemand(routes, load).addFor(new URL(path, 'https://acme.localhost') as unknown as Location);
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

  it("are not loaded by a navigation to a public page's deeper path, and are by one from a public page to an app page", async () => {
    // React Router hands over partial matches (`/app/some-page/` arrives as the login page's `/`):
    // the link from a public page to the signed-in home must still find the home.
    const load = vi.fn(async () => ({ appPages: [APP_PAGE] }));
    const routes = routeTree([]);
    const onDemand = appPagesOnDemand(routes, load);
    const router = createMemoryRouter(routes, {
      initialEntries: [PATHS.login],
      patchRoutesOnNavigation: onDemand.patchRoutesOnNavigation,
    });
    const leafAt = async (path: string) => {
      await router.navigate(path);
      return router.state.matches.at(-1)?.route.id;
    };
    expect(await leafAt(`${PATHS.privacyStatement}/`)).toBe('privacyStatement');
    expect(await leafAt(`${PATHS.ssoRedirect}some-token`)).not.toBe(APP_PAGE.id);
    expect(load).not.toHaveBeenCalled();
    expect(await leafAt(APP_PAGE.path)).toBe(APP_PAGE.id);
    expect(load).toHaveBeenCalledOnce();
  });
});
