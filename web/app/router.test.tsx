import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '../../worker/contract/bootstrap';
import { makeBootstrap, makeSession, WithBootstrap } from '../test-support';
import { routes } from './router';

vi.mock('../features/cookies/components/cookie-banner', () => ({
  CookieBanner: ({ hidden }: { hidden: boolean }) => (
    <div data-testid="cookie-banner" data-hidden={String(hidden)} />
  ),
}));

function renderApp(path: string, bootstrap: Bootstrap = makeBootstrap()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={bootstrap}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

describe('app router and frame', () => {
  it('renders the public landing at / inside the frame, titled Login | brand', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Login | Acme Rewards'));
  });

  it('shows the support email as a mailto link on the landing page', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'benefits@acme.test' });
    expect(link.getAttribute('href')).toBe('mailto:benefits@acme.test');
  });

  it('falls back to the support number when there is no support email', async () => {
    const bootstrap = makeBootstrap();
    bootstrap.theme.supportEmail = '';
    renderApp('/', bootstrap);
    const link = await screen.findByRole('link', { name: '0800 123 4567' });
    expect(link.getAttribute('href')).toBe('tel:08001234567');
  });

  it('shows the not-found page inside the frame for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('starts with a skip link to the main content', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getAllByRole('link')[0]).toBe(skip);
  });

  it('shows the cookie banner on ordinary pages', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('false');
  });

  it('hides the cookie banner on the cookie policy', async () => {
    renderApp('/cookie-policy/');
    await screen.findByText('Oops! The page you are looking for has been removed or relocated.');
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });

  it('hides the cookie banner while masquerading', async () => {
    renderApp(
      '/',
      makeBootstrap({
        session: makeSession({ masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support' } }),
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });
});

describe('two-factor and single sign-on routes', () => {
  it('serves the two-factor code page at /two-fa/', async () => {
    renderApp('/two-fa/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter authentication code' })).toBeTruthy();
  });

  it('serves the unable-to-log-in page at /sso-error/', async () => {
    renderApp('/sso-error/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to log in' })).toBeTruthy();
  });

  it('sends a signed-in visitor of a sign-on link to /app/home/', async () => {
    const router = renderApp('/sso-login/abcdefgh1234/2026', makeBootstrap({ session: makeSession() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
  });

  it('serves the profile settings behind the session guard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ enabled: false, enforced: false }), { status: 200 })),
    );
    renderApp('/app/home/my-profile/', makeBootstrap({ session: makeSession() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile settings' })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});

describe('first paint', () => {
  it('paints the frame at once and fills the main area when the first screen has loaded', async () => {
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByTestId('page-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeTruthy();
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });
});
