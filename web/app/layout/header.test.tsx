import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBootstrap, makeSession } from '#support/web/app-support.tsx';
import { renderWithRouter } from '#support/web/render-with-router.tsx';
import { Header } from './header';

const banner = () => screen.getByRole('banner');

describe('Header', () => {
  it('shows only the logo, linking to /, when logged out', () => {
    renderWithRouter(<Header />, { bootstrap: makeBootstrap({ session: null }) });
    const logo = within(banner()).getByRole('link', { name: 'Acme Rewards' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(banner()).getAllByRole('link')).toHaveLength(1);
    expect(within(banner()).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Hi,/)).not.toBeInTheDocument();
  });

  it('links the logo to /app/home/ when logged in', () => {
    renderWithRouter(<Header />, { bootstrap: makeBootstrap({ session: makeSession() }) });
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/app/home/');
  });

  it('greets the signed-in person by first name in the user dropdown button', () => {
    renderWithRouter(<Header />, {
      bootstrap: makeBootstrap({ session: makeSession({ firstName: 'Emma' }) }),
    });
    expect(screen.getByRole('button', { name: 'Hi, Emma' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('shows the default avatar when the person has none, and their own when they do', () => {
    const { unmount } = renderWithRouter(<Header />, {
      bootstrap: makeBootstrap({ session: makeSession() }),
    });
    expect(within(screen.getByTestId('user-menu-button')).getByTestId('user-avatar')).toHaveAttribute(
      'src',
      '/brands/default/avatar.svg',
    );
    unmount();
    renderWithRouter(<Header />, {
      bootstrap: makeBootstrap({ session: makeSession({ avatarUrl: '/avatars/emma.png' }) }),
    });
    expect(within(screen.getByTestId('user-menu-button')).getByTestId('user-avatar')).toHaveAttribute(
      'src',
      '/avatars/emma.png',
    );
  });

  it("shows the client's avatar set to a person without an avatar of their own (decision 049)", () => {
    const bootstrap = makeBootstrap({ session: makeSession() });
    bootstrap.theme.avatarSetUrl = '/brands/acme/avatar.svg';
    const { unmount } = renderWithRouter(<Header />, { bootstrap });
    expect(within(screen.getByTestId('user-menu-button')).getByTestId('user-avatar')).toHaveAttribute(
      'src',
      '/brands/acme/avatar.svg',
    );
    unmount();
    const own = makeBootstrap({ session: makeSession({ avatarUrl: '/avatars/emma.png' }) });
    own.theme.avatarSetUrl = '/brands/acme/avatar.svg';
    renderWithRouter(<Header />, { bootstrap: own });
    expect(within(screen.getByTestId('user-menu-button')).getByTestId('user-avatar')).toHaveAttribute(
      'src',
      '/avatars/emma.png',
    );
  });

  it('uses the desktop logo from 768px and the mobile logo below, 32px high, named by the brand', () => {
    renderWithRouter(<Header />);
    const img = screen.getByRole('img', { name: 'Acme Rewards' });
    expect(img).toHaveAttribute('src', '/brands/acme/logo-mobile.svg');
    expect(img).toHaveAttribute('height', '32');
    const source = img.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/brands/acme/logo.svg');
  });

  it('adds the client logo in a 150 x 38 box when the theme has one', () => {
    const bootstrap = makeBootstrap();
    bootstrap.theme.clientLogoUrl = '/clients/acme.png';
    renderWithRouter(<Header />, { bootstrap });
    const clientLogo = screen.getByRole('img', { name: 'Acme Logistics' });
    expect(clientLogo).toHaveAttribute('src', '/clients/acme.png');
    expect(clientLogo).toHaveAttribute('width', '150');
    expect(clientLogo).toHaveAttribute('height', '38');
  });

  it('shows the main nav, the user dropdown and the burger when logged in', () => {
    renderWithRouter(<Header />, { bootstrap: makeBootstrap({ session: makeSession({ hasFaqs: false }) }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'My benefits']);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('marks the current page in the main nav', () => {
    renderWithRouter(<Header />, {
      bootstrap: makeBootstrap({ session: makeSession() }),
      path: '/app/faqs/',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
