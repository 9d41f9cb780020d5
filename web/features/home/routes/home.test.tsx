import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardValue } from '#contract/benefits';
import type { HomeContent } from '#contract/home';
import type { SessionSummary } from '#contract/session';
import type { TotalBenefitsCard } from '#contract/total-benefits';
import { calledApis, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
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

const CARD: TotalBenefitsCard = {
  year: 2026,
  totalValue: 375.57,
  employeeContributions: 260.37,
  employerContributions: 115.2,
  benefitCount: 2,
  hideTotals: false,
  overviewMode: 'monthly',
};

const LIAMS_VOUCHERS: CardValue = {
  nextVoucherDate: '2026-12-04',
  placedOrders: [
    { id: 8001, retailer: 'Marks & Spencer', amount: 40, date: '2026-11-02' },
    { id: 8002, retailer: 'John Lewis & Partners', amount: 25, date: '2026-09-14' },
  ],
  savedOrders: [{ id: 8003, retailer: 'Argos', amount: 30, date: '2026-11-19' }],
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
    stubApi({ 'GET /api/total-benefits/card': json(CARD), 'GET /api/home': json(CONTENT) });
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
    stubApi({
      'GET /api/total-benefits/card': json(CARD),
      'GET /api/home': json({ banner: null, cards: [] }),
    });
    renderHome();
    await vi.waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Loading your home page' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
  });

  it('says so when the cards cannot be loaded', async () => {
    stubApi({ 'GET /api/total-benefits/card': json(CARD) });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "We couldn't load the latest from your employer. Please refresh the page to try again.",
    );
  });

  it('shows the probation notice to someone on probation only', () => {
    stubApi({ 'GET /api/total-benefits/card': json(CARD), 'GET /api/home': json(CONTENT) });
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
      'GET /api/total-benefits/card': json(CARD),
      'GET /api/vouchers/card-value': json(LIAMS_VOUCHERS),
      'GET /api/vouchers/balance': json({ balance: 120.5, lastPaymentDate: '2026-10-28' }),
      'GET /api/home': json({ banner: null, cards: [] }),
    });
    renderHome({ firstName: 'Liam', voucherOnly: true });
    const card = screen.getByRole('region', { name: 'Your voucher balance' });
    expect(await within(card).findByText('£120.50')).toBeInTheDocument();
    expect(within(card).getByText('Last payment: 28 October 2026')).toBeInTheDocument();
  });

  it('asks for no balance for anyone else', async () => {
    const fetchMock = stubApi({ 'GET /api/total-benefits/card': json(CARD), 'GET /api/home': json(CONTENT) });
    renderHome();
    await screen.findByRole('region', { name: 'For you' });
    expect(screen.queryByRole('region', { name: 'Your voucher balance' })).not.toBeInTheDocument();
    expect(calledApis(fetchMock).sort()).toEqual(['GET /api/home', 'GET /api/total-benefits/card']);
  });

  it("shows a voucher-only person's next voucher date in dd.MM.yy and their placed and saved orders", async () => {
    stubApi({
      'GET /api/total-benefits/card': json(CARD),
      'GET /api/vouchers/card-value': json(LIAMS_VOUCHERS),
      'GET /api/vouchers/balance': json({ balance: 120.5, lastPaymentDate: '2026-10-28' }),
      'GET /api/home': json({ banner: null, cards: [] }),
    });
    renderHome({ firstName: 'Liam', voucherOnly: true });
    const vouchers = await screen.findByRole('region', { name: 'Your vouchers' });
    expect(within(vouchers).getByText('Next voucher date').nextElementSibling?.textContent).toBe('04.12.26');
    const placed = within(vouchers).getByRole('table', { name: 'Placed orders' });
    expect(
      within(placed)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RetailerAmountPlaced on',
      'Marks & Spencer£40.0002.11.26',
      'John Lewis & Partners£25.0014.09.26',
    ]);
    const saved = within(vouchers).getByRole('table', { name: 'Saved orders' });
    expect(within(saved).getByRole('rowheader', { name: 'Argos' })).toBeInTheDocument();
    expect(within(saved).getByText('19.11.26')).toHaveAttribute('datetime', '2026-11-19');
  });

  it('says when no voucher is scheduled and there are no placed or saved orders', async () => {
    stubApi({
      'GET /api/total-benefits/card': json(CARD),
      'GET /api/vouchers/card-value': json({ nextVoucherDate: null, placedOrders: [], savedOrders: [] }),
      'GET /api/vouchers/balance': json({ balance: 5, lastPaymentDate: null }),
      'GET /api/home': json({ banner: null, cards: [] }),
    });
    renderHome({ voucherOnly: true });
    const vouchers = await screen.findByRole('region', { name: 'Your vouchers' });
    expect(within(vouchers).getByText('No voucher is scheduled.')).toBeInTheDocument();
    expect(within(vouchers).getByText('You have no placed orders.')).toBeInTheDocument();
    expect(within(vouchers).getByText('You have no saved orders.')).toBeInTheDocument();
    expect(within(vouchers).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("the home's total-benefits card (decision 041)", () => {
  it("shows this year's worth and leads to the overview the client's flag chooses", async () => {
    stubApi({ 'GET /api/total-benefits/card': json(CARD), 'GET /api/home': json(CONTENT) });
    const { unmount } = renderHome();
    const card = screen.getByRole('region', { name: 'My total benefits' });
    expect(await within(card).findByText('£375.57')).toBeInTheDocument();
    expect(within(card).getByText('What your benefits are worth in 2026')).toBeInTheDocument();
    expect(within(card).getByText('£260.37 from you and £115.20 from your employer')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See your total benefits' })).toHaveAttribute(
      'href',
      '/app/my-total-benefits-enhanced/',
    );
    unmount();

    stubApi({
      'GET /api/total-benefits/card': json({ ...CARD, overviewMode: 'year' }),
      'GET /api/home': json(CONTENT),
    });
    renderHome();
    const plain = screen.getByRole('region', { name: 'My total benefits' });
    await within(plain).findByText('£375.57');
    expect(within(plain).getByRole('link', { name: 'See your total benefits' })).toHaveAttribute(
      'href',
      '/app/my-total-benefits/',
    );
  });

  it('shows only how many benefits there are when the client hides totals', async () => {
    stubApi({
      'GET /api/total-benefits/card': json({ ...CARD, hideTotals: true, overviewMode: 'year' }),
      'GET /api/home': json(CONTENT),
    });
    renderHome();
    const card = screen.getByRole('region', { name: 'My total benefits' });
    expect(await within(card).findByText('2 benefits with a value in 2026')).toBeInTheDocument();
    expect(within(card).queryByText(/£/)).not.toBeInTheDocument();
  });

  it('says when nothing has a value this year, and keeps the link when the call fails', async () => {
    stubApi({
      'GET /api/total-benefits/card': json({ ...CARD, totalValue: 0, benefitCount: 0 }),
      'GET /api/home': json(CONTENT),
    });
    const { unmount } = renderHome();
    const card = screen.getByRole('region', { name: 'My total benefits' });
    expect(
      await within(card).findByText('You have no benefits with a value in this year.'),
    ).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/home': json(CONTENT) });
    renderHome();
    const failed = screen.getByRole('region', { name: 'My total benefits' });
    expect(await within(failed).findByRole('alert')).toHaveProperty(
      'textContent',
      'It looks like something has gone wrong, please try again later',
    );
    expect(within(failed).getByRole('link', { name: 'See your total benefits' })).toHaveAttribute(
      'href',
      '/app/my-total-benefits/',
    );
  });
});
