import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { makeBenefit, makeDetail, makePage, makeSelection } from '#support/web/benefit-fixtures.ts';
import { Component as BenefitPage } from './benefit-page';

function renderPage(id = '7') {
  const view = renderRoutes([{ path: '/app/my-benefits/:benefitId', Component: BenefitPage }], {
    path: `/app/my-benefits/${id}`,
    session: makeSession(),
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/my-benefits/:id', () => {
  it('shows the benefit with its FAQs and related benefits, and a way to choose it', async () => {
    stubApi({
      'GET /api/benefits/7': json(
        makePage({
          faqs: [{ question: 'Who is covered?', answer: 'You, and your partner if you add them.' }],
          related: [makeBenefit({ id: 9, name: 'Income Protection', icon: 'accident' })],
        }),
      ),
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Life Assurance' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Cover of up to ten times your salary.')).toBeInTheDocument();
    expect(screen.getByText('Who is covered?')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related benefits' });
    expect(within(related).getByRole('link', { name: 'Income Protection' })).toHaveAttribute(
      'href',
      '/app/my-benefits/9',
    );
    expect(screen.getByRole('link', { name: 'Choose this benefit' })).toHaveAttribute(
      'href',
      '/app/my-benefits/7/setup',
    );
    // The monthly cost of a benefit without one is to be confirmed (spec section 5).
    expect(screen.getByText('To be confirmed')).toBeInTheDocument();
  });

  it("shows the voucher benefit's card-value data: next voucher date in dd.MM.yy, placed and saved orders", async () => {
    stubApi({
      'GET /api/benefits/7': json(
        makePage({
          benefit: makeDetail({ name: 'Acme Rewards Card', groupCode: 'ccv', icon: 'ccv' }),
          cardValue: {
            nextVoucherDate: '2026-12-04',
            placedOrders: [{ id: 8001, retailer: 'Marks & Spencer', amount: 40, date: '2026-11-02' }],
            savedOrders: [],
          },
        }),
      ),
    });
    renderPage();
    const vouchers = await screen.findByRole('region', { name: 'Your vouchers' });
    expect(within(vouchers).getByText('04.12.26')).toHaveAttribute('datetime', '2026-12-04');
    const placed = within(vouchers).getByRole('table', { name: 'Placed orders' });
    expect(within(placed).getByRole('row', { name: /Marks & Spencer/ })).toHaveTextContent('£40.0002.11.26');
    expect(within(vouchers).getByText('You have no saved orders.')).toBeInTheDocument();
  });

  it('shows no card-value section on any other benefit', async () => {
    stubApi({ 'GET /api/benefits/7': json(makePage()) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Life Assurance' });
    expect(screen.queryByRole('region', { name: 'Your vouchers' })).not.toBeInTheDocument();
  });

  it('shows the missing-benefit text for a benefit that does not exist', async () => {
    stubApi({
      'GET /api/benefits/999999': apiError(
        404,
        'Oops! The benefit you are looking for has been removed or relocated.',
        'benefit_not_found',
      ),
    });
    renderPage('999999');
    expect(
      await screen.findByText('Oops! The benefit you are looking for has been removed or relocated.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My benefits' })).toHaveAttribute(
      'href',
      '/app/my-benefits/',
    );
  });

  it('asks to contact support, with the support e-mail, when the benefit fails to load', async () => {
    stubApi({ 'GET /api/benefits/7': apiError(502, 'Bad gateway') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is an issue loading this benefit. Please contact us');
    expect(within(alert).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
  });

  it('opts out only after the confirmation, from the keyboard, and says so', async () => {
    let selection = makeSelection();
    stubApi({
      'GET /api/benefits/7': () => json(makePage({ selection })),
      'POST /api/selections/31/opt-out': () => {
        selection = makeSelection({
          status: 'opted-out',
          statusLabel: 'Opted out',
          cta: { type: 'reapply', label: 'Reapply' },
        });
        return json(selection);
      },
    });
    const { user } = renderPage();
    const optOut = await screen.findByRole('button', { name: 'Opt out' });
    optOut.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Opt out of this benefit' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opt out' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Opt out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, opt out' }));
    expect(await screen.findByText('You have opted out of this benefit.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reapply' })).toBeInTheDocument();
    expect(screen.getByText('Opted out')).toBeInTheDocument();
  });

  it('withdraws a request awaiting approval instead of opting out, after the confirmation', async () => {
    let selection: ReturnType<typeof makeSelection> | null = makeSelection({
      status: 'awaiting-approval',
      statusLabel: 'Awaiting approval',
    });
    stubApi({
      'GET /api/benefits/7': () => json(makePage({ selection })),
      'DELETE /api/selections/31': () => {
        selection = null;
        return json({ selectionId: 31 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    expect(screen.queryByRole('button', { name: 'Opt out' })).not.toBeInTheDocument();
    const panel = await screen.findByRole('dialog', { name: 'Withdraw your request' });
    expect(panel).toHaveTextContent('Are you sure you want to withdraw your request for Life Assurance?');
    await user.click(within(panel).getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByText('Your request has been withdrawn.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Choose this benefit' })).toBeInTheDocument();
  });

  it("shows a live selection's change still to come, and resets it to the saved one only after the confirmation", async () => {
    const change = {
      value: 200000,
      partnerValue: 0,
      monthlyCost: 36,
      employerMonthlyCost: 12,
      effectiveFrom: '2026-12-01',
    };
    let selection = makeSelection({ temporarySelection: change });
    const resets: string[] = [];
    stubApi({
      'GET /api/benefits/7': () => json(makePage({ selection })),
      'POST /api/selections/31/reset': () => {
        resets.push('reset');
        selection = makeSelection({ temporarySelection: null });
        return json(selection);
      },
    });
    const { user } = renderPage();
    const pending = await screen.findByRole('region', { name: 'Your change' });
    expect(pending).toHaveTextContent(
      'You have asked for a change from 1 December 2026. Until then your current cover stays as it is.',
    );
    expect(pending).toHaveTextContent('Cover amount (£)200,000');
    expect(pending).toHaveTextContent('Your monthly cost£36.00');

    const open = screen.getByRole('button', { name: 'Reset selection' });
    await user.click(open);
    const panel = await screen.findByRole('dialog', { name: 'Reset your selection' });
    expect(panel).toHaveTextContent('Are you sure you want to reset Life Assurance?');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).toEqual([]);

    await user.click(open);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset your selection' })).getByRole('button', {
        name: 'Yes, reset it',
      }),
    );
    expect(await screen.findByText('Your selection has been reset.')).toBeInTheDocument();
    expect(resets).toEqual(['reset']);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your change' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Reset selection' })).not.toBeInTheDocument();
    // The saved selection is still there to manage or opt out of.
    expect(screen.getByRole('button', { name: 'Opt out' })).toBeInTheDocument();
  });

  it('shows what a live selection is: who it covers, its plan, values, dates as dates and its costs', async () => {
    stubApi({
      'GET /api/benefits/7': json(
        makePage({
          selection: makeSelection({
            partnerValue: 50000,
            peopleCovered: ['Emma Fielding', 'James Fielding', 'Isla Fielding'],
            planDetails: 'Family cover, level 2',
            startDate: '2026-01-01',
            endDate: '2026-12-31',
            costsSummaryForMonthlyCostSection: { employee: 14.2, employer: 7.1, total: 21.3 },
            fieldStatus: { value: 'changing', partnerValue: 'in-force', monthlyCost: 'changing' },
            temporarySelection: {
              value: 200000,
              partnerValue: 50000,
              monthlyCost: 36,
              employerMonthlyCost: 12,
              effectiveFrom: '2027-01-01',
            },
          }),
        }),
      ),
    });
    renderPage();
    const cover = await screen.findByRole('region', { name: 'Your cover' });
    expect(cover).toHaveTextContent('Who it coversEmma Fielding, James Fielding, Isla Fielding');
    expect(cover).toHaveTextContent('Your planFamily cover, level 2');
    expect(cover).toHaveTextContent('Cover amount (£)150,000 (Changes on 1 January 2027)');
    expect(cover).toHaveTextContent('Partner cover amount (£)50,000 (In force)');
    expect(cover).toHaveTextContent('Starts1 January 2026');
    expect(cover).toHaveTextContent('Ends31 December 2026');
    expect(within(cover).getByText('31 December 2026')).toHaveAttribute('datetime', '2026-12-31');
    const costs = screen.getByRole('region', { name: 'Monthly cost' });
    expect(costs).toHaveTextContent('Your monthly cost£14.20 (Changes on 1 January 2027)');
    expect(costs).toHaveTextContent('Your employer pays£7.10');
    expect(costs).toHaveTextContent('Total monthly cost£21.30');
    expect(document.body.textContent).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('says a request awaiting approval is not in force yet, and an ended selection no longer is', async () => {
    let selection = makeSelection({
      status: 'awaiting-approval',
      statusLabel: 'Awaiting approval',
      fieldStatus: { value: 'awaiting-approval', monthlyCost: 'awaiting-approval' },
    });
    stubApi({ 'GET /api/benefits/7': () => json(makePage({ selection })) });
    const view = renderPage();
    const cover = await screen.findByRole('region', { name: 'Your cover' });
    expect(cover).toHaveTextContent('Cover amount (£)150,000 (Waiting for approval)');
    view.unmount();

    selection = makeSelection({
      status: 'opted-out',
      statusLabel: 'Opted out',
      endDate: '2026-03-31',
      fieldStatus: { value: 'ended', monthlyCost: 'ended' },
      cta: { type: 'reapply', label: 'Reapply' },
    });
    renderPage();
    const ended = await screen.findByRole('region', { name: 'Your cover' });
    expect(ended).toHaveTextContent('Cover amount (£)150,000 (No longer in force)');
    expect(ended).toHaveTextContent('Ends31 March 2026');
  });

  it('offers no reset for a selection without a change to come', async () => {
    stubApi({ 'GET /api/benefits/7': json(makePage({ selection: makeSelection() })) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Opt out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset selection' })).not.toBeInTheDocument();
  });

  it('shows the statement months with both contributions, or the empty text', async () => {
    let entries = [
      { month: 1, year: 2026, employee: 9.5, employer: 12 },
      { month: 2, year: 2026, employee: 9.5, employer: 12 },
    ];
    stubApi({
      'GET /api/benefits/7': json(
        makePage({ benefit: makeDetail({ hasStatements: true, groupCode: 'dental' }) }),
      ),
      'GET /api/statements/dental': () => json(entries),
    });
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View statements' }));
    const panel = await screen.findByRole('dialog', { name: 'Statement' });
    const rows = await within(panel).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthYou paidYour employer paid',
      'January 2026£9.50£12.00',
      'February 2026£9.50£12.00',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    entries = [];
    await queryClient.invalidateQueries();
    await user.click(screen.getByRole('button', { name: 'View statements' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('no statements available'),
    ).toBeInTheDocument();
  });
});
