import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenefitFilters } from '#contract/benefits';
import { apiError, calledApis, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { makeBenefit, makeSelection } from '#support/web/benefit-fixtures.ts';
import { Component as MyBenefits } from './my-benefits';

// My benefits' filters (docs/decisions/044) and the cards' tax flags and remote icons (decision 043).

const MEDICAL = makeBenefit({
  id: 1,
  name: 'Private Medical Insurance',
  icon: 'medical',
  taxFlags: ['p11d'],
});
const CASH = makeBenefit({
  id: 9,
  name: 'Health Cash Plan',
  icon: 'cash',
  taxFlags: ['p11d', 'made-up-flag'],
  remoteIcon: true,
});
const GYM = makeBenefit({ id: 3, name: 'Gym Membership', icon: 'gym', taxFlags: ['salary-sac', 'ni'] });

const FILTERS: BenefitFilters = {
  categories: [
    { value: 'health', label: 'Health and wellbeing', count: 2 },
    { value: 'lifestyle', label: 'Lifestyle and time off', count: 1 },
  ],
  taxFlags: [
    { value: 'salary-sac', label: 'Paid by salary sacrifice', count: 1 },
    { value: 'p11d', label: 'Taxable benefit in kind (P11D)', count: 2 },
  ],
};

/** The upstream's rules in small: a category is one of the two, a tax flag one of the benefit's. */
function stubBenefits(filters: Response = json(FILTERS)) {
  return stubApi({
    'GET /api/benefits/filters': filters,
    'GET /api/benefits': ({ url }) => {
      const category = url.searchParams.get('category');
      const taxFlag = url.searchParams.get('taxFlag');
      const benefits = [MEDICAL, CASH, GYM].filter(
        (benefit) =>
          (category === null || (category === 'lifestyle') === (benefit === GYM)) &&
          (taxFlag === null || benefit.taxFlags.includes(taxFlag)),
      );
      return json({ benefits, selections: [makeSelection({ benefitId: 1 })], onProbation: false });
    },
  });
}

function renderMyBenefits(path = '/app/my-benefits/') {
  return renderRoutes([{ path: '/app/my-benefits/', Component: MyBenefits }], {
    path,
    session: makeSession(),
  });
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My benefits filters', () => {
  it("offers the filters call's choices with their counts, the address's choice selected", async () => {
    const fetchMock = stubBenefits();
    renderMyBenefits('/app/my-benefits/?category=health&tax=p11d');

    // The controls sit in a <search> landmark named 'Filter benefits' (jsdom gives it no role).
    const search = (await screen.findByRole('button', { name: 'Apply filters' })).closest(
      'search',
    ) as HTMLElement;
    expect(search).toHaveAttribute('aria-label', 'Filter benefits');
    const category = within(search).getByRole('combobox', { name: 'Category' });
    await within(category).findByRole('option', { name: 'Health and wellbeing (2)' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Health and wellbeing (2)', 'Lifestyle and time off (1)']);
    expect(category).toHaveValue('health');
    expect(within(search).getByRole('combobox', { name: 'Tax treatment' })).toHaveValue('p11d');
    await waitFor(() => expect(cardNames()).toEqual(['Private Medical Insurance', 'Health Cash Plan']));
    expect(calledApis(fetchMock)).toContain('GET /api/benefits?category=health&taxFlag=p11d');
  });

  it('applies the chosen filters as a new address, and Back returns to the lists before', async () => {
    stubBenefits();
    const { router } = renderMyBenefits();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await screen.findByRole('button', { name: 'Apply filters' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'lifestyle');
    expect(cardNames()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(cardNames()).toEqual(['Gym Membership']));
    expect(router.state.location.search).toBe('?category=lifestyle');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/app/my-benefits/');

    await act(() => router.navigate(-1));

    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says so when the filters keep no benefit, with the way back to all of them', async () => {
    stubBenefits();
    renderMyBenefits('/app/my-benefits/?category=lifestyle&tax=p11d');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('No benefits match these filters.');
    expect(within(status).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/app/my-benefits/',
    );
    expect(screen.queryByRole('region', { name: 'Your benefits' })).not.toBeInTheDocument();
  });

  it('says which list the filters emptied when the other still has benefits', async () => {
    stubBenefits();
    renderMyBenefits('/app/my-benefits/?category=lifestyle');

    const yours = await screen.findByRole('region', { name: 'Your benefits' });
    await within(yours).findByText('None of your benefits match these filters.');
    expect(
      within(screen.getByRole('region', { name: 'Available benefits' })).getByRole('article'),
    ).toBeInTheDocument();
  });

  it('ignores a filter the address cannot mean, and asks for every benefit', async () => {
    const fetchMock = stubBenefits();
    renderMyBenefits('/app/my-benefits/?category=..%2Fadmin&tax=vat');

    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(calledApis(fetchMock)).toContain('GET /api/benefits');
    expect(calledApis(fetchMock).some((call) => call.includes('admin') || call.includes('vat'))).toBe(false);
  });

  it('still shows the lists when the filters cannot be loaded', async () => {
    stubBenefits(apiError(502, 'Failed to fetch', 'upstream_unreachable'));
    renderMyBenefits('/app/my-benefits/?category=health');

    await screen.findByText(/The filters could not be loaded/);
    await waitFor(() => expect(cardNames()).toEqual(['Private Medical Insurance', 'Health Cash Plan']));
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });
});

describe('benefit cards', () => {
  it('show each known tax flag as an icon with its text alternative, and no unknown one', async () => {
    stubBenefits();
    renderMyBenefits();

    const card = (await screen.findByRole('link', { name: 'Health Cash Plan' })).closest(
      'article',
    ) as HTMLElement;
    const flags = within(card).getByRole('list', { name: 'Tax treatment' });
    expect(
      within(flags)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Taxable benefit in kind (P11D)']);
    const gym = screen.getByRole('link', { name: 'Gym Membership' }).closest('article') as HTMLElement;
    expect(within(gym).getByRole('img', { name: 'Paid by salary sacrifice' })).toBeInTheDocument();
    expect(within(gym).getByRole('img', { name: 'Saves National Insurance' })).toBeInTheDocument();
  });

  it("show a remote icon as the Worker's image of it, named by benefit, and a named icon otherwise", async () => {
    stubBenefits();
    const { container } = renderMyBenefits();
    await screen.findByRole('link', { name: 'Health Cash Plan' });

    const remote = container.querySelectorAll('img[data-icon="remote"]');
    expect([...remote].map((image) => image.getAttribute('src'))).toEqual(['/api/benefits/9/icon']);
    expect(remote[0]).toHaveAttribute('alt', '');
    expect(container.querySelector('svg[data-icon="medical"]')).not.toBeNull();
  });
});
