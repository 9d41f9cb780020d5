import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { SessionRoute } from '#web/app/guards/require-session.tsx';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';
import { WelcomeCarouselGate } from './welcome-carousel-gate';

const SLIDES = [
  { title: 'Your benefits, one place', body: 'Browse everything on offer.', imageUrl: '/img/one.svg' },
  { title: 'Make it yours', body: 'Choose what suits you.', imageUrl: null },
  { title: 'Help is near', body: 'Contact us any time.', imageUrl: null },
];

const gateRoutes: RouteObject[] = [{ path: '*', element: <WelcomeCarouselGate /> }];

function renderGate(showWelcomeModal: boolean) {
  const session = makeSession({ showWelcomeModal });
  const result = renderRoutes(gateRoutes, { path: '/app/home/', session });
  return { ...result, session };
}

const dialog = () => screen.getByRole('dialog', { name: 'Welcome to Acme Rewards' });

// The gate loads the carousel lazily; load it once up front so each test waits only for its data.
beforeAll(async () => {
  await import('./welcome-carousel');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('welcome carousel', () => {
  it('stays closed and loads nothing when the carousel is not pending', async () => {
    const fetchMock = stubApi({ 'GET /api/content/carousel': json({ slides: SLIDES }) });
    renderGate(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens titled Welcome to the brand and shows the first slide with its indicator', async () => {
    stubApi({ 'GET /api/content/carousel': json({ slides: SLIDES }) });
    renderGate(true);
    expect(await screen.findByRole('heading', { name: 'Your benefits, one place' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Browse everything on offer.')).toBeInTheDocument();
    const indicator = within(dialog()).getByText('Slide 1 of 3');
    expect(indicator).toHaveAttribute('aria-live', 'polite');
  });

  it('moves through the slides with Next and Previous, and Get started on the last one closes it', async () => {
    stubApi({ 'GET /api/content/carousel': json({ slides: SLIDES }) });
    const user = userEvent.setup();
    renderGate(true);
    await screen.findByText('Slide 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Make it yours' })).toBeInTheDocument();
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Your benefits, one place' })).toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears showWelcomeModal once the slides load, but stays open until closed', async () => {
    stubApi({ 'GET /api/content/carousel': json({ slides: SLIDES }) });
    const { queryClient } = renderGate(true);
    await screen.findByText('Slide 1 of 3');
    await waitFor(() =>
      expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ showWelcomeModal: false }),
    );
    expect(dialog()).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    stubApi({ 'GET /api/content/carousel': json({ slides: SLIDES }) });
    const user = userEvent.setup();
    renderGate(true);
    await screen.findByText('Slide 1 of 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a short message and a Close button when the slides cannot load, and stays closed once closed', async () => {
    stubApi({ 'GET /api/content/carousel': apiError(502, 'Upstream down', 'upstream_error') });
    const user = userEvent.setup();
    const { queryClient } = renderGate(true);
    expect(await within(dialog()).findByText("Sorry, we couldn't load this right now.")).toBeInTheDocument();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ showWelcomeModal: true });

    const closeButtons = within(dialog()).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The flag is still set (the server did not clear it), yet the carousel is not shown again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens over a signed-in page behind the session guard', async () => {
    stubApi({ 'GET /api/content/carousel': json({ slides: SLIDES }) });
    const routes: RouteObject[] = [
      {
        Component: SessionRoute,
        children: [{ path: '/app/home/', element: <h1>Home page</h1> }],
      },
    ];
    renderRoutes(routes, { path: '/app/home/', session: makeSession({ showWelcomeModal: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText('Slide 1 of 3')).toBeInTheDocument();
  });
});
