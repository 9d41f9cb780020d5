import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, loadEveryLazyRoute, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, renderPublicEntry } from '#support/web/app-support.tsx';
import { makePage } from '#support/web/benefit-fixtures.ts';
import { routes } from './router';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

// Load every lazily imported screen once up front, so no single test pays for the first transform.
beforeAll(() => loadEveryLazyRoute(routes), 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('the browser title: the matched route’s, with the brand (spec 2.3)', () => {
  it.each([
    ['/', 'Login'],
    ['/wrkit-redirect-sso/', 'Login'],
    ['/wrkit-redirect-sso/abcdefgh1234/2026', 'Logging in'],
    ['/forgotten-password/', 'Reset your password'],
    ['/two-fa/', 'Enter authentication code'],
    ['/sso-error/', 'Unable to log in'],
    ['/logout-success', 'You have been logged out'],
    ['/privacy-statement/', 'Privacy Statement'],
    ['/no-such-page', 'Page not found'],
  ])('titles the public page %s "%s | brand"', async (path, title) => {
    stubApi({});
    renderPublicEntry(path);
    await waitFor(() => expect(document.title).toBe(`${title} | Acme Rewards`));
  });

  it('writes the tenant’s brand after the bar', async () => {
    stubApi({});
    const bootstrap = makeBootstrap();
    renderPublicEntry('/', { ...bootstrap, theme: { ...bootstrap.theme, brandName: 'Globex Benefits' } });
    await waitFor(() => expect(document.title).toBe('Login | Globex Benefits'));
  });

  it('titles the next public page after a client navigation', async () => {
    stubApi({});
    const router = renderPublicEntry('/');
    await waitFor(() => expect(document.title).toBe('Login | Acme Rewards'));
    await act(() => router.navigate('/forgotten-password/'));
    await waitFor(() => expect(document.title).toBe('Reset your password | Acme Rewards'));
  });

  it.each([
    ['/app/home/my-profile/', 'My profile settings'],
    ['/app/my-benefits/', 'My benefits'],
    ['/logout', 'Logging out'],
    ['/app/no-such-page', 'Page not found'],
  ])('titles the signed-in page %s "%s | brand"', async (path, title) => {
    stubApi({});
    renderRoutes(routes, { path, session: makeSession() });
    await waitFor(() => expect(document.title).toBe(`${title} | Acme Rewards`));
  });

  it('titles the new-terms screen the session guard shows in place of any signed-in page', async () => {
    stubApi({ 'GET /api/content/terms': json({ terms: '<p>T</p>', policy: '<p>P</p>', termsRevision: 3 }) });
    renderRoutes(routes, { path: '/app/my-benefits/', session: makeSession({ siteTermsUpdated: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nearly there' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nearly there | Acme Rewards'));
  });

  it('titles a benefit’s page with its name once its data arrives, after a client navigation', async () => {
    stubApi({ 'GET /api/benefits/7': json(makePage()) });
    const { router } = renderRoutes(routes, { path: '/app/home/', session: makeSession() });
    await waitFor(() => expect(document.title).toBe('Home | Acme Rewards'));
    await act(() => router.navigate('/app/my-benefits/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Life Assurance' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Life Assurance | Acme Rewards'));
  });
});
