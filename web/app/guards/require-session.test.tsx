import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, loadEveryLazyRoute, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';
import { routes } from '../router';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

const TERMS = { terms: '<p>Terms text</p>', policy: '<p>Policy text</p>', termsRevision: 3 };

// Load every lazily imported screen once up front, so no single test pays for the first transform.
beforeAll(
  () => loadEveryLazyRoute(routes, [import('#web/features/terms/components/new-terms-screen.tsx')]),
  30_000,
);

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('session guard', () => {
  it('shows the signed-in page with the person greeted by first name, titled Home | brand', async () => {
    stubApi({});
    renderRoutes(routes, { path: '/app/home/', session: makeSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Acme Rewards'));
  });

  it('shows the new-terms screen first when terms changed, even on a page for another userType', async () => {
    stubApi({ 'GET /api/content/terms': json(TERMS) });
    renderRoutes(routes, {
      path: '/app/dashboard/',
      session: makeSession({ userType: 'employee', siteTermsUpdated: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nearly there' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('shows Access Denied with a link home when an employee opens the employer dashboard', async () => {
    stubApi({});
    renderRoutes(routes, { path: '/app/dashboard/', session: makeSession({ userType: 'employee' }) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(heading).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/app/home/');
    expect(within(main).queryByRole('heading', { name: 'Employer dashboard' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Access Denied | Acme Rewards'));
  });

  it('shows the employer dashboard to an employer', async () => {
    stubApi({});
    renderRoutes(routes, { path: '/app/dashboard/', session: makeSession({ userType: 'employer' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Employer dashboard | Acme Rewards'));
  });

  it('sends a signed-out visitor to the login page at / (a public page: a full page load)', async () => {
    stubApi({});
    const { documentLoads } = renderRoutes(routes, { path: '/app/home/', session: null });
    await waitFor(() => expect(documentLoads).toEqual([{ path: '/', replace: true, state: null }]));
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it("shows 'Loading profile...' while the session is being fetched, then the page", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'GET /api/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { queryClient, router, documentLoads } = renderRoutes(routes, {
      path: '/app/home/',
      session: null,
    });
    // The frame and the guard are lazy route modules: the guard holds the session query once it
    // has rendered (and, signed out, asked for the login page).
    await waitFor(() => expect(documentLoads).toHaveLength(1));
    // Signed out from the bootstrap: the guard would redirect, so ask for the session first.
    act(() => void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/home/');

    await act(async () => answer(json({ session: makeSession({ firstName: 'Erin' }) })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Erin' })).toBeInTheDocument();
  });

  it('leaves other /app/* paths to the not-found page', async () => {
    stubApi({});
    renderRoutes(routes, { path: '/app/no-such-page/', session: makeSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('session guard and new terms', () => {
  it('shows the page once the new terms have been accepted', async () => {
    stubApi({
      'GET /api/content/terms': json(TERMS),
      'PATCH /api/account/terms': json({ session: makeSession({ siteTermsUpdated: false }) }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/app/home/', session: makeSession({ siteTermsUpdated: true }) });
    await user.click(await screen.findByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nearly there' })).not.toBeInTheDocument();
  });
});
