import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Bootstrap } from '#contract/bootstrap';
import { WithBootstrap } from './app-support';

/** Shows the router's current path, so tests can see where a link went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders a piece of the frame inside a memory router and the given bootstrap data (tests only). */
export function renderWithRouter(
  ui: ReactNode,
  { bootstrap, path = '/' }: { bootstrap?: Bootstrap; path?: string } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <WithBootstrap value={bootstrap}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return { ...result, router };
}
