import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '../../worker/contract/bootstrap';
import { BootstrapProvider } from '../lib/bootstrap';
import { loadDocument } from '../lib/load-document';
import { makeBootstrap, makeSession } from '../test-support';
import { publicRoutes } from './public-routes';

vi.mock('../lib/load-document', () => ({ loadDocument: vi.fn() }));

vi.mock('../features/cookies/components/cookie-banner', () => ({
  CookieBanner: ({ hidden }: { hidden: boolean }) => (
    <div data-testid="cookie-banner" data-hidden={String(hidden)} />
  ),
}));

/** The public entry's tree (web/public-main.tsx) over a memory router. */
function renderPublicApp(path: string, bootstrap: Bootstrap = makeBootstrap()) {
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  render(
    <BootstrapProvider value={bootstrap}>
      <RouterProvider router={router} />
    </BootstrapProvider>,
  );
  return router;
}

describe('public pages and their frame', () => {
  // First: page modules stay loaded for the rest of the file, as in a browser tab.
  it('paints the frame at once and fills the main area when the first page has loaded', async () => {
    renderPublicApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByTestId('page-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeTruthy();
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('renders the login at / inside the frame, titled Login | brand', async () => {
    renderPublicApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Login | Acme Rewards'));
  });

  it('links the logo to / and shows no navigation in the header', async () => {
    renderPublicApp('/');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Acme Rewards' }).getAttribute('href')).toBe('/');
    expect(within(banner).queryByRole('navigation')).toBeNull();
  });

  it('shows the support email as a mailto link on the login page', async () => {
    renderPublicApp('/');
    const link = await screen.findByRole('link', { name: 'benefits@acme.test' });
    expect(link.getAttribute('href')).toBe('mailto:benefits@acme.test');
  });

  it('falls back to the support number when there is no support email', async () => {
    const bootstrap = makeBootstrap();
    bootstrap.theme.supportEmail = '';
    renderPublicApp('/', bootstrap);
    const link = await screen.findByRole('link', { name: '0800 123 4567' });
    expect(link.getAttribute('href')).toBe('tel:08001234567');
  });

  it('shows the not-found page inside the frame for an unknown path', async () => {
    renderPublicApp('/no/such/page');
    expect(
      await screen.findByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('starts with a skip link to the main content', async () => {
    renderPublicApp('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getAllByRole('link')[0]).toBe(skip);
  });

  it('shows the cookie banner on ordinary pages and hides it on the cookie policy', async () => {
    renderPublicApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('false');
  });

  it('hides the cookie banner on the cookie policy', async () => {
    renderPublicApp(
      '/cookie-policy/',
      makeBootstrap({ content: { page: 'cookiePolicy', html: '<p>Cookies</p>' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Our Cookie Policy' });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });

  it('hides the cookie banner while masquerading', async () => {
    renderPublicApp(
      '/logout-success',
      makeBootstrap({
        session: makeSession({ masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support' } }),
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });

  it('serves the two-factor code page at /two-fa/ and the unable-to-log-in page at /sso-error/', async () => {
    const router = renderPublicApp('/two-fa/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter authentication code' })).toBeTruthy();
    await act(() => router.navigate('/sso-error/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to log in' })).toBeTruthy();
  });

  it('sends a signed-in visitor of a sign-on link to /app/home/, a full page load', async () => {
    renderPublicApp('/sso-login/abcdefgh1234/2026', makeBootstrap({ session: makeSession() }));
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/app/home/', { replace: true }));
    expect(loadDocument).toHaveBeenCalledTimes(1);
  });
});
