import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TotalBenefitsData, TotalBenefitsPage, TotalBenefitsSummary } from '#contract/total-benefits';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-texts';
import { apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { Component as MyTotalBenefits } from './my-total-benefits';
import { Component as MyTotalBenefitsEnhanced } from './my-total-benefits-enhanced';

const SUMMARY: TotalBenefitsSummary = {
  year: 2026,
  totalValue: 375.57,
  employeeContributions: 260.37,
  employerContributions: 115.2,
  benefitCount: 2,
  hideTotals: false,
};
const DATA: TotalBenefitsData = {
  year: 2026,
  mode: 'year',
  benefits: [
    {
      benefitId: 5202,
      name: 'Dental Cover',
      icon: 'dental',
      employeeValue: 170.4,
      employerValue: 85.2,
      totalValue: 255.6,
    },
    {
      benefitId: 5203,
      name: 'Gym Membership',
      icon: 'gym',
      employeeValue: 89.97,
      employerValue: 30,
      totalValue: 119.97,
    },
  ],
};
const PAGE: TotalBenefitsPage = {
  year: 2026,
  selections: [
    {
      selectionId: 6001,
      benefitId: 5202,
      name: 'Dental Cover',
      icon: 'dental',
      status: 'live',
      startDate: '2026-01-01',
      endDate: null,
      months: 12,
    },
    {
      selectionId: 6003,
      benefitId: 5203,
      name: 'Gym Membership',
      icon: 'gym',
      status: 'opted-out',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      months: 3,
    },
  ],
};
const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  month: index + 1,
  employee: index < 3 ? 44.19 : 14.2,
  employer: index < 3 ? 17.1 : 7.1,
}));

function render(path = '/app/my-total-benefits/', Component = MyTotalBenefits) {
  return renderRoutes([{ path: '*', Component }], { path, session: makeSession() });
}

