import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { freshStore, renderWithCookieStore } from '#support/web/cookie-store.tsx';
import { parseCookieSlice } from '#web/lib/persisted-cookie-slice.ts';
import { CookieBanner } from './cookie-banner';

describe('CookieBanner', () => {
  beforeEach(() => localStorage.clear());

  it('shows a cookie consent region with both buttons and a cookie policy link', () => {
    renderWithCookieStore(<CookieBanner hidden={false} />);
    const region = screen.getByRole('region', { name: 'Cookie consent' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy/');
  });

  it('hides itself and stores acceptance of every category after Accept cookies', async () => {
    const user = userEvent.setup();
    const { store } = renderWithCookieStore(<CookieBanner hidden={false} />);

    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(store.getSnapshot()).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
    act(() => store.flush());
    expect(parseCookieSlice(localStorage.getItem(PERSISTED_COOKIE_SLICE.key))).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
  });

  it('persists acceptance to storage within the throttle time', async () => {
    const user = userEvent.setup();
    renderWithCookieStore(<CookieBanner hidden={false} />);
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    await waitFor(() => expect(parseCookieSlice(localStorage.getItem('pes')).cookiesAccepted).toBe(true));
  });

  it('renders nothing when hidden', () => {
    renderWithCookieStore(<CookieBanner hidden />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept cookies' })).not.toBeInTheDocument();
  });

  it('renders nothing when cookies were accepted earlier', () => {
    localStorage.setItem(
      'pes',
      JSON.stringify({ version: 2, cookiesAccepted: true, nonNecessaryCookiesEnabled: false }),
    );
    renderWithCookieStore(<CookieBanner hidden={false} />, freshStore());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('shows again when an earlier acceptance was stored under another version', () => {
    localStorage.setItem(
      'pes',
      JSON.stringify({ version: 1, cookiesAccepted: true, nonNecessaryCookiesEnabled: true }),
    );
    renderWithCookieStore(<CookieBanner hidden={false} />, freshStore());
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
