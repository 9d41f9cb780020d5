import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '#contract/session';
import { stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { withFlash } from '#web/lib/flash.ts';
import { CookieSliceStoreProvider, createCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { AppLayout } from './app-layout';

function renderLayout(
  session: SessionSummary | null,
  initialEntry: string | { pathname: string; state: unknown } = '/page',
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          {
            path: 'page',
            element: (
              <>
                <h1>Page</h1>
                <Link to="/other">Other page</Link>
              </>
            ),
          },
          { path: 'other', element: <h1>Other</h1> },
          { path: 'logout', element: <h1>Signing out</h1> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <CookieSliceStoreProvider store={createCookieSliceStore({ storage: null, eventTarget: null })}>
        <RouterProvider router={router} />
      </CookieSliceStoreProvider>
    </WithBootstrap>,
  );
  return router;
}

beforeEach(() => {
  // The frame asks nothing of the Worker here: any call would answer 404.
  stubApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('masquerade banners', () => {
  it('say when the session may change things, in either banner', async () => {
    for (const actor of ['support', 'employer'] as const) {
      renderLayout(
        makeSession({ masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor, readOnly: false } }),
      );
      const banner = await screen.findByRole('region', {
        name: actor === 'support' ? 'Masquerade session' : 'Viewing as',
      });
      expect(within(banner).getByText('Changes allowed: each change is recorded')).toBeInTheDocument();
      expect(within(banner).queryByText(/Read-only/)).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the support masquerade banner with the name and scheme year, and no cookie banner', async () => {
    renderLayout(
      makeSession({
        masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support', readOnly: true },
      }),
    );
    const banner = await screen.findByRole('region', { name: 'Masquerade session' });
    expect(within(banner).getByText('You are masquerading as', { exact: false }).textContent).toBe(
      'You are masquerading as Emma Fielding',
    );
    expect(within(banner).getByText('Scheme year', { exact: false }).textContent).toBe('Scheme year 2026');
    // Which kind of session (decision 053).
    expect(within(banner).getByText('Read-only: nothing can be changed')).toBeInTheDocument();
    expect(within(banner).queryByText(/Changes allowed/)).not.toBeInTheDocument();
    // A hidden copy in the page flow keeps the end of the page clear of the fixed banner.
    expect(screen.getByTestId('masquerade-banner-spacer')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Viewing as' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept cookies' })).not.toBeInTheDocument();
  });

  it("shows the view-as banner at the top for an employer's magic-link session, and no cookie banner", async () => {
    renderLayout(
      makeSession({
        masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'employer', readOnly: true },
      }),
    );
    const banner = await screen.findByRole('region', { name: 'Viewing as' });
    expect(within(banner).getByText(/^You are currently viewing/).textContent).toBe(
      'You are currently viewing the site as employee for the scheme year 2026',
    );
    expect(within(banner).getByText('Read-only: nothing can be changed')).toBeInTheDocument();
    // Above the header.
    expect(
      banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Masquerade session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept cookies' })).not.toBeInTheDocument();
  });

  it('say when an act-as session ends (UK time), and sign out at that instant', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Ten minutes before the end: the idle prompt (14 minutes) does not come into it.
      vi.setSystemTime(new Date('2026-12-02T09:50:00Z'));
      const router = renderLayout(
        makeSession({
          masquerade: {
            name: 'Emma Fielding',
            schemeYear: 2026,
            actor: 'support',
            readOnly: true,
            endsAt: '2026-12-02T10:00:00.000Z',
          },
        }),
      );
      const banner = screen.getByRole('region', { name: 'Masquerade session' });
      expect(within(banner).getByText('Session ends 2 Dec 2026, 10:00 (UK time)')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(9 * 60 * 1000);
      });
      expect(router.state.location.pathname).toBe('/page');
      await act(async () => {
        vi.advanceTimersByTime(60 * 1000);
      });
      expect(router.state.location.pathname).toBe('/logout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows neither banner, and the cookie banner, in an ordinary session', async () => {
    renderLayout(makeSession());
    expect(await screen.findByRole('button', { name: 'Accept cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Masquerade session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Viewing as' })).not.toBeInTheDocument();
  });
});

describe('flash message', () => {
  it('shows a flash from the navigation state as a focused success alert at the top of main', async () => {
    const router = renderLayout(makeSession(), {
      pathname: '/page',
      state: withFlash('Two factor authentication is now turned on.'),
    });
    const main = screen.getByRole('main');
    const alert = await within(main).findByRole('status');
    expect(alert.textContent).toBe('Two factor authentication is now turned on.');
    expect(main.firstElementChild?.contains(alert)).toBe(true);
    await waitFor(() => expect(alert).toHaveFocus());
    // Taken out of the history entry, so a reload does not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(within(main).getByRole('status').textContent).toBe('Two factor authentication is now turned on.');
  });

  it('goes away once the person leaves the page', async () => {
    const router = renderLayout(makeSession(), { pathname: '/page', state: withFlash('Saved.') });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await act(() => router.navigate('/other'));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    await act(() => router.navigate('/page'));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
