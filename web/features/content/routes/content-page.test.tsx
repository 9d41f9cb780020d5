import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, renderPublicPage } from '#support/web/app-support.tsx';
import { Component as ContentPage } from './content-page';

const POLICY = '<h2>What we collect</h2><p>Employment details supplied by your employer.</p>';

function breadcrumbHome(): string | null {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav).getByRole('link', { name: 'Home' }).getAttribute('href');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content pages', () => {
  it('renders the policy the Worker served, with a breadcrumb home to / for a visitor', async () => {
    const fetchMock = stubApi({});
    renderPublicPage(ContentPage, {
      pattern: '/privacy-statement/*',
      path: '/privacy-statement/',
      bootstrap: makeBootstrap({ content: { page: 'privacyStatement', html: POLICY } }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Employment details supplied by your employer.')).toBeInTheDocument();
    expect(breadcrumbHome()).toBe('/');
    expect(screen.getByText('Privacy Statement', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leads a signed-in person home to /app/home/', () => {
    renderPublicPage(ContentPage, {
      pattern: '/cookie-policy/*',
      path: '/cookie-policy/',
      bootstrap: makeBootstrap({ session: makeSession(), content: { page: 'cookiePolicy', html: POLICY } }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Cookie Policy' })).toBeInTheDocument();
    expect(breadcrumbHome()).toBe('/app/home/');
  });

  it('shows the failure view when the Worker could not load the policy', () => {
    renderPublicPage(ContentPage, {
      pattern: '/terms-and-conditions/*',
      path: '/terms-and-conditions/',
      bootstrap: makeBootstrap({ content: { page: 'termsAndConditions', html: null } }),
    });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'There was an issue requesting the latest Terms and Conditions',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('asks the Worker for a page it did not come with, and shows the failure view if that fails', async () => {
    const fetchMock = stubApi({
      'GET /api/content/pages/cookiePolicy': json({ page: 'cookiePolicy', html: POLICY }),
      'GET /api/content/pages/privacyStatement': apiError(502, 'CMS down', 'upstream_error'),
    });
    const { unmount } = renderPublicPage(ContentPage, {
      pattern: '/cookie-policy/*',
      path: '/cookie-policy/',
    });

    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(await screen.findByText('Employment details supplied by your employer.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/content/pages/cookiePolicy');
    unmount();

    renderPublicPage(ContentPage, { pattern: '/privacy-statement/*', path: '/privacy-statement/' });
    expect(
      await screen.findByRole('heading', {
        name: 'There was an issue requesting the latest Privacy Statement',
      }),
    ).toBeInTheDocument();
  });
});
