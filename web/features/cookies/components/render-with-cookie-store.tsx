import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  type CookieSliceStore,
  CookieSliceStoreProvider,
  createCookieSliceStore,
} from '../../../lib/persisted-cookie-slice';
import { WithBootstrap } from '../../../test-support';

/** Test helper: renders `ui` inside a memory router with bootstrap data and its own cookie store. */
export function renderWithCookieStore(ui: ReactNode, store: CookieSliceStore = freshStore()) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const result = render(
    <WithBootstrap>
      <CookieSliceStoreProvider store={store}>
        <RouterProvider router={router} />
      </CookieSliceStoreProvider>
    </WithBootstrap>,
  );
  return { ...result, store, router };
}

export function freshStore(): CookieSliceStore {
  return createCookieSliceStore({ storage: localStorage, eventTarget: null });
}
