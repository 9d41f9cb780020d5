import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { makeBenefit, makeSelection } from '#support/web/benefit-fixtures.ts';
import { Component as MyBenefits } from './my-benefits';

function renderMyBenefits() {
  return renderRoutes([{ path: '/app/my-benefits/', Component: MyBenefits }], {
    path: '/app/my-benefits/',
    session: makeSession(),
  });
}

const DENTAL = makeBenefit({ id: 2, name: 'Dental Cover', icon: 'dental', monthlyCost: 9.5 });
const CYCLE = makeBenefit({ id: 3, name: 'Cycle to Work', icon: 'cycle' });
const EAP = makeBenefit({ id: 4, name: 'Employee Assistance Programme', icon: 'wellbeing' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/app/my-benefits/', () => {
  it('lists chosen benefits with their status labels before the ones still available', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/benefits': json({
        benefits: [DENTAL, CYCLE, EAP],
        selections: [
          makeSelection({ id: 1, benefitId: 2, monthlyCost: 9.5 }),
          makeSelection({
            id: 2,
            benefitId: 3,
            status: 'awaiting-approval',
            statusLabel: 'Awaiting approval',
          }),
        ],
        onProbation: false,
      }),
    });
    renderMyBenefits();
    // While loading, 'Your benefits' already holds placeholders where its cards will be.
    const yours = screen.getByRole('region', { name: 'Your benefits' });
    expect(within(yours).getByRole('list', { name: 'Loading benefits' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Available benefits' });
    const cards = within(yours).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dental Cover',
      'Cycle to Work',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Live')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Your monthly cost: £9.50')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Dental Cover' })).toHaveAttribute(
      'href',
      '/app/my-benefits/2',
    );
    const available = screen.getByRole('region', { name: 'Available benefits' });
    expect(
      within(available).getByRole('link', { name: 'Employee Assistance Programme' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on probation/)).not.toBeInTheDocument();
  });

  it('shows an unknown icon name as the fallback icon, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A name no other test uses: each missing name is logged once per page load.
    const unknown = makeBenefit({ ...EAP, icon: 'sparkles-unknown' });
    stubApi({
      'GET /api/benefits': json({ benefits: [unknown, DENTAL], selections: [], onProbation: false }),
    });
    const { container } = renderMyBenefits();
    await screen.findByRole('link', { name: 'Employee Assistance Programme' });
    const icons = [...container.querySelectorAll('svg[data-icon]')].map((icon) =>
      icon.getAttribute('data-icon'),
    );
    expect(icons).toEqual(['fallback', 'dental']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"sparkles-unknown"'));
  });

  it('shows the probation notice to someone on probation', async () => {
    stubApi({ 'GET /api/benefits': json({ benefits: [DENTAL], selections: [], onProbation: true }) });
    renderMyBenefits();
    expect(
      await screen.findByText(
        "As you're on probation, you won't be able to access all benefits. We'll email you when you can!",
      ),
    ).toBeInTheDocument();
  });

  it('says the list failed and offers to log out', async () => {
    stubApi({ 'GET /api/benefits': apiError(502, 'Bad gateway') });
    renderMyBenefits();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was a problem loading your benefits. Please log in again.',
    );
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });
});
