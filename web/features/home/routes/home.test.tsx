import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeContent } from '#contract/home';
import type { SessionSummary } from '#contract/session';
import { calledApis, json, renderRoutes, stubApi } from '#web/app/guards/test-helpers.tsx';
import { makeSession } from '#web/test-support.tsx';
import { Component as Home } from './home';

const CONTENT: HomeContent = {
  banner: {
    id: 1,
    title: 'Benefits window open until 31 March',
    body: 'Choose or change your benefits.',
    link: { href: '/app/my-benefits/', label: 'Review my benefits', external: false },
  },
  cards: [
    {
      id: 2,
      title: 'Protect the people who matter',
      body: 'Life Assurance pays a lump sum.',
      icon: 'life',
      link: { href: '/app/my-benefits/5206', label: 'See Life Assurance', external: false },
    },
    {
      id: 3,
      title: 'Read the guide',
      body: 'On the provider’s site.',
      icon: 'no-such-icon',
      link: { href: 'https://guide.example/', label: 'Open the guide', external: true },
    },
  ],
};

function renderHome(overrides: Partial<SessionSummary> = {}) {
  return renderRoutes([{ path: '/app/home/', Component: Home }], {
    path: '/app/home/',
    session: makeSession({ firstName: 'Emma', ...overrides }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/app/home/', () => {
  it('shows the loading cards, then the cards with their links and the banner after them', async () => {
    stubApi({ 'GET /api/home': json(CONTENT) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your home page' })).toBeInTheDocument();

    const cards = screen.getByRole('region', { name: 'For you' });
    expect(
      await within(cards).findByRole('heading', { name: 'Protect the people who matter' }),
    ).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'See Life Assurance' })).toHaveAttribute(
      'href',
      '/app/my-benefits/5206',
    );
    const external = within(cards).getByRole('link', { name: 'Open the guide (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    const banner = screen.getByRole('region', { name: 'Benefits window open until 31 March' });
    expect(within(banner).getByRole('link', { name: 'Review my benefits' })).toBeInTheDocument();
    // The banner follows the cards, so its arrival moves nothing above it.
    expect(cards.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Loading your home page' })).not.toBeInTheDocument();
  });

  it('shows no cards section and no banner when the CMS has none', async () => {
    stubApi({ 'GET /api/home': json({ banner: null, cards: [] }) });
    renderHome();
    await vi.waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Loading your home page' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
  });

  it('says so when the cards cannot be loaded', async () => {
    stubApi({});
    renderHome();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "We couldn't load the latest from your employer. Please refresh the page to try again.",
    );
  });

  it('shows the probation notice to someone on probation only', () => {
    stubApi({ 'GET /api/home': json(CONTENT) });
    const { unmount } = renderHome({ onProbation: true });
    expect(
      screen.getByText(
        "As you're on probation, you won't be able to access all benefits. We'll email you when you can!",
      ),
    ).toBeInTheDocument();
    unmount();
    renderHome();
    expect(screen.queryByText(/on probation/)).not.toBeInTheDocument();
  });

  it('shows a voucher-only person their balance and the date of the last payment', async () => {
    stubApi({
      'GET /api/vouchers/balance': json({ balance: 120.5, lastPaymentDate: '2026-10-28' }),
      'GET /api/home': json({ banner: null, cards: [] }),
    });
    renderHome({ firstName: 'Liam', voucherOnly: true });
    const card = screen.getByRole('region', { name: 'Your voucher balance' });
    expect(await within(card).findByText('£120.50')).toBeInTheDocument();
    expect(within(card).getByText('Last payment: 28 October 2026')).toBeInTheDocument();
  });

  it('asks for no balance for anyone else', async () => {
    const fetchMock = stubApi({ 'GET /api/home': json(CONTENT) });
    renderHome();
    await screen.findByRole('region', { name: 'For you' });
    expect(screen.queryByRole('region', { name: 'Your voucher balance' })).not.toBeInTheDocument();
    expect(calledApis(fetchMock)).toEqual(['GET /api/home']);
  });
});
