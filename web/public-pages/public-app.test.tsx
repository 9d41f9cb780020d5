import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBootstrap, makeSession, renderPublicEntry } from '#support/web/app-support.tsx';
import { loadDocument } from '#web/lib/load-document.ts';

vi.mock('#web/lib/load-document.ts', () => ({ loadDocument: vi.fn() }));

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({
  CookieBanner: ({ hidden }: { hidden: boolean }) => (
    <div data-testid="cookie-banner" data-hidden={String(hidden)} />
  ),
}));

describe('public pages and their frame', () => {
  // First: page modules stay loaded for the rest of the file, as in a browser tab.
  it('paints the frame at once and fills the main area when the first page has loaded', async () => {
    renderPublicEntry('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByTestId('page-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });

  it('renders the login at / inside the frame, titled Login | brand', async () => {
    renderPublicEntry('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login | Acme Rewards'));
  });

  it('shows the login form on the redirect route without a token, spending nothing (decisions 047 and 076)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPublicEntry('/wrkit-redirect-sso/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /email/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('links the logo to / and shows no navigation in the header', async () => {
    renderPublicEntry('/');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Acme Rewards' })).toHaveAttribute('href', '/');
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the support email as a mailto link on the login page', async () => {
    renderPublicEntry('/');
    const link = await screen.findByRole('link', { name: 'benefits@acme.test' });
    expect(link).toHaveAttribute('href', 'mailto:benefits@acme.test');
  });

  it('falls back to the support number when there is no support email', async () => {
    const bootstrap = makeBootstrap();
    bootstrap.theme.supportEmail = '';
    renderPublicEntry('/', bootstrap);
    const link = await screen.findByRole('link', { name: '0800 123 4567' });
    expect(link).toHaveAttribute('href', 'tel:08001234567');
  });

  it('shows the not-found page inside the frame for an unknown path', async () => {
    renderPublicEntry('/no/such/page');
    expect(
      await screen.findByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    renderPublicEntry('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getAllByRole('link')[0]).toBe(skip);
  });

  it('shows the cookie banner on ordinary pages and hides it on the cookie policy', async () => {
    renderPublicEntry('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('false');
  });

  it('hides the cookie banner on the cookie policy', async () => {
    renderPublicEntry(
      '/cookie-policy/',
      makeBootstrap({ content: { page: 'cookiePolicy', html: '<p>Cookies</p>' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Our Cookie Policy' });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });

  it('hides the cookie banner while masquerading', async () => {
    renderPublicEntry(
      '/logout-success',
      makeBootstrap({
        session: makeSession({
          masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support', readOnly: true },
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('cookie-banner').dataset.hidden).toBe('true');
  });

  it('serves the two-factor code page at /two-fa/ and the unable-to-log-in page at /sso-error/', async () => {
    const router = renderPublicEntry('/two-fa/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter authentication code' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/sso-error/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to log in' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of a sign-on link to /app/home/, a client navigation in the one tree', async () => {
    const router = renderPublicEntry(
      '/sso-login/abcdefgh1234/2026',
      makeBootstrap({ session: makeSession() }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('goes from a public page to a signed-in page by a click, a client navigation (decision 066)', async () => {
    const session = makeSession();
    const router = renderPublicEntry(
      '/privacy-statement/',
      makeBootstrap({ session, content: { page: 'privacyStatement', html: '<p>Our policy.</p>' } }),
    );
    const home = within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
      name: 'Home',
    });
    await userEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    // The app frame, drawn by the same router: its header's navigation, no new document.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