function tableCells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 20, 12)));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/app/my-total-benefits/', () => {
  it('shows the totals and each benefit as a chart with a table alternative', async () => {
    stubApi({
      'GET /api/total-benefits/page': json(PAGE),
      'GET /api/total-benefits/summary': json(SUMMARY),
      'GET /api/total-benefits': json(DATA),
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /each benefit in 2026/ });
    expect(tableCells(table)).toEqual([
      ['Benefit', 'You', 'Your employer'],
      ['Dental Cover', '£170.40', '£85.20'],
      ['Gym Membership', '£89.97', '£30.00'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.getAttribute('scope')),
    ).toEqual(['row', 'row']);
    expect(screen.getByText('Total value of your benefits').nextElementSibling?.textContent).toBe('£375.57');
    expect(screen.getByText('Paid by you').nextElementSibling?.textContent).toBe('£260.37');
    // The statement's headline above the totals (decision 034).
    expect(
      screen.getByText(
        'In 2026, your benefits are worth £375.57: £260.37 paid by you and £115.20 by your employer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid by your employer').nextElementSibling?.textContent).toBe('£115.20');
    // The chart is drawn with the page: a bar for each benefit from each payer, and a column's figures on hover.
    const chart = table.closest('figure')?.querySelector('[data-chart="bar"]');
    expect(
      [...(chart?.querySelectorAll('rect[data-bar]') ?? [])].map((bar) => bar.getAttribute('data-bar')),
    ).toEqual(['You', 'Your employer', 'You', 'Your employer']);
    expect([...(chart?.querySelectorAll('title') ?? [])].map((title) => title.textContent)).toEqual([
      'Dental Cover: You £170.40, Your employer £85.20',
      'Gym Membership: You £89.97, Your employer £30.00',
    ]);
  });

  it('hides the totals when the client hides them, and still shows the benefits', async () => {
    stubApi({
      'GET /api/total-benefits/page': json(PAGE),
      'GET /api/total-benefits/summary': json({ ...SUMMARY, hideTotals: true }),
      'GET /api/total-benefits': json(DATA),
    });
    render();
    await screen.findByRole('table', { name: /each benefit in 2026/ });
    expect(screen.queryByText('Total value of your benefits')).not.toBeInTheDocument();
    expect(screen.queryByText(/your benefits are worth/)).not.toBeInTheDocument();
    expect(screen.queryByText('£375.57')).not.toBeInTheDocument();
  });

  it('keeps the year and the mode in the URL and asks for them', async () => {
    const fetchMock = stubApi({
      'GET /api/total-benefits/page': json(PAGE),
      'GET /api/total-benefits/summary': json({ ...SUMMARY, year: 2025 }),
      'GET /api/total-benefits': json({ ...DATA, year: 2025, mode: 'monthly', months: MONTHS }),
    });
    const { router } = render('/app/my-total-benefits/?year=2025');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /each benefit in 2025/ });
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2025');
    await user.click(screen.getByRole('radio', { name: 'Month by month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2025&mode=monthly'));
    const months = await screen.findByRole('table', { name: /each month of 2025/ });
    expect(tableCells(months)[1]).toEqual(['January', '£44.19', '£17.10']);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/total-benefits?year=2025&mode=monthly',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2026');
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026&mode=monthly'));
  });

  it('says so when there is nothing to show for the year', async () => {
    stubApi({
      'GET /api/total-benefits/page': json({ year: 2026, selections: [] }),
      'GET /api/total-benefits/summary': json({ ...SUMMARY, totalValue: 0, benefitCount: 0 }),
      'GET /api/total-benefits': json({ ...DATA, benefits: [] }),
    });
    render();
    expect(await screen.findByText(TOTAL_BENEFITS_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the loading state, then the spec 8 text when a call fails', async () => {
    stubApi({
      'GET /api/total-benefits/page': json(PAGE),
      'GET /api/total-benefits/summary': apiError(502),
      'GET /api/total-benefits': json(DATA),
    });
    render();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect((await screen.findByRole('alert')).textContent).toBe(TOTAL_BENEFITS_TEXTS.failed);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/app/my-total-benefits-enhanced/', () => {
  it('opens month by month', async () => {
    const fetchMock = stubApi({
      'GET /api/total-benefits/page': json(PAGE),
      'GET /api/total-benefits/summary': json(SUMMARY),
      'GET /api/total-benefits': json({ ...DATA, mode: 'monthly', months: MONTHS }),
    });
    render('/app/my-total-benefits-enhanced/', MyTotalBenefitsEnhanced);
    expect(await screen.findByRole('table', { name: /each month of 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Month by month' })).toBeChecked();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/total-benefits?mode=monthly',
    );
  });
});

describe('the selections behind the figures (the mtb page call, decision 041)', () => {
  it('lists each selection counted in the year, with its dates and months', async () => {
    const fetchMock = stubApi({
      'GET /api/total-benefits/page': json(PAGE),
      'GET /api/total-benefits/summary': json(SUMMARY),
      'GET /api/total-benefits': json(DATA),
    });
    render('/app/my-total-benefits/?year=2026');
    const table = await screen.findByRole('table', { name: 'The selections counted in 2026' });
    expect(tableCells(table)).toEqual([
      ['Benefit', 'Status', 'From', 'To', 'Months counted'],
      ['Dental Cover', 'Live', '1 January 2026', 'Ongoing', '12'],
      ['Gym Membership', 'Opted out', '1 January 2026', '31 March 2026', '3'],
    ]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/total-benefits/page?year=2026',
    );
  });

  it('shows no selections table when nothing counted, and the spec 8 text when the call fails', async () => {
    stubApi({
      'GET /api/total-benefits/page': json({ year: 2026, selections: [] }),
      'GET /api/total-benefits/summary': json(SUMMARY),
      'GET /api/total-benefits': json(DATA),
    });
    const { unmount } = render();
    await screen.findByRole('table', { name: /each benefit in 2026/ });
    expect(screen.queryByRole('table', { name: /selections counted/ })).not.toBeInTheDocument();
    unmount();
    stubApi({
      'GET /api/total-benefits/page': apiError(502),
      'GET /api/total-benefits/summary': json(SUMMARY),
      'GET /api/total-benefits': json(DATA),
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(TOTAL_BENEFITS_TEXTS.failed);
  });
});
