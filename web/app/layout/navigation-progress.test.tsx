import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred } from '#support/web/app-support.tsx';
import { WithMessages } from '#support/web/test-i18n.tsx';
import { NavigationProgress } from './navigation-progress';

function Arrived() {
  return <p>Arrived</p>;
}

function setup() {
  const slow = deferred<void>();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>Start</p> },
        {
          path: 'slow',
          lazy: async () => {
            await slow.promise;
            return { Component: Arrived };
          },
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />, { wrapper: WithMessages });
  return { router, slow };
}

describe('NavigationProgress', () => {
  it('shows nothing while no navigation is running', () => {
    setup();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a labelled bar from the minimum while the next route loads, trickles, then goes away', async () => {
    const { router, slow } = setup();
    act(() => {
      void router.navigate('/slow');
    });
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'), { timeout: 2000 });

    await act(async () => {
      slow.resolve();
    });
    await screen.findByText('Arrived');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
