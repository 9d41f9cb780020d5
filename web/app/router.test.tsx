import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '#contract/bootstrap';
import { json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { type AppRouteHandle, routes } from './router';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({
  CookieBanner: ({ hidden }: { hidden: boolean }) => (
    <div data-testid="cookie-banner" data-hidden={String(hidden)} />
  ),
}));

function renderApp(path: string, bootstrap: Bootstrap = makeBootstrap({ session: makeSession() })) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={bootstrap}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

describe('signed-in app router and frame', () => {
  // The frame's and the guard's modules are lazy: loaded (and transformed) once, before the tests.
  beforeAll(() => Promise.all([import('./layout/app-frame'), import('./guards/require-session')]), 30_000);

  it('renders /app/home/ inside the frame', async () => {
    renderApp('/app/home/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page inside the frame for an unknown page under /app', async () => {
    renderApp('/app/no/such/page');
    expect(
      await screen.findByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    renderApp('/app/home/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getAllByRole('link')[0]).toBe(skip);
  });

  it('shows the cookie banner on ordinary pages', async () => {
    renderApp('/app/home/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('false');
  });

  it('hides the cookie banner while masquerading', async () => {
    renderApp(
      '/app/home/',
      makeBootstrap({
        session: makeSession({
          masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support', readOnly: true },
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });

  it('serves the profile settings behind the session guard', async () => {
    stubApi({ 'GET /api/profile/two-factor': json({ enabled: false, enforced: false }) });
    renderApp('/app/home/my-profile/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile settings' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('paints the frame and the first screen together once their lazy modules have loaded', async () => {
    // The frame's module is lazy (docs/decisions/066): the login page loads none of it.
    renderApp('/app/dashboard/', makeBootstrap({ session: makeSession({ userType: 'employer' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });
});

describe('the modules the routes name for the build', () => {
  it('name, for each page, the module the router loads there', { timeout: 30_000 }, async () => {
    const pages: RouteObject[] = [];
    const visit = (route: RouteObject) => {
      if ((route.handle as AppRouteHandle | undefined)?.module) pages.push(route);
      for (const child of route.children ?? []) visit(child);
    };
    for (const route of routes) visit(route);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const source = (page.handle as AppRouteHandle).module;
      const loaded = typeof page.lazy === 'function' ? await page.lazy() : null;
      const module = await import(/* @vite-ignore */ `../${source}`);
      const component = loaded?.Component as { page?: unknown } | undefined;
      expect(component?.page ?? component, page.path).toBe(module.Component);
    }
  });
});
