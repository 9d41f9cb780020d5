import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListState, useListInUrl } from './use-list-in-url';

interface PeopleState extends ListState {
  filter: string | null;
}

const readState = (params: URLSearchParams): PeopleState => ({
  page: Number(params.get('page') ?? '1') || 1,
  search: params.get('search') ?? '',
  filter: params.get('filter'),
});

const writeState = (state: PeopleState): string => {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.filter) params.set('filter', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
};

function People() {
  const { apply, search } = useListInUrl({ read: readState, write: writeState });
  const { search: query } = useLocation();
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.onSubmit(search.draft);
        }}
      >
        <label>
          Search
          <input value={search.draft} onChange={(event) => search.onDraftChange(event.target.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      <button type="button" onClick={() => apply({ filter: 'enabled', page: 1 })}>
        Only enabled
      </button>
      <output aria-label="query">{query}</output>
    </>
  );
}

describe('useListInUrl', () => {
  it('keeps a search still loading when a filter is chosen straight after it', async () => {
    // Every navigation waits on the page's loader until the test lets it go, as a slow list would.
    const held: Array<() => void> = [];
    const router = createMemoryRouter(
      [
        {
          path: '/people',
          element: <People />,
          loader: () => new Promise<null>((resolve) => held.push(() => resolve(null))),
        },
      ],
      { initialEntries: ['/people'], hydrationData: { loaderData: { '0': null } } },
    );
    render(<RouterProvider router={router} />);

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'smith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The search's navigation is pending: the page still shows the old query.
    expect(router.state.navigation.state).toBe('loading');
    fireEvent.click(screen.getByRole('button', { name: 'Only enabled' }));
    await act(async () => {
      for (const release of held) release();
    });

    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('search')).toBe('smith');
    expect(query.get('filter')).toBe('enabled');
  });
});
